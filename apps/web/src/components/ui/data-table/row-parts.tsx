import { flexRender, type Cell, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import type { RowSelectionController } from './use-row-selection';

/** A row's title cell; a button that opens the row when the table has onRowClick. */
export function TitleContent<T>({
  cell,
  row,
  onRowClick,
}: {
  cell: Cell<T, unknown>;
  row: Row<T>;
  onRowClick?: ((row: T) => void) | undefined;
}): ReactNode {
  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
  if (!onRowClick) return content;
  return (
    <button
      type="button"
      onClick={() => onRowClick(row.original)}
      className="text-left font-medium text-primary hover:underline"
    >
      {content}
    </button>
  );
}

/** The tick box of one row. */
export function RowCheckbox({
  controller,
  rowId,
  rowLabel,
  pageIds,
}: {
  controller: RowSelectionController;
  rowId: string;
  rowLabel: string;
  pageIds: readonly string[];
}) {
  return (
    <Checkbox
      hideLabel
      label={`Seleccionar ${rowLabel}`}
      checked={controller.isSelected(rowId)}
      onCheckedChange={(checked) => {
        // Unticking one row of "all that match" keeps the rest of the page ticked.
        if (!checked && controller.selection.allMatching) {
          controller.replace(pageIds.filter((id) => id !== rowId));
        } else {
          controller.toggle(rowId, checked);
        }
      }}
    />
  );
}

/** The page's "select all" box: ticked, partly ticked or empty. */
export function PageCheckbox({
  controller,
  pageIds,
  showLabel = false,
}: {
  controller: RowSelectionController;
  pageIds: readonly string[];
  /** Visible label (above the cards on phones; the table header keeps it for screen readers). */
  showLabel?: boolean;
}) {
  const selectedOnPage = pageIds.filter((id) => controller.isSelected(id)).length;
  const state =
    pageIds.length > 0 && selectedOnPage === pageIds.length
      ? true
      : selectedOnPage > 0
        ? ('indeterminate' as const)
        : false;
  return (
    <Checkbox
      hideLabel={!showLabel}
      label="Seleccionar todos los de esta página"
      checked={state}
      disabled={pageIds.length === 0}
      onCheckedChange={(checked) => {
        if (checked) controller.setMany(pageIds, true);
        else if (controller.selection.allMatching) controller.clear();
        else controller.setMany(pageIds, false);
      }}
    />
  );
}

/** The label rows are named by in buttons: the title column's text, else "fila N". */
export function defaultRowLabel<T>(row: Row<T>): string {
  const title = row.getVisibleCells().find((cell) => cell.column.columnDef.meta?.card === 'title');
  const value = title?.getValue();
  return typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : `fila ${row.index + 1}`;
}
