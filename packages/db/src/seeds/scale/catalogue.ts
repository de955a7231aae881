/**
 * Inserts the planned catalogue of a scale tenant and links it (tariff ↔ promotions / SVAs /
 * additional lines, line and SVA promotions) set-wise: each tariff draws its links among the
 * items of its operator and segment.
 */
import { Faker, base, es } from '@faker-js/faker';
import type postgres from 'postgres';
import {
  planAdditionalLines,
  planInsurances,
  planPromotions,
  planProcedures,
  planSvas,
  planTariffs,
} from './catalogue-plan';
import type { Draw, SeedSql } from './draw';

/** Inserts JSON rows into a table: `columns` are `name type` pairs of jsonb_to_recordset. */
async function insertJson(
  sql: SeedSql,
  table: string,
  tenantId: number,
  rows: unknown[],
  columns: string,
) {
  const names = columns.split(',').map((c) => c.trim().split(/\s+/)[0]);
  await sql.unsafe(
    `insert into ${table} (tenant_id, ${names.join(', ')})
     select ${tenantId}, ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as x(${columns})`,
    [sql.json(rows as postgres.JSONValue) as never],
  );
}

/** Links each row of `from` to 0..max rows of `to` sharing the given columns, drawn per pair. */
function linkSql(
  d: Draw,
  tenantId: number,
  link: { table: string; fromCol: string; toCol: string },
  from: string,
  to: string,
  same: string[],
  share: number,
  where = 'true',
) {
  const on = same.map((c) => `b.${c} = a.${c}`).join(' and ');
  return `
    insert into ${link.table} (tenant_id, ${link.fromCol}, ${link.toCol})
    select ${tenantId}, a.id, b.id
    from ${from} a join ${to} b on b.tenant_id = a.tenant_id and ${on}
    where a.tenant_id = ${tenantId} and ${where}
      and ${d.u(`a.id * 100003 + b.id`, `${link.table}.pick`)} < ${share}
    on conflict do nothing`;
}

export async function seedCatalogue(
  sql: SeedSql,
  d: Draw,
  tenantId: number,
  tenantIndex: number,
  tariffCount: number,
): Promise<void> {
  const [existing] = await sql<{ n: number }[]>`
    select count(*)::int as n from tariffs where tenant_id = ${tenantId}`;
  // A tenant filled before keeps its catalogue (the seed can run again on the same tenant).
  if ((existing?.n ?? 0) >= tariffCount / 2) return;
  const faker = new Faker({ locale: [es, base] });
  faker.seed([2026, 88, tenantIndex]);

  const tariffs = planTariffs(faker, tariffCount);
  await sql.unsafe(
    `create temp table plan_tariffs as
     select * from jsonb_to_recordset($1::jsonb) as x(operator text, segment text, category text,
       name text, color text, commercial_enrichment numeric, payment_type text, price_value numeric,
       is_active boolean, speed int, gb int, fixed_type text, owners int, voice_to_fixed int,
       voice_to_mobile int, voice_minutes int, voice_to_foreign int)`,
    [sql.json(tariffs as unknown as postgres.JSONValue) as never],
  );
  await sql.unsafe(`
    create temp table new_tariffs as
    with ins as (
      insert into tariffs (tenant_id, name, category, color, commercial_enrichment, payment_type,
        price_value, is_active, operator, segment, created_at, updated_at)
      select ${tenantId}, name, category, color, commercial_enrichment, payment_type, price_value,
        is_active, operator, segment,
        pg_temp.seed_now() - make_interval(days => ${d.int('hashtext(name || operator || segment)', 'tariff.age', 30, 720)}),
        pg_temp.seed_now() - make_interval(days => ${d.int('hashtext(name || operator || segment)', 'tariff.touched', 0, 29)})
      from plan_tariffs
      returning id, name, operator, segment)
    select ins.id, p.* from ins join plan_tariffs p using (name, operator, segment)`);
  await sql.unsafe(`
    insert into tariff_fixed_line_info (tenant_id, tariff_id, type, owners, upload_speed_amount,
      upload_speed_unit, download_speed_amount, download_speed_unit, voice_to_fixed, voice_to_mobile)
    select ${tenantId}, id, fixed_type, owners,
      case when speed >= 1000 then speed / 1000 else speed end,
      case when speed >= 1000 then 'Gb' else 'Mb' end,
      case when speed >= 1000 then speed / 1000 else speed end,
      case when speed >= 1000 then 'Gb' else 'Mb' end,
      voice_to_fixed, voice_to_mobile
    from new_tariffs where category in ('fixed_line', 'mobile_fixed_line', 'convergent');
    insert into tariff_mobile_line_info (tenant_id, tariff_id, data_amount, data_unit, voice_minutes,
      voice_to_foreign)
    select ${tenantId}, id, gb, case when gb is null then 'ILIMITADOS' else 'GB' end, voice_minutes,
      voice_to_foreign
    from new_tariffs where category in ('mobile_line', 'convergent');
    drop table new_tariffs; drop table plan_tariffs;`);

  const items: Array<[table: string, rows: unknown[], columns: string]> = [
    [
      'additional_lines',
      planAdditionalLines(faker),
      `operator text, segment text, name text, max_number int, is_active boolean, base_fee numeric,
       price_value numeric, data_amount numeric, data_unit text, voice_minutes int`,
    ],
    [
      'svas',
      planSvas(faker),
      `operator text, segment text, name text, price_value numeric, permanence int, more_info text,
       is_active boolean`,
    ],
    [
      'promotions',
      planPromotions(faker),
      `operator text, name text, amount numeric, amount_unit text, duration int, duration_unit text,
       priority_order int, is_active boolean`,
    ],
    [
      'insurances',
      planInsurances(),
      'operator text, name text, price numeric, tramo text, is_active boolean',
    ],
    [
      'catalogue_procedures',
      planProcedures(faker),
      'operator text, name text, tipo_gestion text, is_active boolean',
    ],
  ];
  for (const [table, rows, columns] of items) await insertJson(sql, table, tenantId, rows, columns);

  const table = (t: string, fromCol: string, toCol: string) => ({ table: t, fromCol, toCol });
  await sql.unsafe(
    [
      // ~3 of the operator's ~33 promotions per tariff, ~4 SVAs, ~3 additional lines.
      linkSql(d, tenantId, table('tariff_promotions', 'tariff_id', 'promotion_id'), 'tariffs', 'promotions', ['operator'], 0.09),
      linkSql(d, tenantId, table('tariff_svas', 'tariff_id', 'sva_id'), 'tariffs', 'svas', ['operator', 'segment'], 0.45),
      linkSql(d, tenantId, table('tariff_additional_lines', 'tariff_id', 'additional_line_id'), 'tariffs', 'additional_lines', ['operator', 'segment'], 0.5, `a.category <> 'fixed_line'`),
      linkSql(d, tenantId, table('additional_line_promotions', 'additional_line_id', 'promotion_id'), 'additional_lines', 'promotions', ['operator'], 0.05),
      linkSql(d, tenantId, table('sva_promotions', 'sva_id', 'promotion_id'), 'svas', 'promotions', ['operator'], 0.03),
    ].join(';\n'),
  ); // prettier-ignore
}

/**
 * The seed writes with triggers off (session_replication_role = replica, decision 1001), so
 * the catalogue version the API's cached lists are keyed by (decision 1508) is bumped here.
 */
export async function bumpCatalogueVersion(sql: SeedSql, tenantId: number): Promise<void> {
  await sql`insert into catalogue_versions (tenant_id) values (${tenantId})
    on conflict (tenant_id) do update set version = gen_random_uuid(), changed_at = now()`;
}
