import { sql } from 'drizzle-orm';

/**
 * Joins giving `a`, `o`, the last atención `la` and the next pending follow-up `na` of `c`.
 * The last atención is read in the order of contact_attempts_tenant_customer_idx (both
 * columns are NOT NULL, so `nulls last` changes no result): one index entry, no sort
 * (decision 1110).
 */
export const CUSTOMER_JOINS = sql`
  left join accounts a on a.tenant_id = c.tenant_id and a.id = c.comercial_id
  left join database_origins o on o.tenant_id = c.tenant_id and o.id = c.origen_bbdd_id
  left join lateral (
    select x.id, x.tipo, x.estado, x.fecha_contacto from contact_attempts x
    where x.tenant_id = c.tenant_id and x.customer_id = c.id
    order by x.fecha_contacto desc nulls last, x.id desc nulls last limit 1) la on true
  left join lateral (
    select s.id, s.fecha_agendado from schedules s
    where s.tenant_id = c.tenant_id and s.customer_id = c.id and s.done_at is null
    order by s.fecha_agendado, s.id limit 1) na on true`;
