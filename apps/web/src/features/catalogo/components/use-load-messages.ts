import { MESSAGES, type ManagementModule } from '@kiwi/domain';
import { useEffect, useRef } from 'react';
import { isInvalidPageError } from '../../../lib/http/paged-list';
import { showSnackbar } from '../../../lib/snackbar';

/**
 * Spec §8 "Management": `onCollected` once a tab's content has arrived (the
 * page shows 'Información Recopilada' once per visit), and 'No se pudo cargar el contenido'
 * naming the module when it fails (once per failure; 'Página inválida.' is
 * not a failure: the list goes back to page 1).
 */
export function useLoadMessages(
  query: { isSuccess: boolean; error: unknown; errorUpdatedAt: number },
  module: ManagementModule | undefined,
  onCollected: () => void,
) {
  const collected = useRef(false);
  const lastError = useRef(0);
  useEffect(() => {
    if (query.isSuccess && !collected.current) {
      collected.current = true;
      onCollected();
    }
  }, [query.isSuccess, onCollected]);
  useEffect(() => {
    if (!query.error || isInvalidPageError(query.error)) return;
    if (query.errorUpdatedAt === lastError.current) return;
    lastError.current = query.errorUpdatedAt;
    showSnackbar({
      kind: 'error',
      message: module ? MESSAGES.management.loadFailureOf(module) : MESSAGES.management.loadFailure,
    });
  }, [query.error, query.errorUpdatedAt, module]);
}
