/**
 * Numbered pick tables: a value pool (postal codes, catalogue items, commercials) numbered by
 * `slot` within a group, with the group sizes apart, so a draw picks a member of its group
 * with two equi-joins instead of a per-row subquery.
 */
import type { SeedSql } from './draw';
import type { PostcodePair } from './postcodes';
import { HOME_PROVINCES } from './texts';

/** `create temp table <name>` numbered within `groupBy`, plus `<name>_groups (…, n)`. */
export async function createPickTable(
  sql: SeedSql,
  name: string,
  select: string,
  groupBy: string[],
  params: never[] = [],
): Promise<void> {
  const partition = groupBy.length ? `partition by ${groupBy.join(', ')}` : '';
  const groupCols = groupBy.length ? `${groupBy.join(', ')},` : '';
  await sql.unsafe(`drop table if exists ${name}; drop table if exists ${name}_groups`);
  await sql.unsafe(
    `create temp table ${name} as
     select x.*, (row_number() over (${partition} order by x.id) - 1)::int as slot from (${select}) x`,
    params,
  );
  await sql.unsafe(`
    create index on ${name} (${groupCols} slot);
    create temp table ${name}_groups as select ${groupCols} count(*)::int as n from ${name} ${groupBy.length ? `group by ${groupBy.join(', ')}` : ''};
    analyze ${name}; analyze ${name}_groups;`);
}

/**
 * The joins that pick one row of a pick table for each row: `on` maps group columns to
 * expressions of the outer row, `uniform` is the draw; a null draw picks nothing.
 */
export function pickJoin(
  alias: string,
  table: string,
  on: Record<string, string>,
  uniform: string,
): string {
  const match = (a: string) =>
    Object.entries(on)
      .map(([column, expr]) => `${a}.${column} = ${expr}`)
      .join(' and ') || 'true';
  return `
    left join ${table}_groups ${alias}_g on ${match(`${alias}_g`)}
    left join ${table} ${alias} on ${match(alias)} and ${alias}.slot = floor(${uniform} * ${alias}_g.n)::int`;
}

/** Postal codes of the whole country, and of the tenant's home provinces apart. */
export async function createPostcodePicks(
  sql: SeedSql,
  pairs: PostcodePair[],
  tenantIndex: number,
): Promise<void> {
  const home = HOME_PROVINCES[tenantIndex % HOME_PROVINCES.length] ?? [];
  const rows = pairs.map((p, i) => ({ id: i, ...p, home: home.includes(p.province) }));
  await createPickTable(
    sql,
    'scale_postcodes',
    `select id, cp, municipio, province, case when home then 'home' else 'rest' end as area
     from jsonb_to_recordset($1::jsonb) as p(id int, cp text, municipio text, province int, home boolean)`,
    ['area'],
    [sql.json(rows) as never],
  );
}

/** Catalogue pools the atenciones draw from (a tenant's whole catalogue, old items included). */
export async function createCataloguePicks(sql: SeedSql, tenantId: number): Promise<void> {
  await createPickTable(
    sql,
    'scale_tariffs',
    `select id, operator, segment, category, price_value from tariffs where tenant_id = ${tenantId}`,
    ['operator', 'segment'],
  );
  await createPickTable(
    sql,
    'scale_lines',
    `select id, operator, segment, price_value from additional_lines where tenant_id = ${tenantId}`,
    ['operator', 'segment'],
  );
  await createPickTable(
    sql,
    'scale_svas',
    `select id, operator, segment, price_value from svas where tenant_id = ${tenantId}`,
    ['operator', 'segment'],
  );
  await createPickTable(
    sql,
    'scale_promotions',
    `select id, operator from promotions where tenant_id = ${tenantId}`,
    ['operator'],
  );
  await createPickTable(
    sql,
    'scale_instalments',
    `select i.id, i.tariff_id, i.device_id, i.month_price, dv.insurance_id,
       coalesce(ins.price, 0) as insurance_price
     from instalments i join devices dv on dv.tenant_id = i.tenant_id and dv.id = i.device_id
     left join insurances ins on ins.tenant_id = dv.tenant_id and ins.id = dv.insurance_id
     where i.tenant_id = ${tenantId} and i.tariff_id is not null`,
    ['tariff_id'],
  );
  await createPickTable(
    sql,
    'scale_procedures',
    `select id from catalogue_procedures where tenant_id = ${tenantId}`,
    [],
  );
}
