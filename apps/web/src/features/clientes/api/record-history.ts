import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

/**
 * GET /api/historial/clientes/{id}/ (decision 0902): the customer's record
 * history and its children's (notes, atenciones, offers…), newest first,
 * paged. Same shape as ZRecordHistoryPageSchema of @kiwi/domain.
 */
const ZChangeSchema = z.object({
  campo: z.string(),
  etiqueta: z.string(),
  antes: z.string().nullable(),
  despues: z.string().nullable(),
});
const ZEntrySchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  accion: z.string(),
  accion_label: z.string().optional(),
  titulo: z.string(),
  entidad: z.string().optional(),
  entidad_label: z.string().optional(),
  quien: z.string().nullish(),
  ruta: z.string().nullish(),
  cambios: z.array(ZChangeSchema),
});
const ZPageSchema = z.object({
  results: z.array(ZEntrySchema),
  count: z.number().int(),
  current: z.number().int(),
});
export type RecordHistoryEntry = z.infer<typeof ZEntrySchema>;
export type RecordHistoryPage = z.infer<typeof ZPageSchema>;

export const HISTORY_PAGE_SIZE = 20;

export async function getCustomerHistory(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<RecordHistoryPage> {
  const answer = await http.get<unknown>(`/api/historial/clientes/${id}/`, {
    query: { page, itemsPerPage: HISTORY_PAGE_SIZE },
    signal,
  });
  return ZPageSchema.parse(answer);
}

/** Page after page ("Ver más"), newest first. */
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
