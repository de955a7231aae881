import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/http/api-error';
import { Button } from '../Button';
import { Tabs, type TabItem } from '../Tabs';
import { ImportMapping, type ImportMappingProps } from './ImportMapping';
import { ImportPreviewRows } from './ImportPreviewRows';

export interface ImportReviewProps<K extends string> extends Pick<
  ImportMappingProps<K>,
  'fields' | 'mapping' | 'onChange'
> {
  /** The import as analysed: its header, first rows and the mapping its rows were checked with. */
  preview: {
    columnas: readonly string[];
    muestra: readonly (readonly string[])[];
    mapeo: object;
  };
  /** The analysis in one sentence ('1.000 filas leídas: …'). */
  summary: string;
  onReanalyse: () => void;
  reanalysing: boolean;
  /** Field errors of the last call (`mapeo.<field>` go next to the mapping). */
  errors: Record<string, string[]>;
  /** The rows with errors: how many, and their table. */
  errorRows: { count: number; table: ReactNode };
  /** More tabs of rows (duplicates, new, updated…). */
  rowTabs: readonly TabItem[];
  /** The confirmation: the import's own choices and its button. */
  children: ReactNode;
}

/** True when the mapping on screen is not the one the rows were checked with. */
export const mappingChanged = (a: object, b: object) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * The review step every import shares: what the analysis found, the column mapping (change
 * it and analyse again), the first rows as read, the rows by kind, then the confirmation.
 */
export function ImportReview<K extends string>({
  preview,
  summary,
  onReanalyse,
  reanalysing,
  errors,
  errorRows,
  rowTabs,
  children,
  ...mapping
}: ImportReviewProps<K>) {
  const changed = mappingChanged(mapping.mapping, preview.mapeo);
  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-md bg-primary-soft p-3 text-sm" role="status">
        {summary}
      </p>
      <ImportMapping
        {...mapping}
        columns={preview.columnas}
        sample={preview.muestra}
        errors={Object.fromEntries(
          Object.entries(errors).filter(([key]) => key.startsWith('mapeo')),
        )}
      />
      {changed && (
        <div className="flex justify-end">
          <Button variant="secondary" busy={reanalysing} onClick={onReanalyse}>
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
            content: <ImportPreviewRows columns={preview.columnas} sample={preview.muestra} />,
          },
          {
            value: 'errores',
            label: 'Con errores',
            count: errorRows.count,
            content: errorRows.table,
          },
          ...rowTabs,
        ]}
      />
      <fieldset
        className="flex flex-col gap-4 rounded-lg border border-line p-4"
        disabled={changed}
      >
        <legend className="px-1 font-medium">Importar</legend>
        {children}
        {errors['detail'] && (
          <p className="text-sm text-danger" role="alert">
            {errors['detail'][0]}
          </p>
        )}
      </fieldset>
    </div>
  );
}

/**
 * The state of an import's calls (analyse again, confirm…): which one is running and the
 * errors of the last one — field errors, else its detail.
 */
export function useImportCalls<C extends string>() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<C | null>(null);
  const run = async (call: C, work: () => Promise<void>) => {
    setBusy(call);
    setErrors({});
    try {
      await work();
    } catch (error) {
      setErrors(
        isApiError(error)
          ? Object.keys(error.fieldErrors).length > 0
            ? error.fieldErrors
            : { detail: [error.detail ?? ''] }
          : { detail: ['No se ha podido continuar. Vuelva a intentarlo.'] },
      );
    } finally {
      setBusy(null);
    }
  };
  return { errors, busy, run };
}
