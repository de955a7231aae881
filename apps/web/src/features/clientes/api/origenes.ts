import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

const ZOrigenSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Origen = z.infer<typeof ZOrigenSchema>;

/** GET /api/utils/model-query/?model=origenBBDD — the database origins of the tenant. */
export async function getOrigenes(signal?: AbortSignal): Promise<Origen[]> {
  const answer = await http.get<unknown>('/api/utils/model-query/', {
    query: { model: 'origenBBDD' },
    signal,
  });
  return z.array(ZOrigenSchema).parse(answer);
}

export function origenesQueryOptions() {
  return queryOptions({
    queryKey: ['origenesBbdd'] as const,
    queryFn: ({ signal }) => getOrigenes(signal),
    staleTime: 5 * 60_000,
  });
}

export function useOrigenes(enabled = true) {
  return useQuery({ ...origenesQueryOptions(), enabled });
}
