import { flexRender, type Cell, type Table } from '@tanstack/react-table';
import { cx } from '../../../lib/cx';
import { columnLabel } from './column-meta';
import { PageCheckbox, RowCheckbox, TitleContent } from './row-parts';
import { RowActionsMenu } from './RowActionsMenu';
import type { RowAction } from './types';
import type { RowSelectionController } from './use-row-selection';

export interface CardViewProps<T> {
  table: Table<T>;
  label: string;
  selection?: RowSelectionController | undefined;
  rowActions?: ((row: T) => RowAction[]) | undefined;
  onRowClick?: ((row: T) => void) | undefined;
  rowLabel: (rowId: string) => string;
  busy: boolean;
}

function render<T>(cell: Cell<T, unknown>) {
  return flexRender(cell.column.columnDef.cell, cell.getContext());
}

/**
 * Phones: each row as a card — title, subtitle, chips, then the key fields
 * the columns mark with `meta.card: 'field'` (only the visible ones). The
 * selection box and the actions menu stay in the card's top row.
 */
export function CardView<T>({
  table,
  label,
  selection,
  rowActions,
  onRowClick,
  rowLabel,
  busy,
}: CardViewProps<T>) {
  const rows = table.getRowModel().rows;
  const pageIds = rows.map((row) => row.id);
  return (
    <div className="flex flex-col gap-3">
      {selection ? (
        <div className="px-1">
          <PageCheckbox controller={selection} pageIds={pageIds} showLabel />
        </div>
      ) : null}
      <ul
        aria-label={label}
        aria-busy={busy || undefined}
        className={cx('flex flex-col gap-3 transition-opacity', busy && 'opacity-60')}
      >
        {rows.map((row) => {
          const cells = row.getVisibleCells();
          const byRole = (role: string) =>
            cells.filter((cell) => (cell.column.columnDef.meta?.card ?? 'hidden') === role);
          const title = byRole('title')[0];
          const selected = selection?.isSelected(row.id) ?? false;
          return (
            <li
              key={row.id}
              className={cx(
                'rounded-xl border bg-surface p-3 shadow-sm',
                selected ? 'border-primary/50 bg-primary-soft/40' : 'border-line',
              )}
            >
              <div className="flex items-start gap-3">
                {selection ? (
                  <div className="pt-0.5">
                    <RowCheckbox
                      controller={selection}
                      rowId={row.id}
                      rowLabel={rowLabel(row.id)}
                      pageIds={pageIds}
                    />
                  </div>
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="text-base font-medium break-words text-ink">
                    {title ? (
                      <TitleContent cell={title} row={row} onRowClick={onRowClick} />
                    ) : (
                      rowLabel(row.id)
                    )}
                  </p>
                  {byRole('subtitle').map((cell) => (
                    <p key={cell.id} className="text-sm break-words text-muted">
                      {render(cell)}
                    </p>
                  ))}
                </div>
                {rowActions ? (
                  <RowActionsMenu actions={rowActions(row.original)} rowLabel={rowLabel(row.id)} />
                ) : null}
              </div>
              {byRole('badge').length > 0 ? (
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {byRole('badge').map((cell) => (
                    <span key={cell.id}>{render(cell)}</span>
                  ))}
                </div>
              ) : null}
              {byRole('field').length > 0 ? (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {byRole('field').map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="text-muted">{columnLabel(cell.column)}</dt>
                      <dd className="min-w-0 break-words text-ink">{render(cell)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
