import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryParams } from '../../../lib/http/query-string';
import type { SortState } from '../data-table/types';
import type { FilterDefinition, FilterValue, FilterValues } from '../filters/filter-types';
import { DEFAULT_PAGE_SIZES } from '../Pagination';
import {
  apiParamsOf,
  cleanFilters,
  readListState,
  writeListState,
  type ListDefaults,
  type ListUrlState,
  type ListView,
} from './list-state-codec';

export interface UseListStateOptions {
  /** Every filter the list knows (flatten FilterPanel sections with allFilters). */
  filters: readonly FilterDefinition[];
  defaultSort?: SortState | null;
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Prefix of this list's URL parameters when a screen has two lists. */
  namespace?: string;
}

export interface ListState {
  filters: FilterValues;
  /** Replaces the filters (empty ones dropped); back to page 1. */
  setFilters: (filters: FilterValues) => void;
  setFilter: (key: string, value: FilterValue | undefined) => void;
  clearFilters: () => void;
  activeFilterCount: number;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (pageSize: number) => void;
  sort: SortState | null;
  setSort: (sort: SortState | null) => void;
  visibleColumns: readonly string[] | null;
  setVisibleColumns: (ids: readonly string[] | null) => void;
  /** Filters + sort + columns: what a saved view stores. */
  view: ListView;
  applyView: (view: ListView) => void;
  /** Query parameters for the API (filters, ordering, itemsPerPage); page apart. */
  apiParams: QueryParams;
  /** Spread into DataTable: paging, sorting, column chooser. */
  tableProps: {
    page: number;
    pageSize: number;
    pageSizeOptions: readonly number[];
    onPageChange: (page: number) => void;
    onPageSizeChange: (pageSize: number) => void;
    sort: SortState | null;
    onSortChange: (sort: SortState) => void;
    visibleColumns: readonly string[] | null;
    onVisibleColumnsChange: (ids: string[] | null) => void;
  };
}

/**
 * A list's filters, sort, page, page size and visible columns, kept in the
 * URL's search parameters (replaceState: typing does not fill the history).
 * Changing filters, sort or page size goes back to page 1.
 */
export function useListState({
  filters: definitions,
  defaultSort = null,
  defaultPageSize = 25,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  namespace = '',
}: UseListStateOptions): ListState {
  const [params, setParams] = useSearchParams();
  const prefix = namespace ? `${namespace}.` : '';
  const defaultsKey = JSON.stringify({
    sort: defaultSort,
    pageSize: defaultPageSize,
    pageSizeOptions,
  });
  // Keyed by content: literal options are new objects on every render.
  const defaults: ListDefaults = useMemo(
    () => JSON.parse(defaultsKey) as ListDefaults,
    [defaultsKey],
  );
  const state = useMemo(
    () => readListState(params, definitions, defaults, prefix),
    [params, definitions, defaults, prefix],
  );

  const update = useCallback(
    (change: (current: ListUrlState) => ListUrlState) =>
      setParams(
        (current) => {
          const next = change(readListState(current, definitions, defaults, prefix));
          return writeListState(current, next, definitions, defaults, prefix);
        },
        { replace: true },
      ),
    [setParams, definitions, defaults, prefix],
  );

  return useMemo(() => {
    const setFilters = (filters: FilterValues) =>
      update((current) => ({ ...current, filters: cleanFilters(filters), page: 1 }));
    const setPage = (page: number) => update((current) => ({ ...current, page }));
    const setPageSize = (pageSize: number) =>
      update((current) => ({ ...current, pageSize, page: 1 }));
    const setSort = (sort: SortState | null) =>
      update((current) => ({ ...current, sort, page: 1 }));
    const setVisibleColumns = (columns: readonly string[] | null) =>
      update((current) => ({ ...current, columns }));
    return {
      filters: state.filters,
      setFilters,
      setFilter: (key, value) =>
        update((current) => {
          const filters: Record<string, FilterValue> = { ...current.filters };
          if (value === undefined) delete filters[key];
          else filters[key] = value;
          return { ...current, filters: cleanFilters(filters), page: 1 };
        }),
      clearFilters: () => setFilters({}),
      activeFilterCount: Object.keys(state.filters).length,
      page: state.page,
      setPage,
      pageSize: state.pageSize,
      setPageSize,
      sort: state.sort,
      setSort,
      visibleColumns: state.columns,
      setVisibleColumns,
      view: { filters: state.filters, sort: state.sort, columns: state.columns },
      applyView: (view) =>
        update((current) => ({
          ...current,
          ...view,
          filters: cleanFilters(view.filters),
          page: 1,
        })),
      apiParams: apiParamsOf(state),
      tableProps: {
        page: state.page,
        pageSize: state.pageSize,
        pageSizeOptions: defaults.pageSizeOptions,
        onPageChange: setPage,
        onPageSizeChange: setPageSize,
        sort: state.sort,
        onSortChange: setSort,
        visibleColumns: state.columns,
        onVisibleColumnsChange: setVisibleColumns,
      },
    };
  }, [state, update, defaults]);
}
