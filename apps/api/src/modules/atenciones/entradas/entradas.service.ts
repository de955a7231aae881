import type { TAtencion, TCreateAtencionRequest, TEntradasQuery } from '@kiwi/domain';
import { badRequest, notFound } from '../../../lib/http-errors';
import type { EstimatedPage } from '../../../lib/estimated-page';
import { toPaging } from '../../../lib/pagination';
import type { ServiceContext } from '../../../plugins/access';
import { toAtencion } from '../shared/atencion-answer';
import { listAtenciones } from '../shared/atencion-list';
import { selectAtencionRow } from '../shared/atencion-rows.queries';
import { ownerRestriction } from '../shared/visibility';
import {
  findActiveProcedure,
  findWritableCustomer,
  insertNoInterestAttempt,
  insertProcedureAttempt,
  insertScheduleAttempt,
  touchCustomer,
} from './entradas.queries';

export const PAST_FOLLOW_UP = 'La fecha del agendado no puede estar en el pasado.';
export const PROCEDURE_NOT_ACTIVE = 'La gestión no existe o no está activa.';
export const OFFERS_ELSEWHERE = 'Las ofertas se guardan desde el configurador de ofertas.';

/** A follow-up may not be set before now (one minute of slack for the clocks). */
export function assertFutureFollowUp(fechaAgendado: string, field: string) {
  if (new Date(fechaAgendado).getTime() < Date.now() - 60_000)
    throw badRequest({ [field]: [PAST_FOLLOW_UP] });
}

/**
 * POST /api/atenciones/entradas/: a schedule, a no-interest outcome or a procedure, in the
 * request's one transaction (the customer row is locked first). Answers the new atención.
 */
export async function createEntrada(
  ctx: ServiceContext,
  body: TCreateAtencionRequest,
): Promise<TAtencion> {
  if (body.tipo_atencion === 'OFERTA') throw badRequest({ tipo_atencion: [OFFERS_ELSEWHERE] });
  if (body.tipo_atencion === 'AGENDADO')
    assertFutureFollowUp(body.agendado.fecha_agendado, 'agendado.fecha_agendado');

  const [customer, procedure] = await Promise.all([
    findWritableCustomer(ctx.tx, body.cliente, ownerRestriction(ctx)),
    body.tipo_atencion === 'GESTION' ? findActiveProcedure(ctx.tx, body.gestion) : null,
  ]);
  if (!customer) throw notFound('No se ha encontrado al cliente');
  if (body.tipo_atencion === 'GESTION' && !procedure)
    throw badRequest({ gestion: [PROCEDURE_NOT_ACTIVE] });

  const common = {
    tenantId: ctx.auth.tenantId,
    customerId: body.cliente,
    comercialId: ctx.auth.accountId,
    notas: body.notas,
    fechaContacto: body.fecha_contacto ?? null,
  };
  let id: number;
  if (body.tipo_atencion === 'AGENDADO') {
    id = await insertScheduleAttempt(ctx.tx, common, {
      fechaAgendado: body.agendado.fecha_agendado,
      notas: body.agendado.notas,
      abierto: body.agendado.abierto,
    });
  } else if (body.tipo_atencion === 'NO_INTERESADO') {
    id = await insertNoInterestAttempt(ctx.tx, common, body.no_interesado);
  } else {
    id = await insertProcedureAttempt(ctx.tx, common, body.gestion);
  }
  await touchCustomer(
    ctx.tx,
    body.cliente,
    ctx.auth.accountId,
    body.tipo_atencion === 'NO_INTERESADO' ? { razon: body.no_interesado.razon } : null,
  );
  return getEntrada(ctx, id);
}

/** GET /api/atenciones/entradas/{id}: 404 outside the caller's view. */
export async function getEntrada(ctx: ServiceContext, id: number): Promise<TAtencion> {
  const row = await selectAtencionRow(ctx.tx, id, ownerRestriction(ctx));
  if (!row) throw notFound();
  return toAtencion(row);
}

/** GET /api/atenciones/entradas/: paged, newest contact first. A Comercial sees their own. */
export async function listEntradas(
  ctx: ServiceContext,
  query: TEntradasQuery,
): Promise<EstimatedPage<TAtencion>> {
  return listAtenciones(
    ctx,
    {
      list: 'entradas',
      comercial: ownerRestriction(ctx) ?? query.comercial,
      cliente: query.cliente,
      tipo: query.tipo,
      estado: query.estado,
      fecha_contacto: query.fecha_contacto,
    },
    toPaging(query),
  );
}
