import { IMPORT_FIELDS, type ImportField, type TImportMapping } from '@kiwi/domain';
import { Select } from '../../../components/ui/Select';

export interface MappingFieldsProps {
  columns: readonly string[];
  /** First rows of the file, to show an example value under each column. */
  sample: readonly (readonly string[])[];
  mapping: TImportMapping;
  onChange: (mapping: TImportMapping) => void;
  errors?: Record<string, string[]>;
}

const FIELD_OPTIONS = IMPORT_FIELDS.map((field) => ({ value: field.key, label: field.label }));

/** Which customer field each column of the file fills (one Select per column). */
export function MappingFields({ columns, sample, mapping, onChange, errors }: MappingFieldsProps) {
  const fieldOf = (index: number) =>
    (Object.entries(mapping).find(([, column]) => column === index)?.[0] as
      ImportField | undefined) ?? null;
  const assign = (index: number, field: ImportField | null) => {
    const next: TImportMapping = {};
    for (const [key, column] of Object.entries(mapping) as [ImportField, number][]) {
      if (column !== index && key !== field) next[key] = column;
    }
    if (field) next[field] = index;
    onChange(next);
  };
  const fieldErrors = Object.entries(errors ?? {}).flatMap(([, messages]) => messages);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">Columnas del archivo</legend>
      {fieldErrors.length > 0 && (
        <ul className="rounded-md bg-red-50 p-2 text-sm text-danger" role="alert">
          {fieldErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {columns.map((column, index) => {
          const example = sample
            .map((row) => row[index] ?? '')
            .find((value) => value.trim() !== '');
          return (
            <Select
              key={`${index}-${column}`}
              label={column || `Columna ${index + 1}`}
              options={FIELD_OPTIONS}
              value={fieldOf(index)}
              onChange={(field) => assign(index, field)}
              clearLabel="No importar"
              placeholder="No importar"
              hint={example ? `Ej.: ${example}` : 'Sin datos en las primeras filas'}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
