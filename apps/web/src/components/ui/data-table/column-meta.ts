import type { Column, RowData } from '@tanstack/react-table';

/**
 * Where a column's value goes when rows are drawn as cards on phones:
 * the card's title, the line under it, a chip in its corner, a labelled
 * field, or nowhere.
 */
export type CardRole = 'title' | 'subtitle' | 'badge' | 'field' | 'hidden';

declare module '@tanstack/react-table' {
  // Merged with TanStack's own interface: the generics must match its declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Spanish column name: header, column chooser, card field label. */
    label: string;
    /** Can be hidden in the column chooser (default true; the title column never). */
    hideable?: boolean;
    /** Hidden until the user shows it in the column chooser. */
    defaultHidden?: boolean;
    /** Place on the phone card (default 'hidden'). */
    card?: CardRole;
    /** Numbers and money: right-aligned. */
    align?: 'start' | 'end';
    /** Extra classes for this column's cells (widths: 'w-40', 'min-w-56'). */
    className?: string;
  }
}

export function columnLabel<T>(column: Column<T, unknown>): string {
  return column.columnDef.meta?.label ?? column.id;
}

export function isHideable<T>(column: Column<T, unknown>): boolean {
  const meta = column.columnDef.meta;
  return meta?.card !== 'title' && meta?.hideable !== false;
}
