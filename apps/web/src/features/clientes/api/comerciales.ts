import { UNASSIGNED_COMMERCIAL, buildCommercialSelector } from '@kiwi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

export const COMERCIALES_PATH = '/api/comerciales/';

const ZCommercialSchema = z
  .object({
    id: z.number().int().nullable(),
    nombre: z.string().optional(),
    nombre_completo: z.string().optional(),
    estado: z.string().nullish(),
  })
  .transform((c) => ({
    id: c.id,
    nombre: c.nombre ?? c.nombre_completo ?? `Comercial ${c.id}`,
    estado: c.estado ?? undefined,
  }));

export interface CommercialChoice {
  id: number | null;
  nombre: string;
  estado?: string | undefined;
}

/**
 * GET /api/comerciales/ — the commercial selector, already ordered ALTA,
 * VACACIONES, BAJA, INACTIVO with 'Por asignar' (id null) at the end. An
 * answer without 'Por asignar' gets it (and the order) from @kiwi/domain.
 */
export async function getComerciales(signal?: AbortSignal): Promise<CommercialChoice[]> {
  const list = z
    .array(ZCommercialSchema)
    .parse(await http.get<unknown>(COMERCIALES_PATH, { signal }));
  if (list.some((c) => c.id === null)) return list;
  return [...buildCommercialSelector(list)].map((c) => ({
    id: c.id,
    nombre: c.id === null ? UNASSIGNED_COMMERCIAL.nombre : c.nombre,
    estado: c.estado,
  }));
}

export function comercialesQueryOptions() {
  return queryOptions({
    queryKey: ['comerciales'] as const,
    queryFn: ({ signal }) => getComerciales(signal),
    staleTime: 5 * 60_000,
  });
}

export function useComerciales(enabled = true) {
  return useQuery({ ...comercialesQueryOptions(), enabled });
}
