import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../data-table/DataTable';

interface PreviewRow {
  index: number;
  cells: readonly string[];
}

const NOOP = () => {};

/** The first rows of the file as read, under their own headers. */
export function ImportPreviewRows({
  columns,
  sample,
}: {
  columns: readonly string[];
  sample: readonly (readonly string[])[];
}) {
  const defs = useMemo<ColumnDef<PreviewRow, unknown>[]>(
    () =>
      columns.map((column, index) => ({
        id: `c${index}`,
        accessorFn: (row: PreviewRow) => row.cells[index] ?? '',
        meta: {
          label: column || `Columna ${index + 1}`,
          card: index === 0 ? ('title' as const) : ('field' as const),
        },
      })),
    [columns],
  );
  const data = useMemo(
    () => ({
      results: sample.map((cells, index) => ({ index, cells })),
      count: sample.length,
      current: 1,
    }),
    [sample],
  );
  return (
    <DataTable<PreviewRow>
      label="Primeras filas del archivo"
      columns={defs}
      query={{ data, isPending: false, isFetching: false, error: null, refetch: NOOP }}
      getRowId={(row) => String(row.index)}
      page={1}
      pageSize={Math.max(1, sample.length)}
      onPageChange={NOOP}
      sort={null}
      onSortChange={NOOP}
      noun={{ one: 'fila', other: 'filas' }}
    />
  );
}
