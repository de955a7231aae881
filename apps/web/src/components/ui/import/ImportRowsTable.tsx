import type { ColumnDef } from '@tanstack/react-table';
import { ImportTable } from './ImportTable';

export interface ImportRowsTableProps<T> {
  label: string;
  /** `…/importaciones/{id}/filas/` */
  path: string;
  /** The kind of rows (`errores`, `duplicados`, `crear`…), sent as `tipo`. */
  kind: string;
  queryKey: readonly unknown[];
  columns: ColumnDef<T, unknown>[];
}

/** A paged list of an import's rows of one kind, in file order. */
export function ImportRowsTable<T extends { fila: number }>({
  kind,
  queryKey,
  ...table
}: ImportRowsTableProps<T>) {
  return (
    <ImportTable<T>
      {...table}
      params={{ tipo: kind }}
      queryKey={[...queryKey, 'filas', kind]}
      getRowId={(row) => String(row.fila)}
      noun={{ one: 'fila', other: 'filas', feminine: true }}
      empty={<p className="p-4 text-sm text-muted">Ninguna fila.</p>}
    />
  );
}
