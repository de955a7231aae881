import { sql } from 'drizzle-orm';
import {
  ATENCION_MESSAGES,
  checkSalesTransition,
  isSaleStatus,
  isSalesStatusCode,
  type TAtencion,
  type TPipelineQuery,
  type TUpdateAtencionRequest,
} from '@kiwi/domain';
import { badRequest, notFound } from '../../../lib/http-errors';
import type { EstimatedPage } from '../../../lib/capped-count';
import { toPaging } from '../../../lib/pagination';
import type { ServiceContext } from '../../../plugins/access';
import { toAtencion } from '../shared/atencion-answer';
import { listAtenciones } from '../shared/atencion-list';
import { ATENCION_ORDER, selectAtencionRows } from '../shared/atencion-rows.queries';
import { anyOf, present, withinMadridDays } from '../shared/filters';
import { ownerRestriction } from '../shared/visibility';
import {
  deleteAtencion,
  lockAtencion,
  markCustomerClient,
  recheckCustomerClient,
  updateAtencion,
} from './pipeline.queries';

export const NO_OFFER = 'Esta atención no lleva una oferta: no tiene estado de venta.';

/**
 * GET /api/atenciones/: `filtrar=gestiones` → recorded procedures, newest first; otherwise
 * the offers pipeline, most recently updated first (decision 1407). Paged. A Comercial sees
 * their own.
 */
export async function listPipeline(
  ctx: ServiceContext,
  query: TPipelineQuery,
): Promise<EstimatedPage<TAtencion>> {
  const paging = toPaging(query);
  const comercial = ownerRestriction(ctx) ?? query.comercial;
  const gestiones = query.filtrar === 'gestiones';
  const where = present([
    gestiones ? sql`a.tipo = 'GESTION'` : sql`a.offer_id is not null`,
    comercial !== undefined && sql`a.comercial_id = ${comercial}`,
    query.cliente !== undefined && sql`a.customer_id = ${query.cliente}`,
    query.estado?.length && anyOf(sql`a.estado`, query.estado),
    query.operator !== undefined &&
      sql`exists (select 1 from offers o where o.tenant_id = a.tenant_id and o.id = a.offer_id
        and o.isp = ${query.operator.toUpperCase()})`,
    query.tipoOferta?.length &&
      sql`exists (select 1 from packages pk where pk.tenant_id = a.tenant_id and pk.offer_id = a.offer_id
        and pk.tipo_venta = any(${sql.param(query.tipoOferta)}))`,
    gestiones &&
      query.tipoGestion?.length &&
      sql`exists (select 1 from customer_procedures p
        join catalogue_procedures cp on cp.id = p.procedure_id
        where p.tenant_id = a.tenant_id and p.id = a.procedure_id
          and cp.tipo_gestion = any(${sql.param(query.tipoGestion)}))`,
    withinMadridDays(sql`a.fecha_contacto`, query.fecha_contacto),
    withinMadridDays(sql`a.updated_at`, query.updated_on),
    withinMadridDays(sql`a.fecha_venta`, query.fecha_venta),
  ]);
  return listAtenciones(
    ctx,
    where,
    paging,
    gestiones ? ATENCION_ORDER.recent : ATENCION_ORDER.updated,
  );
}

async function readAtencion(ctx: ServiceContext, id: number): Promise<TAtencion> {
  const [row] = await selectAtencionRows(ctx.tx, [sql`a.id = ${id}`], { limit: 1, offset: 0 });
  if (!row) throw notFound();
  return toAtencion(row);
}

/**
 * PUT /api/atenciones/{id}/: estado (decision 1401) and notas; sets updated_on and marks the
 * atención as updated (spec section 4). Reaching a sale makes the customer CLIENTE.
 */
export async function updateAtencionEstado(
  ctx: ServiceContext,
  id: number,
  body: TUpdateAtencionRequest,
): Promise<TAtencion> {
  const row = await lockAtencion(ctx.tx, id, ownerRestriction(ctx));
  if (!row) throw notFound();
  let estado: number | null = null;
  if (body.estado !== undefined) {
    if (row.offer_id === null) throw badRequest({ estado: [NO_OFFER] });
    const from = row.estado ?? 1;
    if (!isSalesStatusCode(from) || !isSalesStatusCode(body.estado))
      throw badRequest({ estado: ['Estado no válido (1 a 7)'] });
    const verdict = checkSalesTransition(ctx.auth, from, body.estado);
    if (!verdict.allowed) throw badRequest({ estado: [verdict.message] });
    estado = body.estado;
  }
  await updateAtencion(ctx.tx, id, { estado, notas: body.notas });
  const customerId = Number(row.customer_id);
  const wasSale = isSaleStatus(row.estado);
  const isSale = isSaleStatus(estado ?? row.estado);
  if (isSale && !wasSale) await markCustomerClient(ctx.tx, customerId);
  if (wasSale && !isSale) await recheckCustomerClient(ctx.tx, customerId);
  return readAtencion(ctx, id);
}

/** DELETE /api/atenciones/{id}/ with what it recorded (its offer only if no other atención carries it). */
export async function removeAtencion(ctx: ServiceContext, id: number): Promise<{ detail: string }> {
  const row = await lockAtencion(ctx.tx, id, ownerRestriction(ctx));
  if (!row) throw notFound();
  await deleteAtencion(ctx.tx, row);
  if (isSaleStatus(row.estado)) await recheckCustomerClient(ctx.tx, Number(row.customer_id));
  return { detail: ATENCION_MESSAGES.deleted };
}
