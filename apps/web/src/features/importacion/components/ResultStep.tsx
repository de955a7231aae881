import type { TCustomerImportDetail } from '@kiwi/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ImportResult } from '../../../components/ui/import/ImportResult';
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
    <ImportResult
      summary={resultSummary(item)}
      note={
        item.revertibleHasta ? `Se puede revertir hasta el ${when(item.revertibleHasta)}.` : null
      }
      actions={
        <>
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
        </>
      }
      rows={
        item.omitidas + item.rechazadas > 0 ? (
          <ImportRowsTable importId={item.id} kind="omitidas" label="Filas omitidas y rechazadas" />
        ) : null
      }
    />
  );
}
