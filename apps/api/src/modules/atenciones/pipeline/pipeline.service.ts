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
import type { EstimatedPage } from '../../../lib/estimated-page';
import { toPaging } from '../../../lib/pagination';
import type { ServiceContext } from '../../../plugins/access';
import { toAtencion } from '../shared/atencion-answer';
import { listAtenciones } from '../shared/atencion-list';
import { selectAtencionRow } from '../shared/atencion-rows.queries';
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
 * the offers pipeline, most recently updated first (decisions 1407, 1410). Paged. A Comercial
 * sees their own (their `comercial` filter is ignored).
 */
export async function listPipeline(
  ctx: ServiceContext,
  query: TPipelineQuery,
): Promise<EstimatedPage<TAtencion>> {
  const gestiones = query.filtrar === 'gestiones';
  return listAtenciones(
    ctx,
    {
      list: gestiones ? 'gestiones' : 'ofertas',
      comercial: ownerRestriction(ctx) ?? query.comercial,
      cliente: query.cliente,
      estado: query.estado,
      operator: query.operator,
      tipoOferta: query.tipoOferta,
      tipoGestion: gestiones ? query.tipoGestion : undefined,
      fecha_contacto: query.fecha_contacto,
      updated_on: query.updated_on,
      fecha_venta: query.fecha_venta,
    },
    toPaging(query),
  );
}

async function readAtencion(ctx: ServiceContext, id: number): Promise<TAtencion> {
  const row = await selectAtencionRow(ctx.tx, id);
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
