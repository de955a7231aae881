/**
 * Inserts customers, follow-ups, no-interest outcomes, recorded procedures and atenciones of a
 * scale tenant from the plans. Customers get the state their atenciones imply: CLIENTE when one
 * was sold (Activada / Activada Parcial), NO_INTERESADO when the last one was a refusal,
 * POTENCIAL otherwise; fecha_contacto is their last atención.
 */
import type { SeedSql } from './draw';

export interface IdBases {
  offers: number;
  schedules: number;
  noInterest: number;
  procedures: number;
}

/** `base + ordinal - 1`, null when the ordinal is null. */
const idFrom = (base: number, ordinal: string) => `${base} + ${ordinal} - 1`;

export async function insertCustomers(sql: SeedSql, tenantId: number): Promise<void> {
  await sql.unsafe(`
    insert into customers (id, tenant_id, nombre, documento, tipo_documento, telefonos_contacto,
      email, origen_bbdd_id, segmento, isp_actual, razon_no_interesado, direccion, cp, localidad,
      comercial_id, fecha_contacto, notas, estado_cliente, created_at, updated_at)
    overriding system value
    select c.id, ${tenantId}, c.nombre, c.documento, c.tipo_documento, c.telefonos, c.email,
      c.origen_bbdd_id, c.seg, c.isp_actual,
      case when st.state = 'NO_INTERESADO' then l.razon end,
      c.direccion, c.cp, c.localidad, c.comercial_id, a.last_at, c.notas, st.state,
      c.created_at, greatest(c.created_at, a.last_updated)
    from plan_customers c
    left join (
      select customer_rn, max(at) as last_at, max(updated_at) as last_updated,
        bool_or(estado in (4, 6)) as sold
      from plan_attempts group by customer_rn) a on a.customer_rn = c.rn
    left join (
      select distinct on (customer_rn) customer_rn, kind, razon
      from plan_attempts order by customer_rn, at desc, k desc) l on l.customer_rn = c.rn
    cross join lateral (select case when a.sold then 'CLIENTE'
      when l.kind = 'NO_INTERESADO' then 'NO_INTERESADO' else 'POTENCIAL' end as state) st
    order by c.rn`);
}

export async function insertFollowUps(sql: SeedSql, tenantId: number, ids: IdBases) {
  await sql.unsafe(`
    insert into schedules (id, tenant_id, customer_id, comercial_id, offer_id, fecha_agendado, notas,
      done_at, created_at, updated_at)
    overriding system value
    select ${idFrom(ids.schedules, 'schedule_no')}, ${tenantId}, customer_id, comercial_id,
      ${idFrom(ids.offers, 'offer_no')}, fecha_agendado, notas, done_at, at, coalesce(done_at, at)
    from plan_attempts where schedule_no is not null order by schedule_no`);
  await sql.unsafe(`
    insert into no_interest_outcomes (id, tenant_id, customer_id, comercial_id, razon, tipo, notas,
      created_at)
    overriding system value
    select ${idFrom(ids.noInterest, 'no_interest_no')}, ${tenantId}, customer_id, comercial_id,
      razon, tipo_llamada, notas, at
    from plan_attempts where no_interest_no is not null order by no_interest_no`);
  await sql.unsafe(`
    insert into customer_procedures (id, tenant_id, customer_id, comercial_id, procedure_id, notas,
      created_at)
    overriding system value
    select ${idFrom(ids.procedures, 'procedure_no')}, ${tenantId}, customer_id, comercial_id,
      procedure_id, notas, at
    from plan_attempts where procedure_no is not null order by procedure_no`);
}

/**
 * The atenciones themselves, in time order (their ids grow with fecha_contacto), with the copies
 * of their offer's operator and sale types and of their gestión's catalogue procedure that
 * triggers keep elsewhere (decision 1409; the seed runs without triggers).
 */
export async function insertAttempts(sql: SeedSql, tenantId: number, ids: IdBases) {
  await sql.unsafe(`
    insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, offer_id, schedule_id,
      no_interest_id, procedure_id, estado, notas, fecha_contacto, fecha_venta, is_updated,
      created_at, updated_at, offer_isp, offer_sale_types, catalogue_procedure_id)
    select ${tenantId}, a.customer_id, a.comercial_id, a.kind, ${idFrom(ids.offers, 'a.offer_no')},
      ${idFrom(ids.schedules, 'a.schedule_no')}, ${idFrom(ids.noInterest, 'a.no_interest_no')},
      ${idFrom(ids.procedures, 'a.procedure_no')}, a.estado, a.notas, a.at,
      case when a.estado in (4, 6) then a.updated_at end, a.is_updated, a.at, a.updated_at,
      case when a.offer_no is not null then a.operator end,
      case when a.offer_no is not null then coalesce(t.types, '{}') end,
      case when a.procedure_no is not null then a.procedure_id end
    from plan_attempts a
    left join (
      select offer_no, array_agg(distinct tipo_venta order by tipo_venta) as types
      from plan_packages group by offer_no) t on t.offer_no = a.offer_no
    order by a.at, a.k`);
}
