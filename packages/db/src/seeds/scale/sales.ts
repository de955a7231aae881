/**
 * Offers of a scale tenant and their packages. Each atención carrying an offer gets 1–4
 * packages: a main line on a tariff of the offer's operator and segment (DBL priced as
 * NEGOCIOS), possibly a terminal on instalments with its insurance, and additional lines or
 * SVAs from the same catalogue group. Package states follow the sales status (Activada →
 * ACTIVO, Activada Parcial → main line ACTIVO and the rest in flight or cancelled, Cancelada →
 * CANCELADO, Presentada → often VUELO), and packages with a state have an operator order.
 */
import { ORDER_STATUS_MAP, SALE_TYPES, VAT_LOCATIONS } from '@kiwi/domain';
import type { Draw, SeedSql } from './draw';
import { lit, weightsOf } from './draw';
import { pickJoin } from './picks';

const ORDER_PREFIX: Record<string, string> = {
  YOIGO: 'YG', MASMOVIL: 'MM', DBL: 'DB', AVATEL: 'AV', VODAFONE: 'VF', LOWI: 'LW',
}; // prettier-ignore

export async function planSales(sql: SeedSql, d: Draw): Promise<{ packages: number }> {
  const o = 'a.offer_no';
  const vat = VAT_LOCATIONS.map((l) => `when ${lit(l.value)} then ${1 + l.percentage / 100}`);
  await sql.unsafe(`drop table if exists plan_offers; drop table if exists plan_packages`);
  await sql.unsafe(`
    create temp table plan_offers as
    select a.offer_no, a.customer_id, a.comercial_id, a.operator, a.estado, a.at, a.updated_at,
      a.notas, a.fecha_agendado, a.isp_actual, a.phone, s.seg_eff, iva.tipo_iva,
      case when s.seg_eff in ('PARTICULAR', 'NEGOCIOS')
        then case iva.tipo_iva ${vat.join(' ')} end else 1 end as vat,
      t.id as tariff_id, t.category, t.price_value as tariff_price,
      case when t.category = 'fixed_line' then ${d.weighted(o, 'lines.fixed', [
        [1, 70],
        [2, 30],
      ])}
           else ${d.weighted(o, 'lines', [
             [1, 40],
             [2, 30],
             [3, 18],
             [4, 12],
           ])} end as n_lines
    from plan_attempts a
    cross join lateral (select case when a.operator = 'DBL' then 'NEGOCIOS' else a.seg end as seg_eff) s
    cross join lateral (select case when a.province in (35, 38) then 'Canarias'
      when a.province = 51 then 'Ceuta' when a.province = 52 then 'Melilla' else 'Península' end as tipo_iva) iva
    ${pickJoin('t', 'scale_tariffs', { operator: 'a.operator', segment: 's.seg_eff' }, d.u(o, 'tariff'))}
    where a.offer_no is not null`);

  const p = 'o.offer_no * 8 + ln.line';
  const main = `ln.line = 1`;
  await sql.unsafe(`
    create temp table plan_packages as
    select x.*
    from (
      select o.offer_no, ln.line, o.at, o.updated_at, o.operator, o.customer_id, o.isp_actual,
        row_number() over (order by o.offer_no, ln.line) as pkg_no, kind.tipo_linea,
        case when ${main} then o.tariff_id end as tariff_id, l.id as additional_line_id,
        sv.id as sva_id, pm.id as promotion_id, ins.device_id, ins.id as instalment_id,
        case when ins.id is not null and ${d.chance(p, 'insured', 0.5)} then ins.insurance_id end as insurance_id,
        ${d.weighted(p, 'sale', weightsOf(SALE_TYPES, { PORTABILIDAD: 55, ALTA_NUEVA: 25, MIGRACION: 10, RENUEVO: 10 }))} as tipo_venta,
        ${d.chance(p, 'cross', 0.08)} as cross_sell,
        case when kind.tipo_linea = 'LINEA_ADICIONAL_SVA' then null
             when ${main} and ${d.chance(p, 'keeps.number', 0.55)} then o.phone
             else '+34' || case when ${d.chance(p, 'new.six', 0.85)} then '6' else '7' || ${d.int(p, 'new.seven', 1, 4)} end
               || lpad(floor(${d.u(p, 'new.number')} * 1e7)::bigint::text, 7, '0') || ${d.int(p, 'new.last', 0, 9)} end as telefono,
        round(o.vat * case kind.tipo_linea
          when 'LINEA_PRINCIPAL' then o.tariff_price + coalesce(ins.month_price, 0)
          when 'LINEA_ADICIONAL' then coalesce(l.price_value, 0) else coalesce(sv.price_value, 0) end, 2) as precio,
        case o.estado when 4 then 'ACTIVO'
          when 6 then case when ${main} then 'ACTIVO' when ${d.chance(p, 'partial', 0.5)} then 'VUELO' else 'CANCELADO' end
          when 7 then 'CANCELADO'
          when 2 then case when ${d.chance(p, 'flying', 0.6)} then 'VUELO' end end as estado
      from plan_offers o
      join (values (1), (2), (3), (4)) ln(line) on ln.line <= o.n_lines
      cross join lateral (select case when ${main} then 'LINEA_PRINCIPAL'
        when o.category = 'fixed_line' or ${d.chance(p, 'line.sva', 0.25)} then 'LINEA_ADICIONAL_SVA'
        else 'LINEA_ADICIONAL' end as tipo_linea) kind
      ${pickJoin('l', 'scale_lines', { operator: 'o.operator', segment: 'o.seg_eff' }, `case when kind.tipo_linea = 'LINEA_ADICIONAL' then ${d.u(p, 'line')} end`)}
      ${pickJoin('sv', 'scale_svas', { operator: 'o.operator', segment: 'o.seg_eff' }, `case when kind.tipo_linea = 'LINEA_ADICIONAL_SVA' or (${main} and ${d.chance(p, 'main.sva', 0.15)}) then ${d.u(p, 'sva')} end`)}
      ${pickJoin('pm', 'scale_promotions', { operator: 'o.operator' }, `case when ${d.u(p, 'promo.has')} < case when ${main} then 0.5 else 0.2 end then ${d.u(p, 'promo')} end`)}
      ${pickJoin('ins', 'scale_instalments', { tariff_id: 'o.tariff_id' }, `case when ${main} and ${d.chance(p, 'device', 0.2)} then ${d.u(p, 'instalment')} end`)}
    ) x`);
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from plan_packages`;
  return { packages: row?.n ?? 0 };
}

export async function insertSales(
  sql: SeedSql,
  d: Draw,
  tenantId: number,
  ids: { offers: number; packages: number },
): Promise<void> {
  const offerId = (no: string) => `${ids.offers} + ${no} - 1`;
  const packageId = (no: string) => `${ids.packages} + ${no} - 1`;
  // Operator order numbers: operator prefix, Madrid day, package id (unique per tenant).
  const orderId = `case when estado is not null then
    (${Object.entries(ORDER_PREFIX).reduce((acc, [op, prefix]) => `${acc} when ${lit(op)} then ${lit(prefix)}`, 'case operator')} end)
    || to_char(at at time zone 'Europe/Madrid', 'YYMMDD') || lpad((${packageId('pkg_no')})::text, 9, '0') end`;
  await sql.unsafe(`
    insert into offers (id, tenant_id, customer_id, comercial_id, isp, tipo_iva, precio_anterior,
      precio_total, numero_comercial, notas, fecha_agendado, created_at, updated_at)
    overriding system value
    select ${offerId('o.offer_no')}, ${tenantId}, o.customer_id, o.comercial_id, o.operator, o.tipo_iva,
      case when ${d.chance('o.offer_no', 'previous', 0.85)}
        then round(t.total * (1.1 + 0.5 * ${d.u('o.offer_no', 'previous.ratio')}::numeric), 2) end,
      t.total, 'C-' || lpad(o.comercial_id::text, 4, '0'), o.notas, o.fecha_agendado, o.at, o.updated_at
    from plan_offers o
    join (select offer_no, sum(precio) as total from plan_packages group by offer_no) t using (offer_no)
    order by o.offer_no`);
  await sql.unsafe(`
    insert into packages (id, tenant_id, offer_id, parent_package_id, tipo_venta, tipo_linea,
      tariff_id, additional_line_id, promotion_id, device_id, instalment_id, insurance_id, cross_sell,
      telefono, precio, estado, order_id, created_at, updated_at)
    overriding system value
    select ${packageId('pkg_no')}, ${tenantId}, ${offerId('offer_no')},
      case when line > 1 then ${packageId('(pkg_no - line + 1)')} end, tipo_venta, tipo_linea,
      tariff_id, additional_line_id, promotion_id, device_id, instalment_id, insurance_id,
      cross_sell, telefono, precio, estado, ${orderId}, at, updated_at
    from plan_packages order by pkg_no`);
  await sql.unsafe(`
    insert into package_svas (tenant_id, package_id, sva_id)
    select ${tenantId}, ${packageId('pkg_no')}, sva_id from plan_packages where sva_id is not null`);
  const states = Object.entries(ORDER_STATUS_MAP).map(([n, s]) => `when ${n} then ${lit(s)}`);
  await sql.unsafe(`
    insert into orders (tenant_id, operator, order_id, customer_id, package_id, upstream_status,
      state, contract_id, fetched_at, created_at)
    select ${tenantId}, operator, ${orderId}, customer_id, ${packageId('pkg_no')}, up.status,
      case up.status ${states.join(' ')} end, 'CT-' || ${orderId}, updated_at, updated_at
    from plan_packages
    cross join lateral (select case estado
      when 'ACTIVO' then ${d.weighted('pkg_no', 'upstream.done', [
        [6, 70],
        [76, 15],
        [77, 15],
      ])}
      when 'CANCELADO' then 7 else ${d.weighted('pkg_no', 'upstream.fly', [
        [8, 70],
        [79, 30],
      ])} end as status) up
    where estado is not null`);
  await sql.unsafe(`
    insert into package_additional_info (tenant_id, package_id, info, created_at, updated_at)
    select ${tenantId}, ${packageId('pkg_no')},
      jsonb_strip_nulls(jsonb_build_object(
        'icc', '893404' || lpad(floor(${d.u('pkg_no', 'icc')} * 1e13)::bigint::text, 13, '0'),
        'portabilidad', tipo_venta = 'PORTABILIDAD',
        'operador_donante', case when tipo_venta = 'PORTABILIDAD' then isp_actual end)),
      updated_at, updated_at
    from plan_packages where estado = 'ACTIVO'`);
}
