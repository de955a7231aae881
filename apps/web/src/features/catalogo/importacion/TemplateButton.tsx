import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { saveBlob } from '../../../lib/download-file';
import { showSnackbar } from '../../../lib/snackbar';
import { downloadTariffTemplate } from './tariff-imports';

/** "Descargar plantilla": the .xlsx with the Spanish headers, an example and the allowed values. */
export function TemplateButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadTariffTemplate(), 'plantilla-tarifas.xlsx');
    } catch {
      showSnackbar({ kind: 'error', message: 'No se ha podido descargar la plantilla' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      {busy ? null : <Download className="size-4" aria-hidden="true" />}
      Descargar plantilla
    </Button>
  );
}
