import { sql } from 'drizzle-orm';
import {
  ACCOUNT_STATES,
  REMINDER_WINDOW_MINUTES,
  SCHEDULE_MESSAGES,
  canTakeFollowUp,
  getPermissionFlags,
  type TAgenda,
  type TAgendaQuery,
  type TAgendado,
  type TMoveFollowUpsRequest,
  type TReminders,
  type TUpdateAgendadoRequest,
} from '@kiwi/domain';
import { HttpError, badRequest, notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { present, withinMadridDays } from '../shared/filters';
import { ownerRestriction } from '../shared/visibility';
import { assertFutureFollowUp } from '../entradas/entradas.service';
import {
  accountStates,
  lockFollowUp,
  moveFollowUps,
  selectFollowUps,
  updateFollowUp,
  type FollowUpRow,
} from './agendados.queries';

export interface FollowUpSettings {
  /** Minutes an abierto follow-up must be overdue before a teammate may take it. */
  openGraceMinutes: number;
}

/** The agenda answers at most this many follow-ups (a month of a whole team fits). */
export const AGENDA_LIMIT = 2000;
const BELL_LIMIT = 50;

function toAgendado(r: FollowUpRow): TAgendado {
  return {
    id: Number(r.id),
    fechaAgendado: r.fecha_agendado,
    notas: r.notas,
    abierto: r.abierto,
    hecho: r.hecho,
    vencido: r.vencido,
    cliente: { id: Number(r.customer_id), nombre: r.customer_nombre },
    comercial:
      r.comercial_id === null
        ? null
        : { id: Number(r.comercial_id), nombre_completo: r.comercial_nombre },
  };
}

/** GET /api/atenciones/agendado/: the agenda of Madrid days; a Comercial sees their own. */
export async function listAgenda(ctx: ServiceContext, query: TAgendaQuery): Promise<TAgenda> {
  const comercial = ownerRestriction(ctx) ?? query.comercial;
  const rows = await selectFollowUps(
    ctx.tx,
    present([
      withinMadridDays(sql`s.fecha_agendado`, query.range),
      comercial !== undefined && sql`s.comercial_id = ${comercial}`,
      query.hechos !== '1' && sql`s.done_at is null`,
    ]),
    AGENDA_LIMIT + 1,
  );
  return {
    results: rows.slice(0, AGENDA_LIMIT).map(toAgendado),
    truncated: rows.length > AGENDA_LIMIT,
  };
}

/**
 * GET /api/atenciones/recordatorios/: the bell. The caller's overdue follow-ups, those due in
 * the next 15 minutes, and the teammates' open ones the caller may take (decisions 1403/1404).
 */
export async function reminders(
  ctx: ServiceContext,
  settings: FollowUpSettings,
): Promise<TReminders> {
  const me = ctx.auth.accountId;
  const [vencidos, proximos, disponibles] = await Promise.all([
    selectFollowUps(
      ctx.tx,
      [sql`s.comercial_id = ${me}`, sql`s.done_at is null`, sql`s.fecha_agendado < now()`],
      BELL_LIMIT,
    ),
    selectFollowUps(
      ctx.tx,
      [
        sql`s.comercial_id = ${me}`,
        sql`s.done_at is null`,
        sql`s.fecha_agendado >= now()`,
        sql`s.fecha_agendado < now() + make_interval(mins => ${REMINDER_WINDOW_MINUTES})`,
      ],
      BELL_LIMIT,
    ),
    selectFollowUps(
      ctx.tx,
      [
        sql`s.done_at is null`,
        sql`((s.abierto and s.comercial_id <> ${me}
          and s.fecha_agendado < now() - make_interval(mins => ${settings.openGraceMinutes}))
          or (s.comercial_id is null and s.fecha_agendado < now()))`,
      ],
      BELL_LIMIT,
    ),
  ]);
  const now = new Date();
  return {
    vencidos: vencidos.map(toAgendado),
    proximos: proximos.map(toAgendado),
    disponibles: disponibles.map(toAgendado),
    count: vencidos.length + proximos.length,
    now: now.toISOString(),
  };
}

/**
 * PUT /api/atenciones/agendado/{id}/ (decision 1403): reschedule, notes, abierto, done or
 * reopen, take. 404 when the caller may not see it; a done one may only be reopened.
 */
export async function updateAgendado(
  ctx: ServiceContext,
  id: number,
  body: TUpdateAgendadoRequest,
  settings: FollowUpSettings,
): Promise<TAgendado> {
  const row = await lockFollowUp(ctx.tx, id);
  if (!row) throw notFound();
  const me = ctx.auth.accountId;
  const manager = getPermissionFlags(ctx.auth).hasManagerPermission;
  const facts = {
    comercialId: row.comercial_id === null ? null : Number(row.comercial_id),
    fechaAgendado: new Date(row.fecha_agendado),
    abierto: row.abierto,
    done: row.done_at !== null,
  };
  const own = facts.comercialId === me;
  const takeable = canTakeFollowUp(facts, me, new Date(), settings.openGraceMinutes);
  if (!manager && !own && !(body.tomar && takeable)) throw notFound();

  const reopening = body.hecho === false;
  const otherChange =
    body.fecha_agendado !== undefined ||
    body.notas !== undefined ||
    body.abierto !== undefined ||
    body.hecho === true ||
    body.tomar === true;
  if (facts.done && (!reopening || otherChange))
    throw new HttpError(400, SCHEDULE_MESSAGES.cannotUpdate);
  if (body.tomar && !own && !manager && !takeable)
    throw new HttpError(400, SCHEDULE_MESSAGES.cannotUpdate);
  if (body.fecha_agendado !== undefined)
    assertFutureFollowUp(body.fecha_agendado, 'fecha_agendado');

  await updateFollowUp(ctx.tx, id, {
    fechaAgendado: body.fecha_agendado,
    notas: body.notas,
    abierto: body.abierto,
    hecho: body.hecho,
    comercialId: body.tomar ? me : undefined,
  });
  const [updated] = await selectFollowUps(ctx.tx, [sql`s.id = ${id}`], 1);
  return toAgendado(updated!);
}

const BLOCKED: readonly string[] = ['BAJA', 'INACTIVO'];
const stateLabel = (estado: string) =>
  ACCOUNT_STATES.find((s) => s.value === estado)?.label ?? estado;

/**
 * POST /api/atenciones/move-scheduled/ (Manager and above): the pending follow-ups of
 * `origin` go to `destination`, within the Madrid days of `range` when given, one UPDATE.
 */
export async function moveScheduled(
  ctx: ServiceContext,
  body: TMoveFollowUpsRequest,
): Promise<{ moved: number; detail: string }> {
  const states = await accountStates(ctx.tx, [body.origin, body.destination]);
  const stateOf = (id: number) => states.find((s) => Number(s.id) === id)?.estado;
  if (!stateOf(body.origin) || !stateOf(body.destination))
    throw notFound('No se ha encontrado al comercial');
  const destinationState = stateOf(body.destination)!;
  if (BLOCKED.includes(destinationState))
    throw badRequest({
      destination: [
        `No se pueden mover agendados a un comercial en estado ${stateLabel(destinationState)}.`,
      ],
    });
  const moved = await moveFollowUps(
    ctx.tx,
    body.origin,
    body.destination,
    withinMadridDays(sql`fecha_agendado`, body.range),
  );
  return { moved, detail: SCHEDULE_MESSAGES.moved };
}
