import type { TCustomerImportDetail } from '@kiwi/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/http/api-error';
import { saveBlob } from '../../../lib/download-file';
import { showSnackbar } from '../../../lib/snackbar';
import { downloadRejected } from '../api/importaciones';
import { ImportRowsTable } from './ImportRowsTable';
import { RevertImportButton } from './RevertImportButton';
import { resultSummary, when } from './import-text';

/** Downloads the rejected rows (xlsx with the errors). */
export async function saveRejectedRows(id: number) {
  try {
    saveBlob(await downloadRejected(id), `importacion-${id}-rechazadas.xlsx`);
  } catch (error) {
    showSnackbar({
      kind: 'error',
      message: (isApiError(error) && error.detail) || 'No se ha podido descargar el archivo',
    });
  }
}

/** Step 3: what the import did, the rows it skipped or rejected, and the way back. */
export function ResultStep({
  item,
  onRevert,
  onNew,
}: {
  item: TCustomerImportDetail;
  onRevert: (taskId: string) => void;
  onNew: () => void;
}) {
  const [downloading, setDownloading] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md bg-primary-soft p-3 text-sm" role="status">
        {resultSummary(item)}
      </p>
      {item.revertibleHasta && (
        <p className="text-sm text-muted">
          Se puede revertir hasta el {when(item.revertibleHasta)}.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {item.hayArchivoRechazadas && (
          <Button
            variant="secondary"
            busy={downloading}
            onClick={() => {
              setDownloading(true);
              void saveRejectedRows(item.id).finally(() => setDownloading(false));
            }}
          >
            Descargar filas rechazadas
          </Button>
        )}
        {item.revertibleHasta && <RevertImportButton item={item} onStarted={onRevert} />}
        <Button variant="secondary" onClick={onNew}>
          Nueva importación
        </Button>
      </div>
      {item.omitidas + item.rechazadas > 0 && (
        <ImportRowsTable importId={item.id} kind="omitidas" label="Filas omitidas y rechazadas" />
      )}
    </div>
  );
}
