import { http } from '../../../lib/http/client';
import type { QueryParams } from '../../../lib/http/query-string';
import type { StartedTask } from '../../../lib/http/tasks';
import { CATALOGUE_EXPORT_PATH } from './catalogue-paths';

/**
 * Starts the xlsx export of a catalogue sheet (`tab` as the API names it) with the list's
 * filters: every match, not the page on screen (decision 1507).
 */
export function startCatalogueExport(tab: string, params: QueryParams): Promise<StartedTask> {
  const {
    page: _page,
    itemsPerPage: _size,
    page_size: _pageSize,
    ordering: _order,
    ...filters
  } = params;
  return http.get<StartedTask>(CATALOGUE_EXPORT_PATH, { query: { ...filters, tab } });
}
