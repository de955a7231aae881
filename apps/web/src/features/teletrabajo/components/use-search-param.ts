import { useEffect, useRef } from 'react';
import { useTopbarSearchState } from '../../../app/layout/topbar-search';
import type { ListState } from '../../../components/ui/list-state/use-list-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

function searchOf(list: ListState): string {
  const value = list.filters['search'];
  return typeof value === 'string' ? value : '';
}

/**
 * Ties the top-bar search field to the list's `search` parameter, both ways:
 * what the user types reaches the URL (and the API) 300 ms after the last
 * key; a search in the URL (a link, a saved view, a removed chip) shows in
 * the field.
 */
export function useTopbarListSearch(list: ListState): void {
  const topbar = useTopbarSearchState();
  const field = topbar.value.trim();
  const typed = useDebouncedValue(field, SEARCH_DEBOUNCE_MS);
  const inUrl = searchOf(list);
  const lastTyped = useRef(typed);
  const lastUrl = useRef<string | null>(null);
  const { setFilter } = list;
  const { setValue } = topbar;

  // URL → field: on arrival and when the URL changes for another reason
  // (a removed chip, 'Limpiar', a saved view), never for our own write.
  useEffect(() => {
    if (inUrl === lastUrl.current) return;
    lastUrl.current = inUrl;
    if (inUrl !== field && inUrl !== lastTyped.current) setValue(inUrl);
  }, [inUrl, field, setValue]);

  // Field → URL, 300 ms after the last key; nothing when the URL already says it.
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (typed !== inUrl) setFilter('search', typed || undefined);
  }, [typed, inUrl, setFilter]);
}
