/**
 * Price and upfront history of a scale tenant's catalogue: every priced object has its current
 * (active) price, many an older one or two (inactive); tariffs, additional lines and some SVAs
 * earn an upfront per objective family and kind of sale.
 */
import { OBJECTIVE_FAMILIES, SALE_TYPES } from '@kiwi/domain';
import type { Draw, SeedSql } from './draw';
import { textArray } from './draw';

/** [content type, table, price column] of the versioned catalogue objects. */
const PRICED: ReadonlyArray<readonly [string, string, string]> = [
  ['tariff', 'tariffs', 'price_value'],
  ['additional_line', 'additional_lines', 'base_fee'],
  ['sva', 'svas', 'price_value'],
  ['promotion', 'promotions', 'amount'],
  ['insurance', 'insurances', 'price'],
  ['device', 'devices', 'price'],
];

/** Objects that already have a history (a tenant filled before) are left as they are. */
const noHistory = (table: string, contentType: string) => `not exists (
  select 1 from ${table} h where h.tenant_id = o.tenant_id and h.content_type = '${contentType}'
    and h.object_id = o.id)`;

export async function seedPriceHistory(sql: SeedSql, d: Draw, tenantId: number) {
  for (const [contentType, table, column] of PRICED) {
    const key = `o.id * 10 + v.n`;
    // v.n = 0 is the price in force; 1 and 2 are older prices, each replaced by the next.
    await sql.unsafe(`
      insert into price_history (tenant_id, content_type, object_id, price, is_active, created_at, valid_from)
      select ${tenantId}, '${contentType}', o.id,
        case when v.n = 0 then o.${column}
             else round(o.${column} * (1 + v.n * (0.03 + 0.1 * ${d.u(key, 'price.step')}::numeric)), 2) end,
        v.n = 0,
        o.created_at - make_interval(days => v.n * ${d.int(key, 'price.age', 30, 200)}),
        o.created_at - make_interval(days => v.n * ${d.int(key, 'price.age', 30, 200)})
      from ${table} o
      cross join lateral generate_series(0,
        ${d.weighted('o.id', `price.versions.${contentType}`, [
          [0, 45],
          [1, 40],
          [2, 15],
        ])}) v(n)
      where o.tenant_id = ${tenantId} and ${noHistory('price_history', contentType)}`);
  }
}

export async function seedUpfronts(sql: SeedSql, d: Draw, tenantId: number) {
  await sql.unsafe(`
    insert into objective_types (tenant_id, nombre)
    select ${tenantId}, unnest(${textArray(OBJECTIVE_FAMILIES.map((f) => f.value))})
    on conflict do nothing`);
  const family = `(select id from objective_types ot where ot.tenant_id = ${tenantId} and ot.nombre = f.nombre)`;
  const saleTypes = textArray(SALE_TYPES.map((s) => s.value));
  const insert = (contentType: string, from: string, familyExpr: string, factor: string) => `
    insert into upfront_history (tenant_id, upfront, objective_type_id, tipo, content_type, object_id,
      is_active, created_at)
    select ${tenantId}, round(o.price_value * ${factor} * case s.tipo when 'PORTABILIDAD' then 1.5
        when 'ALTA_NUEVA' then 1 else 0.5 end, 2), ${family}, s.tipo, '${contentType}', o.id,
      true, o.created_at
    from ${from} o
    cross join lateral (select ${familyExpr} as nombre) f
    cross join unnest(${saleTypes}) s(tipo)
    where o.tenant_id = ${tenantId} and f.nombre is not null
      and ${noHistory('upfront_history', contentType)}`;
  await sql.unsafe(
    [
      insert(
        'tariff',
        'tariffs',
        `case when o.category = 'mobile_line' and o.payment_type = 'PREPAGO' then 'PREPAGO'
              when o.category = 'mobile_line' then 'POSPAGO'
              when o.segment = 'PARTICULAR' then 'FIJOS PARTICULAR' else 'FIJOS PRO' end`,
        `(2 + 2 * ${d.u('o.id', 'upfront.tariff')}::numeric)`,
      ),
      insert('additional_line', 'additional_lines', `'POSPAGO'`, '2'),
      insert(
        'sva',
        'svas',
        `case when o.name in ('Agile TV', 'DAZN', 'Netflix Estándar', 'Disney+') then 'TV'
              when o.name = 'Doctor Go' then 'DOCTOR GO'
              when o.name = 'Seguro Hogar' then 'HOME GO' end`,
        '1.5',
      ),
    ].join(';\n'),
  );
}
