import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { SALE_STATUS_CODES } from '@kiwi/domain';

const SALES = sql.param([...SALE_STATUS_CODES]);

/** The atención being changed, locked; null when absent or not the caller's (owner restriction). */
export async function lockAtencion(tx: KiwiTx, id: number, ownerId: number | null) {
  const rows = (await tx.execute(sql`
    select id, estado, offer_id, customer_id, schedule_id, no_interest_id, procedure_id
    from contact_attempts
    where id = ${id} and (${ownerId}::bigint is null or comercial_id = ${ownerId})
    for update`)) as unknown as {
    id: string;
    estado: number | null;
    offer_id: string | null;
    customer_id: string;
    schedule_id: string | null;
    no_interest_id: string | null;
    procedure_id: string | null;
  }[];
  return rows[0] ?? null;
}

/**
 * estado/notas of an atención (decision 1401): stamps updated_on, marks it updated and keeps
 * fecha_venta in step with the sale codes (set once when a sale is reached, cleared when left).
 */
export async function updateAtencion(
  tx: KiwiTx,
  id: number,
  change: { estado: number | null; notas: string | null | undefined },
) {
  const keepNotes = change.notas === undefined;
  await tx.execute(sql`
    update contact_attempts set
      estado = coalesce(${change.estado}::smallint, estado),
      notas = case when ${keepNotes} then notas else ${change.notas ?? null} end,
      fecha_venta = case
        when coalesce(${change.estado}::smallint, estado) = any(${SALES}::smallint[]) then coalesce(fecha_venta, now())
        else null end,
      updated_at = now(),
      is_updated = true
    where id = ${id}`);
}

/** A sale was reached: the customer is CLIENTE. */
export async function markCustomerClient(tx: KiwiTx, customerId: number) {
  await tx.execute(sql`
    update customers set estado_cliente = 'CLIENTE', updated_at = now()
    where id = ${customerId} and estado_cliente <> 'CLIENTE'`);
}

/** A sale was undone: the customer stays CLIENTE only if another atención is still a sale. */
export async function recheckCustomerClient(tx: KiwiTx, customerId: number) {
  await tx.execute(sql`
    update customers c set estado_cliente = 'POTENCIAL', updated_at = now()
    where c.id = ${customerId} and c.estado_cliente = 'CLIENTE'
      and not exists (select 1 from contact_attempts o where o.tenant_id = c.tenant_id
        and o.customer_id = c.id and o.estado = any(${SALES}::smallint[]))`);
}

/**
 * Deletes an atención with what it recorded: its follow-up, outcome or procedure, and its
 * offer (with the packages) when no other atención carries it.
 */
export async function deleteAtencion(
  tx: KiwiTx,
  row: {
    id: string;
    schedule_id: string | null;
    no_interest_id: string | null;
    procedure_id: string | null;
    offer_id: string | null;
  },
) {
  await tx.execute(sql`
    with a as (delete from contact_attempts where id = ${row.id} returning id),
    s as (delete from schedules where id = ${row.schedule_id} and exists (select 1 from a)
      and not exists (select 1 from contact_attempts x where x.schedule_id = ${row.schedule_id} and x.id <> ${row.id}) returning id),
    n as (delete from no_interest_outcomes where id = ${row.no_interest_id} and exists (select 1 from a)
      and not exists (select 1 from contact_attempts x where x.no_interest_id = ${row.no_interest_id} and x.id <> ${row.id}) returning id),
    p as (delete from customer_procedures where id = ${row.procedure_id} and exists (select 1 from a)
      and not exists (select 1 from contact_attempts x where x.procedure_id = ${row.procedure_id} and x.id <> ${row.id}) returning id)
    delete from offers where id = ${row.offer_id} and exists (select 1 from a)
      and not exists (select 1 from contact_attempts x where x.offer_id = ${row.offer_id} and x.id <> ${row.id})`);
}
