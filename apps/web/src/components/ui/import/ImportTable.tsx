import type { ColumnDef } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { usePagedList } from '../../../lib/http/paged-list';
import type { QueryParams } from '../../../lib/http/query-string';
import { DataTable } from '../data-table/DataTable';
import type { ItemNoun, RowAction } from '../data-table/types';

const PAGE_SIZE = 10;

export interface ImportTableProps<T> {
  label: string;
  path: string;
  params?: QueryParams;
  queryKey: readonly unknown[];
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  noun: ItemNoun;
  empty: ReactNode;
  onRowClick?: (row: T) => void;
  rowActions?: (row: T) => RowAction[];
}

/** A paged list of an import's things (its rows, the past imports): 10 a page, in the server's order. */
export function ImportTable<T>({ path, params, queryKey, ...table }: ImportTableProps<T>) {
  const [page, setPage] = useState(1);
  const query = usePagedList<T>({
    queryKey,
    path,
    params: { ...params, itemsPerPage: PAGE_SIZE },
    page,
    onPageChange: setPage,
  });
  return (
    <DataTable<T>
      {...table}
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      sort={null}
      onSortChange={() => {}}
    />
  );
}
