import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { PagedList } from '../../../lib/http/paged-list';
import { CATALOGUE_PATHS } from './catalogue-paths';
import type { PriceHistoryRow } from './catalogue-types';

/** Enough rows for any one item's timeline (a price changes a few times a year). */
const TIMELINE_ROWS = 100;

/** GET /api/servicios/pricehistory/?content_type=…&object_id=…: one item's price timeline. */
export function priceHistoryOfQuery(contentType: string, objectId: number) {
  return queryOptions({
    queryKey: ['catalogo', 'precios', 'timeline', contentType, objectId],
    queryFn: ({ signal }) =>
      http.get<PagedList<PriceHistoryRow>>(CATALOGUE_PATHS.precios, {
        query: { content_type: contentType, object_id: objectId, itemsPerPage: TIMELINE_ROWS },
        signal,
      }),
  });
}

export function usePriceHistoryOf(contentType: string, objectId: number) {
  return useQuery(priceHistoryOfQuery(contentType, objectId));
}
