import { ZContactHistorySchema, type TContactHistoryEntry } from '@kiwi/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export type ContactEntry = TContactHistoryEntry;

export const historicoKey = (id: number) => ['clientes', 'historico', id] as const;

/**
 * GET /api/atenciones/historico/{id} — the customer's whole contact history,
 * newest first, each atención with its kind and sales-status badges and a
 * Spanish summary line (decision 0903).
 */
export async function getHistorico(id: number, signal?: AbortSignal): Promise<ContactEntry[]> {
  return ZContactHistorySchema.parse(
    await http.get<unknown>(`/api/atenciones/historico/${id}`, { signal }),
  );
}

export function useHistorico(id: number) {
  return useQuery({
    queryKey: historicoKey(id),
    queryFn: ({ signal }) => getHistorico(id, signal),
  });
}
