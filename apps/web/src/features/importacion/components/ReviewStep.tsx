import {
  CUSTOMER_IMPORT_POLICIES,
  IMPORT_FIELDS,
  type CustomerImportPolicy,
  type TCustomerImportDetail,
  type TImportMapping,
} from '@kiwi/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Combobox } from '../../../components/ui/combobox/Combobox';
import {
  ImportReview,
  mappingChanged,
  useImportCalls,
} from '../../../components/ui/import/ImportReview';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { Select } from '../../../components/ui/Select';
import { analyseImport, confirmImport } from '../api/importaciones';
import { useComerciales, useOrigenes } from '../api/catalogos';
import { ImportRowsTable } from './ImportRowsTable';
import { analysisSummary, n } from './import-text';

export interface ReviewStepProps {
  item: TCustomerImportDetail;
  /** A step was queued on the worker (re-analysis or the import itself). */
  onTask: (taskId: string, kind: 'analyse' | 'apply') => void;
}

/**
 * Step 2: the preview, the mapping (changeable: analyse again), the problems found, and
 * the choices of the import (origin, commercial, what to do with duplicates).
 */
export function ReviewStep({ item, onTask }: ReviewStepProps) {
  const [mapping, setMapping] = useState<TImportMapping>(item.mapeo);
  const [origen, setOrigen] = useState<number | null>(null);
  const [comercial, setComercial] = useState<number | null>(null);
  const [policy, setPolicy] = useState<CustomerImportPolicy>('omitir');
  const { errors, busy, run } = useImportCalls<'analyse' | 'apply'>();
  const origenes = useOrigenes();
  const comerciales = useComerciales();
  const changed = mappingChanged(mapping, item.mapeo);
  const duplicates = item.duplicadasArchivo + item.duplicadasExistentes;
  const importable = item.totalFilas - item.conErrores;

  const step = (kind: 'analyse' | 'apply') =>
    void run(kind, async () => {
      const started =
        kind === 'analyse'
          ? await analyseImport(item.id, mapping)
          : await confirmImport(item.id, {
              origenBbdd: origen ?? 0,
              comercial,
              duplicados: policy,
            });
      onTask(started.task_id, kind);
    });

  return (
    <ImportReview
      preview={item}
      summary={analysisSummary(item)}
      fields={IMPORT_FIELDS}
      mapping={mapping}
      onChange={setMapping}
      onReanalyse={() => step('analyse')}
      reanalysing={busy === 'analyse'}
      errors={errors}
      errorRows={{
        count: item.conErrores,
        table: <ImportRowsTable importId={item.id} kind="errores" label="Filas con errores" />,
      }}
      rowTabs={[
        {
          value: 'duplicados',
          label: 'Duplicados',
          count: duplicates,
          content: (
            <ImportRowsTable importId={item.id} kind="duplicados" label="Filas duplicadas" />
          ),
        },
      ]}
    >
      <Select
        label="Origen de la base de datos"
        required
        options={(origenes.data ?? []).map((o) => ({ value: o.id ?? 0, label: o.nombre }))}
        value={origen}
        onChange={setOrigen}
        error={errors.origenBbdd?.[0]}
        hint="Cada cliente importado queda marcado con este origen"
      />
      <Combobox
        label="Comercial (opcional)"
        options={(comerciales.data ?? []).map((c) => ({ value: c.id, label: c.nombre }))}
        value={comercial}
        onChange={setComercial}
        error={errors.comercial?.[0]}
      />
      <RadioGroup
        label={`Duplicados (${n(duplicates)})`}
        options={CUSTOMER_IMPORT_POLICIES}
        value={policy}
        onChange={setPolicy}
      />
      <div className="flex justify-end">
        <Button
          busy={busy === 'apply'}
          disabled={changed || origen === null || importable === 0}
          onClick={() => step('apply')}
        >
          Importar {n(importable)} {importable === 1 ? 'fila' : 'filas'}
        </Button>
      </div>
    </ImportReview>
  );
}
