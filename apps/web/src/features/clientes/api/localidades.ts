import { ZLocalidadesFromCpSchema } from '@kiwi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface LocalidadesFromCp {
  provincia: string | null;
  /** INE municipalities of the code, then localities the tenant already uses; no repeats. */
  localidades: string[];
}

/**
 * GET /api/utils/localidades-from-cp/?cp= (decision 0905): the province of
 * the postal code and the localities it covers.
 */
export async function getLocalidadesFromCp(
  cp: string,
  signal?: AbortSignal,
): Promise<LocalidadesFromCp> {
  const answer = ZLocalidadesFromCpSchema.parse(
    await http.get<unknown>('/api/utils/localidades-from-cp/', { query: { cp }, signal }),
  );
  const seen = new Set<string>();
  const localidades = answer.localidades
    .map((l) => l.nombre)
    .filter((name) => {
      const key = name.toLocaleLowerCase('es');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { provincia: answer.provincia.nombre, localidades };
}

/** Only asked for a complete five-digit code; an unknown or malformed one shows no suggestions. */
export function useLocalidadesFromCp(cp: string) {
  const complete = /^\d{5}$/.test(cp);
  return useQuery({
    ...queryOptions({
      queryKey: ['localidades-from-cp', cp] as const,
      queryFn: ({ signal }) => getLocalidadesFromCp(cp, signal),
      staleTime: 60 * 60_000,
    }),
    enabled: complete,
    retry: false,
  });
}
