import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

/**
 * GET /api/utils/localidades-from-cp/?cp= — the province of the postal code
 * and the localities it covers (INE municipalities plus those already used in
 * the tenant's addresses). Read leniently: `localidades` as strings or
 * `{nombre}` objects.
 */
const ZLocalidadSchema = z.union([
  z.string(),
  z.object({ nombre: z.string() }).transform((l) => l.nombre),
]);
const ZLocalidadesSchema = z.object({
  provincia: z
    .union([z.string(), z.object({ nombre: z.string() }).transform((p) => p.nombre)])
    .nullish(),
  localidades: z.array(ZLocalidadSchema).default([]),
});
export interface LocalidadesFromCp {
  provincia: string | null;
  localidades: string[];
}

export async function getLocalidadesFromCp(
  cp: string,
  signal?: AbortSignal,
): Promise<LocalidadesFromCp> {
  const answer = await http.get<unknown>('/api/utils/localidades-from-cp/', {
    query: { cp },
    signal,
  });
  const parsed = ZLocalidadesSchema.parse(answer);
  return { provincia: parsed.provincia ?? null, localidades: [...new Set(parsed.localidades)] };
}

/** Only asked for a complete five-digit code. */
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
