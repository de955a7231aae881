import type { ComponentType } from 'react';
import type { PagedList } from '../../../lib/http/paged-list';

/** Server sorting: one column, ascending or descending (the API's `ordering`). */
export interface SortState {
  id: string;
  desc: boolean;
}

export interface RowAction {
  label: string;
  onSelect: () => void;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  destructive?: boolean;
  disabled?: boolean;
}

/** What DataTable reads from a TanStack Query result of a paged list (usePagedList). */
export interface PagedQuery<T> {
  data?: PagedList<T> | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** How the list names what it holds: {one: 'cliente', other: 'clientes'}. */
export interface ItemNoun {
  one: string;
  other: string;
  /** 'ofertas seleccionadas' rather than 'clientes seleccionados'. */
  feminine?: boolean;
}

export const DEFAULT_NOUN: ItemNoun = { one: 'registro', other: 'registros' };
