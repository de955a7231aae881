import {
  ZRecordHistoryPageSchema,
  type TRecordHistoryEntry,
  type TRecordHistoryPage,
} from '@kiwi/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export type RecordHistoryEntry = TRecordHistoryEntry;

export const HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/historial/clientes/{id}/ (decision 0902): the customer's record
 * history and its children's (notes, atenciones, offers…), newest first, paged.
 */
export async function getCustomerHistory(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<TRecordHistoryPage> {
  const answer = await http.get<unknown>(`/api/historial/clientes/${id}/`, {
    query: { page, itemsPerPage: HISTORY_PAGE_SIZE },
    signal,
  });
  return ZRecordHistoryPageSchema.parse(answer);
}

/** Page after page ("Ver cambios anteriores"), newest first. */
export function useCustomerHistory(id: number) {
  return useInfiniteQuery({
    queryKey: ['clientes', 'historial', id] as const,
    queryFn: ({ pageParam, signal }) => getCustomerHistory(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? last.current + 1 : undefined;
    },
  });
}
