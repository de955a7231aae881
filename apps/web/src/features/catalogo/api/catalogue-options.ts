import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { PagedList } from '../../../lib/http/paged-list';
import type { Option } from '../../../components/ui/options';
import { CATALOGUE_PATHS, type CatalogueKey } from './catalogue-paths';

interface NamedItem {
  id: number;
  name?: string;
  nombre?: string;
  operator?: string;
  segment?: string;
  is_active?: boolean;
}

/** `default=1` answers every match (the configurator's lists); accept a bare array too. */
function rowsOf<T>(answer: PagedList<T> | T[]): T[] {
  return Array.isArray(answer) ? answer : answer.results;
}

/**
 * Items of a catalogue to attach or pick (promotions, SVAs, additional lines,
 * objective types), as options: `default=1`, active, of the operator (and
 * segment) being edited. Items already attached stay listed even if inactive.
 */
export function useCatalogueOptions(
  key: CatalogueKey,
  filter: { operator?: string; segment?: string; enabled?: boolean } = {},
) {
  return useListOptions(CATALOGUE_PATHS[key], filter);
}

/** The same, for any list path (terminales, or the list of a content type). */
export function useListOptions(
  path: string,
  filter: { operator?: string; segment?: string; enabled?: boolean } = {},
) {
  const query = {
    default: 1,
    is_active: 1,
    operator: filter.operator || undefined,
    segment: filter.segment || undefined,
  };
  return useQuery({
    queryKey: ['catalogo', 'options', path, query],
    enabled: filter.enabled ?? true,
    queryFn: ({ signal }) => http.get<PagedList<NamedItem> | NamedItem[]>(path, { query, signal }),
    select: (answer): Option<number>[] =>
      rowsOf(answer).map((item) => ({
        value: item.id,
        label: item.name ?? item.nombre ?? `#${item.id}`,
      })),
  });
}
