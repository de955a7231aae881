import { ZOpcionesSchema, type Opciones } from '@kiwi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type RequestOptions } from '../../../lib/http/client';
import { readAccessToken } from '../../../lib/storage';

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

interface Prefetched {
  request: Promise<Opciones>;
  token: string | null;
  startedAt: number;
}

let prefetched: Prefetched | null = null;

/**
 * Starts the request as soon as a session starts (login or restored), without
 * waiting for it. The session code runs outside React and has no query client,
 * so the first query for the lists takes this request over instead of sending
 * its own; from then on the lists come from the query cache. Failures are only
 * logged (spec section 8): a screen that needs the lists asks again.
 */
export function prefetchOpciones(): void {
  // In the background: an expired session is the guard's to handle, not this call's.
  const request = getOpciones({ redirectOnSessionError: false });
  const entry: Prefetched = { request, token: readAccessToken(), startedAt: Date.now() };
  prefetched = entry;
  request.catch((error: unknown) => {
    if (prefetched === entry) prefetched = null;
    console.warn('No se han podido cargar las listas de opciones', error);
  });
}

/** The prefetched request, once, if it belongs to this session and is still fresh. */
function takePrefetched(): Promise<Opciones> | null {
  const entry = prefetched;
  prefetched = null;
  if (!entry || entry.token !== readAccessToken()) return null;
  return Date.now() - entry.startedAt < OPCIONES_STALE_TIME_MS ? entry.request : null;
}

export function opcionesQueryOptions() {
  return queryOptions({
    queryKey: OPCIONES_QUERY_KEY,
    queryFn: ({ signal }) => takePrefetched() ?? getOpciones({ signal }),
    staleTime: OPCIONES_STALE_TIME_MS,
    gcTime: OPCIONES_STALE_TIME_MS,
  });
}

export function useOpciones() {
  return useQuery(opcionesQueryOptions());
}
