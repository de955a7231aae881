/**
 * Operator contracts read for ~30 % of a scale tenant's customers (1–2 each: ISP, segment,
 * tariff category with the services it implies, permanence ending within the next 24 months,
 * service states, package id, Salesforce id) and the notes kept on ~35 % of customers.
 */
import type { Draw, SeedSql } from './draw';
import { textArray } from './draw';
import { SLOTS } from './people';
import { CUSTOMER_NOTES } from './texts';

const SERVICE_STATES = [
  ['ACTIVO', 'Activo', 85],
  ['BAJA', 'Dado de baja', 7],
  ['SUSPENDIDO', 'Suspendido', 4],
  ['PENDIENTE', 'Pendiente de instalación', 4],
] as const;

export async function insertContracts(sql: SeedSql, d: Draw, tenantId: number) {
  const k = 'c.rn * 4 + n.i';
  const state = d.weighted(
    k,
    'service.state',
    SERVICE_STATES.map(([value, , w]) => [value, w] as const),
  );
  const labels = SERVICE_STATES.map(([value, label]) => `when '${value}' then '${label}'`).join(
    ' ',
  );
  await sql.unsafe(`
    insert into customer_contracts (tenant_id, customer_id, isp, sfid, package_id, segment,
      tariff_category, services, permanence_ending, service_state, estado_servicio, details,
      fetched_at, created_at)
    select ${tenantId}, c.id, x.isp,
      '0011v' || upper(substr(md5(${tenantId} || '-' || c.rn || '-' || n.i), 1, 13)),
      'PKG-' || lpad(floor(${d.u(k, 'package')} * 1e9)::bigint::text, 9, '0'),
      c.seg, x.category,
      array_remove(case x.category
        when 'convergent' then array['FIBRA', 'MOVIL',
          case when ${d.chance(k, 'tv', 0.4)} then 'TV' end, case when ${d.chance(k, 'fijo', 0.5)} then 'FIJO' end]
        when 'mobile_line' then array['MOVIL']
        when 'fixed_line' then array['FIBRA', case when ${d.chance(k, 'fijo', 0.6)} then 'FIJO' end]
        else array['FIBRA', 'FIJO', case when ${d.chance(k, 'tv', 0.3)} then 'TV' end] end, null),
      case when ${d.chance(k, 'permanence.none', 0.08)} then null
        else (pg_temp.seed_now() at time zone 'Europe/Madrid')::date + ${d.int(k, 'permanence', -60, 730)} end,
      x.state, case x.state ${labels} end,
      jsonb_build_object('lineas', ${d.int(k, 'lines', 1, 5)}),
      x.fetched, x.fetched - make_interval(days => ${d.int(k, 'first.read', 0, 300)})
    from plan_customers c
    join (values (1), (2)) n(i) on n.i = 1 or ${d.chance('c.rn', 'contract.two', 0.2)}
    cross join lateral (select
      ${d.weighted(k, 'isp', [
        ['YOIGO', 35],
        ['MASMOVIL', 30],
        ['VODAFONE', 15],
        ['LOWI', 10],
        ['AVATEL', 10],
      ])} as isp,
      ${d.weighted(k, 'category', [
        ['convergent', 45],
        ['mobile_line', 25],
        ['fixed_line', 15],
        ['mobile_fixed_line', 15],
      ])} as category,
      ${state} as state,
      pg_temp.seed_now() - make_interval(mins => ${d.int(k, 'fetched', 0, 60 * 1440)}) as fetched) x
    where ${d.chance('c.rn', 'contract', 0.3)}`);
}

export async function insertNotes(sql: SeedSql, d: Draw, tenantId: number) {
  const k = 'c.rn * 4 + n.i';
  const note = (name: string) => d.pick(k, name, textArray(CUSTOMER_NOTES), CUSTOMER_NOTES.length);
  await sql.unsafe(`
    insert into customer_notes (tenant_id, customer_id, comercial_id, nota, created_at)
    select ${tenantId}, c.id,
      case when ${d.chance(k, 'author.own', 0.85)} then c.comercial_id
           when ${d.chance(k, 'author.nobody', 0.3)} then null else cs.comercial_id end,
      ${note('note.text')} || case when ${d.chance(k, 'note.more', 0.3)} then ' ' || ${note('note.more.text')} else '' end,
      c.created_at + (pg_temp.seed_now() - c.created_at) * ${d.u(k, 'note.when')}
    from plan_customers c
    join (values (1), (2), (3)) n(i) on n.i <= ${d.weighted('c.rn', 'notes.count', [
      [1, 60],
      [2, 28],
      [3, 12],
    ])}
    left join scale_commercial_slots cs on cs.slot = floor(${d.u(k, 'author')} * ${SLOTS})::int
    where ${d.chance('c.rn', 'has.notes', 0.35)}
    order by 5`);
}
