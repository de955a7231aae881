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
  useImportCalls,
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
  const { errors, busy, run } = useImportCalls<'analyse' | 'apply'>();
  const changed = mappingChanged(mapping, item.mapeo);
  const writes = item.aCrear + item.aActualizar;

  const step = (kind: 'analyse' | 'apply') =>
    void run(kind, async () =>
      onChanged(
        kind === 'analyse'
          ? await analyseTariffImport(item.id, mapping)
          : await confirmTariffImport(item.id),
      ),
    );

  return (
    <ImportReview
      preview={item}
      summary={tariffAnalysisSummary(item)}
      fields={TARIFF_IMPORT_FIELDS}
      mapping={mapping}
      onChange={setMapping}
      onReanalyse={() => step('analyse')}
      reanalysing={busy === 'analyse'}
      errors={errors}
      errorRows={{
        count: item.conErrores,
        table: <TariffImportRows importId={item.id} kind="errores" label="Filas con errores" />,
      }}
      rowTabs={[
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
          onClick={() => step('apply')}
        >
          Importar {n(writes)} {writes === 1 ? 'tarifa' : 'tarifas'}
        </Button>
      </div>
    </ImportReview>
  );
}
