import { ZOpcionesSchema, type Opciones } from '@kiwi/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http, type RequestOptions } from '../../../lib/http/client';

export const OPCIONES_PATH = '/api/utils/opciones/';

/** The lists are constants of the API's build (decision 0303): an hour between asks is plenty. */
export const OPCIONES_STALE_TIME_MS = 60 * 60 * 1000;

export const OPCIONES_QUERY_KEY = ['opciones'] as const;

/** GET /api/utils/opciones/, checked against the domain's schema. */
export async function getOpciones(
  options?: Pick<RequestOptions, 'signal' | 'redirectOnSessionError'>,
): Promise<Opciones> {
  return ZOpcionesSchema.parse(await http.get<unknown>(OPCIONES_PATH, options));
}

export function opcionesQueryOptions() {
  return queryOptions({
    queryKey: OPCIONES_QUERY_KEY,
    queryFn: ({ signal }) => getOpciones({ signal }),
    staleTime: OPCIONES_STALE_TIME_MS,
    gcTime: OPCIONES_STALE_TIME_MS,
  });
}

export function useOpciones() {
  return useQuery(opcionesQueryOptions());
}

/**
 * Starts loading the lists as soon as a logged-in screen shows, without holding
 * it up, so later screens read them from the query cache. A failure is only
 * logged (spec section 8): a screen that needs the lists asks again.
 */
export function usePrefetchOpciones(): void {
  const client = useQueryClient();
  useEffect(() => {
    client
      .fetchQuery({ ...opcionesQueryOptions(), retry: false })
      .catch((error: unknown) =>
        console.warn('No se han podido cargar las listas de opciones', error),
      );
  }, [client]);
}
