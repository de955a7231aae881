import { TARIFF_IMPORT_LIMITS, type TTariffImportDetail } from '@kiwi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ImportFileStep } from '../../../components/ui/import/ImportFileStep';
import { ImportResult } from '../../../components/ui/import/ImportResult';
import {
  ImportLoadFailed,
  ImportWizardFrame,
} from '../../../components/ui/import/ImportWizardFrame';
import { showSnackbar } from '../../../lib/snackbar';
import { TemplateButton } from './TemplateButton';
import { tariffImportQueryKey, uploadTariffSheet, useTariffImport } from './tariff-imports';
import { tariffResultSummary } from './tariff-import-text';
import { TariffImportReview } from './TariffImportReview';
import { TariffImportRows } from './TariffImportRows';

/**
 * The tariff sheet import, with the lead import's steps (decision 1509): file → preview,
 * mapping and per-row errors → import (one transaction) → result. No worker: the sheet is
 * checked on the request, so each step answers at once.
 */
export function TariffImportWizard({
  initialImportId = null,
}: {
  initialImportId?: number | null;
}) {
  const client = useQueryClient();
  const [importId, setImportId] = useState<number | null>(initialImportId);
  const item = useTariffImport(importId);

  const show = (detail: TTariffImportDetail) => {
    client.setQueryData(tariffImportQueryKey(detail.id), detail);
    void client.invalidateQueries({ queryKey: ['tarifas-importaciones'] });
    if (detail.estado === 'APLICADA') {
      showSnackbar({ kind: 'success', message: 'Importación de tarifas terminada' });
      void client.invalidateQueries({ queryKey: ['catalogo'] });
    }
    setImportId(detail.id);
  };

  if (importId === null) {
    return (
      <ImportFileStep
        label="Hoja de tarifas"
        maxBytes={TARIFF_IMPORT_LIMITS.maxBytes}
        uploadLabel="Subir y revisar"
        onUpload={async (file) => show(await uploadTariffSheet(file))}
        actions={<TemplateButton />}
        description={
          <>
            Suba una hoja de tarifas en Excel (.xlsx) o .csv, de hasta 2.000 filas, con una fila de
            cabecera («Nombre», «Operador», «Segmento», «Categoría», «Precio»…). Una tarifa con el
            mismo nombre, operador y segmento se actualiza; las demás se crean. Antes de importar
            verá qué hará cada fila y sus errores.
          </>
        }
      />
    );
  }
  if (item.isPending) return <p className="py-6 text-sm text-muted">Cargando…</p>;
  if (item.isError || !item.data) return <ImportLoadFailed onReset={() => setImportId(null)} />;
  const data = item.data;
  return (
    <ImportWizardFrame archivo={data.archivo}>
      {data.estado === 'PENDIENTE' ? (
        <TariffImportReview key={JSON.stringify(data.mapeo)} item={data} onChanged={show} />
      ) : (
        <ImportResult
          summary={tariffResultSummary(data)}
          actions={
            <Button variant="secondary" onClick={() => setImportId(null)}>
              Nueva importación
            </Button>
          }
          rows={<TariffImportRows importId={data.id} kind="todas" label="Filas de la hoja" />}
        />
      )}
    </ImportWizardFrame>
  );
}
