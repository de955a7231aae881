import { and, asc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { accounts, customers, schedules } from '@kiwi/db/schema';

/** Start of a Madrid calendar day as a timestamptz. */
const madridDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Madrid'`;

/** Pending follow-ups whose date falls on the Madrid days [fromDay, toDay]. */
export async function listPendingSchedules(
  tx: KiwiTx,
  filter: { fromDay: string; toDay: string; comercialId?: number },
) {
  const conditions: SQL[] = [
    isNull(schedules.doneAt),
    gte(schedules.fechaAgendado, madridDayStart(filter.fromDay)),
    lt(schedules.fechaAgendado, sql`${madridDayStart(filter.toDay)} + interval '1 day'`),
  ];
  if (filter.comercialId !== undefined)
    conditions.push(eq(schedules.comercialId, filter.comercialId));
  return tx
    .select({
      id: schedules.id,
      fechaAgendado: schedules.fechaAgendado,
      notas: schedules.notas,
      clienteId: customers.id,
      clienteNombre: customers.nombre,
      comercialId: accounts.id,
      comercialNombre: accounts.nombre,
      comercialApellidos: accounts.apellidos,
    })
    .from(schedules)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, schedules.tenantId), eq(customers.id, schedules.customerId)),
    )
    .leftJoin(
      accounts,
      and(eq(accounts.tenantId, schedules.tenantId), eq(accounts.id, schedules.comercialId)),
    )
    .where(and(...conditions))
    .orderBy(asc(schedules.fechaAgendado))
    .limit(1000);
}
