import { getPermissionFlags } from '@kiwi/domain';
import { ImportSheetButton } from '../../../components/ui/import/ImportSheetButton';
import { useSession } from '../../auth/session/session-store';
import { ImportHistory } from './ImportHistory';
import { ImportWizard } from './ImportWizard';

/**
 * "Importar" in the /teletrabajo toolbar (Manager and above, decision 1201): the lead
 * import wizard and the history of imports, in a side sheet.
 */
export function ImportCustomersButton() {
  const session = useSession();
  if (!session || !getPermissionFlags(session.subject).hasManagerPermission) return null;
  return (
    <ImportSheetButton
      title="Importar clientes"
      wizard={(id, key) => <ImportWizard key={key} initialImportId={id} />}
      history={(onOpen) => <ImportHistory onOpen={onOpen} />}
    />
  );
}
