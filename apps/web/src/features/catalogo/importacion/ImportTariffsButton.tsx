import { getPermissionFlags } from '@kiwi/domain';
import { ImportSheetButton } from '../../../components/ui/import/ImportSheetButton';
import { useSession } from '../../auth/session/session-store';
import { TariffImportHistory } from './TariffImportHistory';
import { TariffImportWizard } from './TariffImportWizard';

/**
 * "Importar" in the Tarifas tab's toolbar: the tariff sheet wizard and its history, for who
 * may write tariffs (Manager and above, decision 1501) — the same sheet as the lead import.
 */
export function ImportTariffsButton() {
  const session = useSession();
  if (!session || !getPermissionFlags(session.subject).hasManagerPermission) return null;
  return (
    <ImportSheetButton
      title="Importar tarifas"
      wizard={(id, key) => <TariffImportWizard key={key} initialImportId={id} />}
      history={(onOpen) => <TariffImportHistory onOpen={onOpen} />}
    />
  );
}
