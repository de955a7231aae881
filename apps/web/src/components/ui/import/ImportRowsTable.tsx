import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { usePagedList } from '../../../lib/http/paged-list';
import { DataTable } from '../data-table/DataTable';

export interface ImportRowsTableProps<T> {
  label: string;
  /** `…/importaciones/{id}/filas/` */
  path: string;
  /** The kind of rows (`errores`, `duplicados`, `crear`…), sent as `tipo`. */
  kind: string;
  queryKey: readonly unknown[];
  columns: ColumnDef<T, unknown>[];
}

/** A paged list of an import's rows of one kind, in file order (10 a page). */
export function ImportRowsTable<T extends { fila: number }>({
  label,
  path,
  kind,
  queryKey,
  columns,
}: ImportRowsTableProps<T>) {
  const [page, setPage] = useState(1);
  const query = usePagedList<T>({
    queryKey: [...queryKey, 'filas', kind],
    path,
    params: { tipo: kind, itemsPerPage: 10 },
    page,
    onPageChange: setPage,
  });
  return (
    <DataTable<T>
      label={label}
      columns={columns}
      query={query}
      getRowId={(row) => String(row.fila)}
      page={page}
      pageSize={10}
      onPageChange={setPage}
      sort={null}
      onSortChange={() => {}}
      noun={{ one: 'fila', other: 'filas', feminine: true }}
      empty={<p className="p-4 text-sm text-muted">Ninguna fila.</p>}
    />
  );
}
