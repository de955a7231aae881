import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { columnLabel } from './column-meta';
import { PageCheckbox, RowCheckbox, TitleContent } from './row-parts';
import { RowActionsMenu } from './RowActionsMenu';
import type { RowAction, SortState } from './types';
import type { RowSelectionController } from './use-row-selection';

export interface TableViewProps<T> {
  table: Table<T>;
  label: string;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  selection?: RowSelectionController | undefined;
  rowActions?: ((row: T) => RowAction[]) | undefined;
  onRowClick?: ((row: T) => void) | undefined;
  rowLabel: (rowId: string) => string;
  busy: boolean;
}

function ariaSort(sort: SortState | null, id: string): 'ascending' | 'descending' | 'none' {
  if (sort?.id !== id) return 'none';
  return sort.desc ? 'descending' : 'ascending';
}

function SortableHeader<T>({
  header,
  sort,
  onSortChange,
}: {
  header: Header<T, unknown>;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
}) {
  const id = header.column.id;
  const active = sort?.id === id;
  // The icon's place is always kept, so headers do not shift when the sort changes.
  const Icon = !active ? ArrowUpDown : sort.desc ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={() => onSortChange({ id, desc: active ? !sort.desc : false })}
      className={cx(
        'inline-flex items-center gap-1.5 font-semibold hover:text-primary',
        active && 'text-primary',
      )}
    >
      {flexRender(header.column.columnDef.header, header.getContext()) ??
        columnLabel(header.column)}
      <Icon className={cx('size-3.5 shrink-0', !active && 'opacity-40')} aria-hidden="true" />
    </button>
  );
}

/** The desktop table: sortable headers with aria-sort, selection boxes, row actions. */
export function TableView<T>({
  table,
  label,
  sort,
  onSortChange,
  selection,
  rowActions,
  onRowClick,
  rowLabel,
  busy,
}: TableViewProps<T>) {
  const rows = table.getRowModel().rows;
  const pageIds = rows.map((row) => row.id);
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table aria-busy={busy || undefined} className="w-full border-collapse text-sm">
        <thead className="bg-background/60 text-left text-xs text-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className="w-10 px-3 py-2.5">
                  <PageCheckbox controller={selection} pageIds={pageIds} />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sortable = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? ariaSort(sort, header.column.id) : undefined}
                    className={cx(
                      'px-3 py-2.5 font-semibold whitespace-nowrap',
                      meta?.align === 'end' && 'text-right',
                      meta?.className,
                    )}
                  >
                    {sortable ? (
                      <SortableHeader header={header} sort={sort} onSortChange={onSortChange} />
                    ) : (
                      (flexRender(header.column.columnDef.header, header.getContext()) ??
                      columnLabel(header.column))
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className="w-12 px-3 py-2.5">
                  <span className="sr-only">Acciones</span>
                </th>
              ) : null}
            </tr>
          ))}
        </thead>
        <tbody className={cx('transition-opacity', busy && 'opacity-60')}>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-selected={selection?.isSelected(row.id) || undefined}
              className="border-t border-line hover:bg-background/70 data-selected:bg-primary-soft/60"
            >
              {selection ? (
                <td className="px-3 py-2">
                  <RowCheckbox
                    controller={selection}
                    rowId={row.id}
                    rowLabel={rowLabel(row.id)}
                    pageIds={pageIds}
                  />
                </td>
              ) : null}
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td
                    key={cell.id}
                    className={cx(
                      'px-3 py-2.5 align-middle',
                      meta?.align === 'end' && 'text-right tabular-nums',
                      meta?.className,
                    )}
                  >
                    {meta?.card === 'title' ? (
                      <TitleContent cell={cell} row={row} onRowClick={onRowClick} />
                    ) : (
                      flexRender(cell.column.columnDef.cell, cell.getContext())
                    )}
                  </td>
                );
              })}
              {rowActions ? (
                <td className="px-1 py-1 text-right">
                  <RowActionsMenu actions={rowActions(row.original)} rowLabel={rowLabel(row.id)} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
