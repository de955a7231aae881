import { z } from 'zod';
import { buildCommercialSelector } from '@kiwi/domain';
import type { ServiceContext } from '../../plugins/access';
import { selectCommercials } from './comerciales.queries';

export const ZCommercialOptionSchema = z.object({
  /** null = 'Por asignar'. */
  id: z.number().int().nullable(),
  nombre: z.string(),
  estado: z.string().nullable(),
  tipoComercial: z.string().nullable(),
});
export type TCommercialOption = z.infer<typeof ZCommercialOptionSchema>;

/**
 * GET /api/comerciales/: the commercial selector (spec §4): ordered ALTA, VACACIONES, BAJA,
 * INACTIVO (by name within a state), names containing 'invitado' left out, and
 * 'Por asignar' (id null) last.
 */
export async function listCommercials(ctx: ServiceContext): Promise<TCommercialOption[]> {
  const rows = await selectCommercials(ctx.tx);
  const options = rows.map((row) => ({
    id: Number(row.id),
    nombre: row.nombre,
    estado: row.estado,
    tipoComercial: row.tipo_comercial,
  }));
  return buildCommercialSelector(options).map((option) => ({
    id: option.id,
    nombre: option.nombre,
    estado: option.estado ?? null,
    tipoComercial: 'tipoComercial' in option ? (option.tipoComercial as string) : null,
  }));
}
