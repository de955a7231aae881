/**
 * Terminals of a scale tenant (~60 models per operator; DBL terminals are queried as YOIGO,
 * so DBL has none of its own), their insurance by price band, and instalment plans combining
 * each terminal with some of its operator's tariffs and additional lines.
 */
import type { Draw, SeedSql } from './draw';
import { textArray } from './draw';

/** [brand, model, storage, price in €]. */
const MODELS: ReadonlyArray<readonly [string, string, string, number]> = [
  ['Samsung', 'Galaxy S25', '128GB', 909], ['Samsung', 'Galaxy S25', '256GB', 969],
  ['Samsung', 'Galaxy S25+', '256GB', 1159], ['Samsung', 'Galaxy S25 Ultra', '256GB', 1459],
  ['Samsung', 'Galaxy S25 Ultra', '512GB', 1579], ['Samsung', 'Galaxy A56 5G', '128GB', 449],
  ['Samsung', 'Galaxy A56 5G', '256GB', 499], ['Samsung', 'Galaxy A36 5G', '128GB', 379],
  ['Samsung', 'Galaxy A26 5G', '128GB', 299], ['Samsung', 'Galaxy A16', '128GB', 199],
  ['Samsung', 'Galaxy Z Flip6', '256GB', 1199], ['Samsung', 'Galaxy Z Fold6', '256GB', 1999],
  ['Samsung', 'Galaxy Tab A9+', '64GB', 219], ['Samsung', 'Galaxy Watch7 LTE', '32GB', 349],
  ['Apple', 'iPhone 16', '128GB', 959], ['Apple', 'iPhone 16', '256GB', 1089],
  ['Apple', 'iPhone 16 Plus', '128GB', 1109], ['Apple', 'iPhone 16 Pro', '128GB', 1219],
  ['Apple', 'iPhone 16 Pro', '256GB', 1349], ['Apple', 'iPhone 16 Pro Max', '256GB', 1469],
  ['Apple', 'iPhone 16e', '128GB', 709], ['Apple', 'iPhone 16e', '256GB', 839],
  ['Apple', 'iPhone 15', '128GB', 859], ['Apple', 'iPad 10,9', '64GB', 409],
  ['Apple', 'Watch SE LTE', '32GB', 339], ['Xiaomi', 'Redmi Note 14', '128GB', 199],
  ['Xiaomi', 'Redmi Note 14', '256GB', 229], ['Xiaomi', 'Redmi Note 14 Pro 5G', '256GB', 399],
  ['Xiaomi', 'Redmi Note 14 Pro+ 5G', '512GB', 499], ['Xiaomi', '15', '256GB', 999],
  ['Xiaomi', '15T', '256GB', 649], ['Xiaomi', 'Redmi 14C', '128GB', 129],
  ['Xiaomi', 'Redmi Pad SE', '128GB', 179], ['Motorola', 'moto g85 5G', '256GB', 249],
  ['Motorola', 'moto g55 5G', '256GB', 199], ['Motorola', 'edge 50 Neo', '256GB', 449],
  ['Motorola', 'razr 50', '256GB', 799], ['OPPO', 'Reno13 5G', '256GB', 499],
  ['OPPO', 'Reno13 Pro 5G', '512GB', 699], ['OPPO', 'A80 5G', '256GB', 229],
  ['Google', 'Pixel 9', '128GB', 899], ['Google', 'Pixel 9', '256GB', 999],
  ['Google', 'Pixel 9a', '128GB', 549], ['Google', 'Pixel 9 Pro', '128GB', 1099],
  ['Honor', 'Magic7 Lite', '256GB', 349], ['Honor', '400 Lite', '256GB', 299],
  ['realme', '14 Pro 5G', '256GB', 399], ['realme', 'C75', '256GB', 179],
  ['TCL', '50 SE', '128GB', 149], ['ZTE', 'Blade V60 Design', '256GB', 179],
  ['vivo', 'V50', '512GB', 549], ['Nothing', 'Phone (3a)', '256GB', 379],
  ['Huawei', '5G CPE Pro 3', 'router', 299], ['Alcatel', '2020X', 'senior', 69],
  ['Samsung', 'Galaxy Buds3', 'audio', 179], ['Apple', 'AirPods 4', 'audio', 149],
  ['Xiaomi', 'Smart Band 9', 'wearable', 39], ['Samsung', 'Galaxy S24 FE', '128GB', 649],
  ['Apple', 'iPhone 15 Plus', '128GB', 959], ['Motorola', 'edge 50 Fusion', '256GB', 399],
]; // prettier-ignore

const DEVICE_OPERATORS = ['YOIGO', 'MASMOVIL', 'AVATEL', 'VODAFONE', 'LOWI'];

export async function seedDevices(sql: SeedSql, d: Draw, tenantId: number): Promise<void> {
  const [existing] = await sql<{ n: number }[]>`
    select count(*)::int as n from devices where tenant_id = ${tenantId}`;
  if ((existing?.n ?? 0) >= MODELS.length) return;
  const key = `m.i * 10 + o.i`;
  await sql.unsafe(
    `
    insert into devices (tenant_id, name, brand, description, page_url, insurance_id, price, devices,
      is_active, operator, created_at, updated_at)
    select ${tenantId}, m.brand || ' ' || m.model || case when m.storage like '%GB' then ' ' || m.storage else '' end,
      m.brand,
      m.brand || ' ' || m.model || ', libre, garantía de 3 años.',
      'https://www.' || lower(o.op) || '.es/moviles/' || pg_temp.slug(m.brand || '-' || m.model || '-' || m.storage),
      (select i.id from insurances i where i.tenant_id = ${tenantId} and i.operator = o.op
         and i.price <= 3 + m.price / 100 order by i.price desc limit 1),
      round((m.price * (0.95 + 0.1 * ${d.u(key, 'device.price')}))::numeric, 0) - 0.01,
      ${d.int(key, 'device.units', 0, 60)},
      ${d.chance(key, 'device.active', 0.85)},
      o.op,
      pg_temp.seed_now() - make_interval(days => ${d.int(key, 'device.age', 20, 500)}),
      pg_temp.seed_now() - make_interval(days => ${d.int(key, 'device.touched', 0, 19)})
    from rows from (jsonb_to_recordset($1::jsonb) as (brand text, model text, storage text, price numeric))
      with ordinality as m(brand, model, storage, price, i)
    cross join unnest(${textArray(DEVICE_OPERATORS)}) with ordinality as o(op, i)`,
    [
      sql.json(
        MODELS.map(([brand, model, storage, price]) => ({ brand, model, storage, price })),
      ) as never,
    ],
  );

  // About 8 tariffs and 2 additional lines per terminal; SINGLE payment for some plans.
  const pair = (target: string) => `dv.id * 100003 + ${target}.id`;
  const plan = (target: string, priceOf: string) => `
    select dv.id as device_id, dv.price, ${target}.id as target_id, ${priceOf} as target_price,
      ${d.chance(pair(target), 'instalment.single', 0.15)} as single,
      ${d.weighted(pair(target), 'instalment.initial', [
        [0, 60],
        [0.1, 25],
        [0.2, 15],
      ])} as initial_share
    from devices dv join ${target === 't' ? 'tariffs' : 'additional_lines'} ${target}
      on ${target}.tenant_id = dv.tenant_id and ${target}.operator = dv.operator and ${target}.is_active
    where dv.tenant_id = ${tenantId}`;
  for (const [target, column, share, where] of [
    ['t', 'tariff_id', 0.04, `and t.category <> 'fixed_line'`],
    ['l', 'additional_line_id', 0.1, ''],
  ] as const) {
    await sql.unsafe(`
      insert into instalments (tenant_id, device_id, ${column}, installment_type, initial_price,
        month_price, final_price, is_active)
      select ${tenantId}, device_id, target_id,
        case when single then 'SINGLE' else 'MONTHLY' end,
        case when single then price else round(price * initial_share, 2) end,
        m.month,
        case when single then price else round(price * initial_share, 2) + 24 * m.month end,
        ${d.chance('p.device_id * 100003 + p.target_id', 'instalment.active', 0.9)}
      from (${plan(target, target === 't' ? 't.price_value' : 'l.price_value')} ${where}) p
      cross join lateral (select case when p.single then 0
        else greatest(0, round((p.price * (1 - p.initial_share) - p.target_price * 3) / 24, 2)) end as month) m
      where ${d.u('p.device_id * 100003 + p.target_id', 'instalment.pick')} < ${share}`);
  }
}
