import { z } from 'zod';
import { getPermissionFlags } from '@kiwi/domain';
import type { ServiceContext } from '../../plugins/access';
import { listPendingSchedules } from './clientes.queries';

const ZDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida: use AAAA-MM-DD.');

export const ZAgendadosQuerySchema = z.object({
  range: z
    .array(ZDaySchema)
    .length(2, 'Indique el rango como dos fechas: range[]=AAAA-MM-DD&range[]=AAAA-MM-DD.')
    .refine(
      ([from, to]) => !from || !to || from <= to,
      'La primera fecha no puede ser posterior a la segunda.',
    ),
  comercial: z.coerce.number().int().positive().optional(),
});
export type TAgendadosQuery = z.infer<typeof ZAgendadosQuerySchema>;

export const ZAgendadoItemSchema = z.object({
  id: z.number(),
  fechaAgendado: z.string(),
  notas: z.string().nullable(),
  cliente: z.object({ id: z.number(), nombre: z.string() }),
  comercial: z.object({ id: z.number(), nombre_completo: z.string() }).nullable(),
});
export type TAgendadoItem = z.infer<typeof ZAgendadoItemSchema>;

/**
 * GET /api/clientes/agendados/: pending follow-ups in a range of Madrid days.
 * A Comercial only ever sees their own; managers and above may filter by comercial.
 */
export async function listAgendados(
  ctx: ServiceContext,
  query: TAgendadosQuery,
): Promise<TAgendadoItem[]> {
  const [fromDay, toDay] = query.range as [string, string];
  const ownOnly = !getPermissionFlags(ctx.auth).hasManagerPermission;
  const comercialId = ownOnly ? ctx.auth.accountId : query.comercial;
  const rows = await listPendingSchedules(ctx.tx, {
    fromDay,
    toDay,
    ...(comercialId ? { comercialId } : {}),
  });
  return rows.map((row) => ({
    id: Number(row.id),
    fechaAgendado: row.fecha_agendado,
    notas: row.notas,
    cliente: { id: Number(row.cliente_id), nombre: row.cliente_nombre },
    comercial:
      row.comercial_id === null
        ? null
        : { id: Number(row.comercial_id), nombre_completo: row.comercial_nombre },
  }));
}
