import { cleanListFilters } from '@kiwi/domain';
import type { QueryParams } from '../../../lib/http/query-string';
import type { SortState } from '../data-table/types';
import { isListKind, type FilterDefinition, type FilterValues } from '../filters/filter-types';

/**
 * A list's state as the URL carries it, so a list can be bookmarked, shared
 * and saved as a view:
 *   ?nombre=ana&estadoOferta[]=1&estadoOferta[]=2&page=3&itemsPerPage=50&ordering=-fecha_contacto&cols=nombre,telefono
 * Filters use the API's own names and bracket form; `ordering` is DRF's
 * (`-` = descending); `cols` the visible columns in order.
 */
export interface ListView {
  filters: FilterValues;
  sort: SortState | null;
  /** Visible columns in order; null = the table's defaults. */
  columns: readonly string[] | null;
}

export interface ListUrlState extends ListView {
  page: number;
  pageSize: number;
}

export interface ListDefaults {
  sort: SortState | null;
  pageSize: number;
  pageSizeOptions: readonly number[];
}

export const RESERVED_PARAMS = ['page', 'itemsPerPage', 'ordering', 'cols'] as const;

export function orderingOf(sort: SortState | null): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : undefined;
}

export function parseOrdering(text: string | null): SortState | null {
  if (!text) return null;
  const desc = text.startsWith('-');
  const id = desc ? text.slice(1) : text;
  return id ? { id, desc } : null;
}

/** Empty text and empty lists are dropped (spec section 5), blank list items too. */
export function cleanFilters(filters: FilterValues): FilterValues {
  return cleanListFilters(filters as Record<string, unknown>) as FilterValues;
}

export function readListState(
  params: URLSearchParams,
  definitions: readonly FilterDefinition[],
  defaults: ListDefaults,
  prefix = '',
): ListUrlState {
  const get = (name: string) => params.get(prefix + name);
  const filters: Record<string, string | string[]> = {};
  for (const definition of definitions) {
    if (isListKind(definition.kind)) {
      const values = params.getAll(`${prefix}${definition.key}[]`);
      if (values.length > 0) filters[definition.key] = values;
    } else {
      const value = get(definition.key);
      if (value !== null) filters[definition.key] = value;
    }
  }
  const page = Number(get('page'));
  const pageSize = Number(get('itemsPerPage'));
  const cols = get('cols');
  return {
    filters: cleanFilters(filters),
    sort: get('ordering') === null ? defaults.sort : parseOrdering(get('ordering')),
    columns: cols === null ? null : cols.split(',').filter(Boolean),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: defaults.pageSizeOptions.includes(pageSize) ? pageSize : defaults.pageSize,
  };
}

/** Writes the state into `params` (other parameters are kept); defaults are left out. */
export function writeListState(
  params: URLSearchParams,
  state: ListUrlState,
  definitions: readonly FilterDefinition[],
  defaults: ListDefaults,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const definition of definitions) {
    next.delete(prefix + definition.key);
    next.delete(`${prefix}${definition.key}[]`);
  }
  for (const name of RESERVED_PARAMS) next.delete(prefix + name);

  for (const [key, value] of Object.entries(cleanFilters(state.filters))) {
    if (typeof value === 'string') next.set(prefix + key, value);
    else for (const item of value) next.append(`${prefix}${key}[]`, item);
  }
  if (state.page !== 1) next.set(`${prefix}page`, String(state.page));
  if (state.pageSize !== defaults.pageSize)
    next.set(`${prefix}itemsPerPage`, String(state.pageSize));
  const ordering = orderingOf(state.sort);
  if (ordering !== orderingOf(defaults.sort)) next.set(`${prefix}ordering`, ordering ?? '');
  if (state.columns) next.set(`${prefix}cols`, state.columns.join(','));
  return next;
}

/** The query parameters of the API call (the page goes apart, to usePagedList). */
export function apiParamsOf(state: ListUrlState): QueryParams {
  return {
    ...cleanFilters(state.filters),
    ordering: orderingOf(state.sort),
    itemsPerPage: state.pageSize,
  };
}
