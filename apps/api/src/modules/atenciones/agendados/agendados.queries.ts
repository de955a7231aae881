import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

/** int8 ids as text; dates, names and flags computed by PostgreSQL (decision 0604's recipe). */
export interface FollowUpRow {
  id: string;
  /** ISO-8601 UTC text. */
  fecha_agendado: string;
  notas: string | null;
  abierto: boolean;
  hecho: boolean;
  /** Pending and past (the transaction's clock). */
  vencido: boolean;
  customer_id: string;
  customer_nombre: string;
  comercial_id: string | null;
  comercial_nombre: string;
}

/**
 * Follow-ups with their customer and commercial, in time order. A month of a whole team is
 * 2 000 rows: PostgreSQL writes the ISO dates and full names, the service only renames.
 */
export async function selectFollowUps(
  tx: KiwiTx,
  where: SQL[],
  limit: number,
): Promise<FollowUpRow[]> {
  return (await tx.execute(sql`
    select s.id, to_char(s.fecha_agendado at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha_agendado,
      s.notas, s.abierto, s.done_at is not null as hecho,
      (s.done_at is null and s.fecha_agendado < now()) as vencido,
      c.id as customer_id, c.nombre as customer_nombre, s.comercial_id,
      concat_ws(' ', nullif(ac.nombre, ''), nullif(ac.apellidos, '')) as comercial_nombre
    from schedules s
    join customers c on c.id = s.customer_id
    left join accounts ac on ac.id = s.comercial_id
    where ${sql.join(where, sql` and `)}
    order by s.fecha_agendado, s.id
    limit ${limit}`)) as unknown as FollowUpRow[];
}

/** One follow-up, locked for the update. */
export async function lockFollowUp(tx: KiwiTx, id: number) {
  const rows = (await tx.execute(sql`
    select id, comercial_id, fecha_agendado, abierto, done_at from schedules
    where id = ${id} for update`)) as unknown as {
    id: string;
    comercial_id: string | null;
    fecha_agendado: string;
    abierto: boolean;
    done_at: string | null;
  }[];
  return rows[0] ?? null;
}

export async function updateFollowUp(
  tx: KiwiTx,
  id: number,
  change: {
    fechaAgendado?: string | undefined;
    notas?: string | null | undefined;
    abierto?: boolean | undefined;
    hecho?: boolean | undefined;
    comercialId?: number | undefined;
  },
) {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (change.fechaAgendado !== undefined)
    sets.push(sql`fecha_agendado = ${change.fechaAgendado}::timestamptz`);
  if (change.notas !== undefined) sets.push(sql`notas = ${change.notas}`);
  if (change.abierto !== undefined) sets.push(sql`abierto = ${change.abierto}`);
  if (change.hecho !== undefined)
    sets.push(change.hecho ? sql`done_at = now()` : sql`done_at = null`);
  if (change.comercialId !== undefined) sets.push(sql`comercial_id = ${change.comercialId}`);
  await tx.execute(sql`update schedules set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** State of an account of the tenant (null when it is not one). */
export async function accountStates(tx: KiwiTx, ids: number[]) {
  return (await tx.execute(sql`
    select id, estado from accounts where id = any(${sql.param(ids)})`)) as unknown as {
    id: string;
    estado: string;
  }[];
}

/** Moves the pending follow-ups of one commercial to another, optionally within [from, to). */
export async function moveFollowUps(
  tx: KiwiTx,
  origin: number,
  destination: number,
  window: SQL | null,
): Promise<number> {
  const rows = (await tx.execute(sql`
    with moved as (
      update schedules set comercial_id = ${destination}, updated_at = now()
      where comercial_id = ${origin} and done_at is null ${window ? sql`and ${window}` : sql``}
      returning 1)
    select count(*)::int as moved from moved`)) as unknown as { moved: number }[];
  return rows[0]?.moved ?? 0;
}
