import { useMemo } from 'react';
import { allFilters } from '../../../components/ui/filters/filter-types';
import { useListState } from '../../../components/ui/list-state/use-list-state';
import { useComerciales } from '../api/comerciales';
import { useCustomersList } from '../api/customers-list';
import { useOrigenes } from '../api/origenes';
import { customerFilterSections, SEARCH_FILTER } from './customer-filters';
import { useTopbarListSearch } from './use-search-param';

/** The API's own default: the most recently touched customers first. */
export const DEFAULT_SORT = { id: 'updated_on', desc: true } as const;

/**
 * The /teletrabajo list: every filter (grouped for the panel, plus the
 * top-bar search), its state in the URL, and the page of customers.
 */
export function useCustomerList() {
  const comerciales = useComerciales();
  const origenes = useOrigenes();
  const sections = useMemo(
    () =>
      customerFilterSections({
        comerciales: comerciales.data ?? [],
        origenes: origenes.data ?? [],
      }),
    [comerciales.data, origenes.data],
  );
  const definitions = useMemo(() => [...allFilters(sections), SEARCH_FILTER], [sections]);
  const list = useListState({ filters: definitions, defaultSort: DEFAULT_SORT });
  useTopbarListSearch(list);
  const query = useCustomersList({
    params: list.apiParams,
    page: list.page,
    onPageChange: list.setPage,
  });
  return {
    list,
    query,
    sections,
    definitions,
    comerciales: comerciales.data ?? [],
    origenes: origenes.data ?? [],
  };
}
