import { UNASSIGNED_COMMERCIAL } from '@kiwi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const COMERCIALES_PATH = '/api/comerciales/';

/** An entry of the commercial selector; id null = 'Por asignar'. */
export interface CommercialEntry {
  id: number | null;
  nombre: string;
  estado?: string | null;
}

/**
 * GET /api/comerciales/: already ordered ALTA, VACACIONES, BAJA, INACTIVO,
 * without 'invitado' accounts, 'Por asignar' appended (spec §4). If an answer
 * ever lacks 'Por asignar' it is appended here, so the choice is always there.
 */
export async function getComerciales(signal?: AbortSignal): Promise<CommercialEntry[]> {
  const answer = await http.get<CommercialEntry[]>(COMERCIALES_PATH, { signal });
  return answer.some((entry) => entry.id === null) ? answer : [...answer, UNASSIGNED_COMMERCIAL];
}

export function comercialesQueryOptions() {
  return queryOptions({
    queryKey: ['comerciales'],
    queryFn: ({ signal }) => getComerciales(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useComerciales() {
  return useQuery(comercialesQueryOptions());
}
