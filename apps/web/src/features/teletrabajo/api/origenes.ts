import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const ORIGENES_PATH = '/api/utils/model-query/';

/** A database origin (origenBbdd) of the tenant. */
export interface DatabaseOrigin {
  id: number;
  nombre: string;
}

/** GET /api/utils/model-query/?model=origenBBDD (spec §7 start-up calls). */
export function getOrigenes(signal?: AbortSignal): Promise<DatabaseOrigin[]> {
  return http.get<DatabaseOrigin[]>(ORIGENES_PATH, { query: { model: 'origenBBDD' }, signal });
}

export function origenesQueryOptions() {
  return queryOptions({
    queryKey: ['model-query', 'origenBBDD'],
    queryFn: ({ signal }) => getOrigenes(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useOrigenes() {
  return useQuery(origenesQueryOptions());
}
