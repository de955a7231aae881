import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

const ZChoiceSchema = z.object({ id: z.number().int().nullable(), nombre: z.string() });
export type Choice = z.infer<typeof ZChoiceSchema>;

/** GET /api/utils/model-query/?model=origenBBDD — the tenant's database origins (import tagging). */
export function origenesQueryOptions() {
  return queryOptions({
    queryKey: ['origenesBbdd'] as const,
    queryFn: async ({ signal }) =>
      z.array(ZChoiceSchema).parse(
        await http.get<unknown>('/api/utils/model-query/', {
          query: { model: 'origenBBDD' },
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
}

export const useOrigenes = () => useQuery(origenesQueryOptions());

const ZCommercialSchema = z
  .object({
    id: z.number().int().nullable(),
    nombre: z.string().optional(),
    nombre_completo: z.string().optional(),
  })
  .transform((c) => ({ id: c.id, nombre: c.nombre ?? c.nombre_completo ?? `Comercial ${c.id}` }));

/** GET /api/comerciales/ — the commercial selector ('Por asignar' has id null). */
export function comercialesQueryOptions() {
  return queryOptions({
    queryKey: ['comerciales'] as const,
    queryFn: async ({ signal }) =>
      z.array(ZCommercialSchema).parse(await http.get<unknown>('/api/comerciales/', { signal })),
    staleTime: 5 * 60_000,
  });
}

export const useComerciales = () => useQuery(comercialesQueryOptions());
