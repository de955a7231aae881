import {
  CUSTOMER_IMPORT_POLICIES,
  type CustomerImportPolicy,
  type TCustomerImportDetail,
  type TImportMapping,
} from '@kiwi/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Combobox } from '../../../components/ui/combobox/Combobox';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { Select } from '../../../components/ui/Select';
import { Tabs } from '../../../components/ui/Tabs';
import { isApiError } from '../../../lib/http/api-error';
import { analyseImport, confirmImport } from '../api/importaciones';
import { useComerciales, useOrigenes } from '../api/catalogos';
import { ImportRowsTable } from './ImportRowsTable';
import { analysisSummary, n } from './import-text';
import { MappingFields } from './MappingFields';
import { PreviewRows } from './PreviewRows';

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
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<'analyse' | 'apply' | null>(null);
  const origenes = useOrigenes();
  const comerciales = useComerciales();
  const changed = JSON.stringify(mapping) !== JSON.stringify(item.mapeo);
  const duplicates = item.duplicadasArchivo + item.duplicadasExistentes;
  const importable = item.totalFilas - item.conErrores;

  const run = async (kind: 'analyse' | 'apply') => {
    setBusy(kind);
    setErrors({});
    try {
      const started =
        kind === 'analyse'
          ? await analyseImport(item.id, mapping)
          : await confirmImport(item.id, {
              origenBbdd: origen ?? 0,
              comercial,
              duplicados: policy,
            });
      onTask(started.task_id, kind);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(
          Object.keys(error.fieldErrors).length > 0
            ? error.fieldErrors
            : { detail: [error.detail ?? ''] },
        );
      } else setErrors({ detail: ['No se ha podido continuar. Vuelva a intentarlo.'] });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-md bg-primary-soft p-3 text-sm" role="status">
        {analysisSummary(item)}
      </p>
      <MappingFields
        columns={item.columnas}
        sample={item.muestra}
        mapping={mapping}
        onChange={setMapping}
        errors={Object.fromEntries(
          Object.entries(errors).filter(([key]) => key.startsWith('mapeo')),
        )}
      />
      {changed && (
        <div className="flex justify-end">
          <Button variant="secondary" busy={busy === 'analyse'} onClick={() => void run('analyse')}>
            Volver a analizar con este mapeo
          </Button>
        </div>
      )}
      <Tabs
        label="Revisión del archivo"
        tabs={[
          {
            value: 'muestra',
            label: 'Primeras filas',
            content: <PreviewRows columns={item.columnas} sample={item.muestra} />,
          },
          {
            value: 'errores',
            label: 'Con errores',
            count: item.conErrores,
            content: (
              <ImportRowsTable importId={item.id} kind="errores" label="Filas con errores" />
            ),
          },
          {
            value: 'duplicados',
            label: 'Duplicados',
            count: duplicates,
            content: (
              <ImportRowsTable importId={item.id} kind="duplicados" label="Filas duplicadas" />
            ),
          },
        ]}
      />
      <fieldset
        className="flex flex-col gap-4 rounded-lg border border-line p-4"
        disabled={changed}
      >
        <legend className="px-1 font-medium">Importar</legend>
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
        {errors.detail && (
          <p className="text-sm text-danger" role="alert">
            {errors.detail[0]}
          </p>
        )}
        <div className="flex justify-end">
          <Button
            busy={busy === 'apply'}
            disabled={changed || origen === null || importable === 0}
            onClick={() => void run('apply')}
          >
            Importar {n(importable)} {importable === 1 ? 'fila' : 'filas'}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
