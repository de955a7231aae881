import { tenantLastReadOf, type KiwiTx } from '@kiwi/db';

/** One pending follow-up as the agenda query returns it (int8 ids as text, date as ISO text). */
export interface PendingScheduleRow {
  id: string;
  fecha_agendado: string;
  notas: string | null;
  cliente_id: string;
  cliente_nombre: string;
  comercial_id: string | null;
  comercial_nombre: string;
}

/**
 * Pending follow-ups whose date falls on the Madrid days [fromDay, toDay], the commercial's
 * full name and the ISO date built by PostgreSQL. Raw postgres.js on purpose: the agenda is
 * read on every session start and its rows were most of the API's CPU (Drizzle mapping and
 * Date objects; decision 0604). A null comercialId reads every commercial's. It is the agenda
 * call's only statement, so it travels with the COMMIT (decision 0605).
 */
export function listPendingSchedules(
  tx: KiwiTx,
  filter: { fromDay: string; toDay: string; comercialId?: number },
) {
  const sql = tenantLastReadOf(tx);
  const { fromDay, toDay, comercialId } = filter;
  // Two whole statements (the tenant scope takes no fragments), each with its own index plan.
  if (comercialId === undefined) {
    return sql<PendingScheduleRow[]>`
      select s.id,
             to_char(s.fecha_agendado at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha_agendado,
             s.notas, c.id as cliente_id, c.nombre as cliente_nombre, a.id as comercial_id,
             concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')) as comercial_nombre
      from schedules s
      join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
      left join accounts a on a.tenant_id = s.tenant_id and a.id = s.comercial_id
      where s.done_at is null
        and s.fecha_agendado >= (${fromDay}::date)::timestamp at time zone 'Europe/Madrid'
        and s.fecha_agendado < ((${toDay}::date)::timestamp at time zone 'Europe/Madrid') + interval '1 day'
      order by s.fecha_agendado, s.id
      limit 1000`;
  }
  return sql<PendingScheduleRow[]>`
    select s.id,
           to_char(s.fecha_agendado at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha_agendado,
           s.notas, c.id as cliente_id, c.nombre as cliente_nombre, a.id as comercial_id,
           concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')) as comercial_nombre
    from schedules s
    join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    left join accounts a on a.tenant_id = s.tenant_id and a.id = s.comercial_id
    where s.done_at is null
      and s.comercial_id = ${comercialId}
      and s.fecha_agendado >= (${fromDay}::date)::timestamp at time zone 'Europe/Madrid'
      and s.fecha_agendado < ((${toDay}::date)::timestamp at time zone 'Europe/Madrid') + interval '1 day'
    order by s.fecha_agendado, s.id
    limit 1000`;
}
