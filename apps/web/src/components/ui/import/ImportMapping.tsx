import { Select } from '../Select';

export interface ImportMappingProps<K extends string> {
  columns: readonly string[];
  /** First rows of the file, to show an example value under each column. */
  sample: readonly (readonly string[])[];
  /** The fields a column can fill, in the order offered. */
  fields: readonly { key: K; label: string }[];
  mapping: Partial<Record<K, number>>;
  onChange: (mapping: Partial<Record<K, number>>) => void;
  errors?: Record<string, string[]>;
}

/** Which field each column of the file fills (one Select per column; a field takes one column). */
export function ImportMapping<K extends string>({
  columns,
  sample,
  fields,
  mapping,
  onChange,
  errors,
}: ImportMappingProps<K>) {
  const options = fields.map((field) => ({ value: field.key, label: field.label }));
  const fieldOf = (index: number) =>
    (Object.entries(mapping).find(([, column]) => column === index)?.[0] as K | undefined) ?? null;
  const assign = (index: number, field: K | null) => {
    const next: Partial<Record<K, number>> = {};
    for (const [key, column] of Object.entries(mapping) as [K, number][]) {
      if (column !== index && key !== field) next[key] = column;
    }
    if (field) next[field] = index;
    onChange(next);
  };
  const fieldErrors = Object.values(errors ?? {}).flat();
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
              options={options}
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
