import {
  TARIFF_IMPORT_FIELDS,
  type TTariffImportDetail,
  type TTariffImportMapping,
} from '@kiwi/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { n } from '../../../components/ui/import/import-text';
import {
  ImportReview,
  mappingChanged,
  reviewErrors,
} from '../../../components/ui/import/ImportReview';
import { analyseTariffImport, confirmTariffImport } from './tariff-imports';
import { tariffAnalysisSummary } from './tariff-import-text';
import { TariffImportRows } from './TariffImportRows';

/**
 * The preview of a tariff sheet: the mapping (change it and check again), the rows with
 * errors, the tariffs it creates and updates, and "Importar".
 */
export function TariffImportReview({
  item,
  onChanged,
}: {
  item: TTariffImportDetail;
  /** The server answered the import anew (checked again, or applied). */
  onChanged: (item: TTariffImportDetail) => void;
}) {
  const [mapping, setMapping] = useState<TTariffImportMapping>(item.mapeo);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<'analyse' | 'apply' | null>(null);
  const changed = mappingChanged(mapping, item.mapeo);
  const writes = item.aCrear + item.aActualizar;

  const run = async (kind: 'analyse' | 'apply') => {
    setBusy(kind);
    setErrors({});
    try {
      onChanged(
        kind === 'analyse'
          ? await analyseTariffImport(item.id, mapping)
          : await confirmTariffImport(item.id),
      );
    } catch (error) {
      setErrors(reviewErrors(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ImportReview
      summary={tariffAnalysisSummary(item)}
      columns={item.columnas}
      sample={item.muestra}
      fields={TARIFF_IMPORT_FIELDS}
      mapping={mapping}
      onChange={setMapping}
      analysedMapping={item.mapeo}
      onReanalyse={() => void run('analyse')}
      reanalysing={busy === 'analyse'}
      errors={errors}
      rowTabs={[
        {
          value: 'errores',
          label: 'Con errores',
          count: item.conErrores,
          content: <TariffImportRows importId={item.id} kind="errores" label="Filas con errores" />,
        },
        {
          value: 'crear',
          label: 'Nuevas',
          count: item.aCrear,
          content: <TariffImportRows importId={item.id} kind="crear" label="Tarifas nuevas" />,
        },
        {
          value: 'actualizar',
          label: 'Se actualizan',
          count: item.aActualizar,
          content: (
            <TariffImportRows
              importId={item.id}
              kind="actualizar"
              label="Tarifas que se actualizan"
            />
          ),
        },
      ]}
    >
      <p className="text-sm text-muted">
        Se aplican todas las filas correctas a la vez: si algo falla, no se cambia ninguna tarifa.
        Los cambios de precio quedan en el historial de precios.
      </p>
      <div className="flex justify-end">
        <Button
          busy={busy === 'apply'}
          disabled={changed || writes === 0}
          onClick={() => void run('apply')}
        >
          Importar {n(writes)} {writes === 1 ? 'tarifa' : 'tarifas'}
        </Button>
      </div>
    </ImportReview>
  );
}
