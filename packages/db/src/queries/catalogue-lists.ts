import { sql, type SQL } from 'drizzle-orm';
import {
  filterSql,
  linkedIds,
  nextPriceSql,
  priceInForceSql,
  type CatalogueFilter,
  type FilterColumns,
} from './catalogue-sql';
import { iso } from './customer-page';

/**
 * The statements of the five lists the offer configurator reads (tarifas, sva, adicionales,
 * promociones, terminales; decision 1505: one statement per list — rows, links as arrays,
 * line data as JSON, the price in force and the next one, the total), shared by the API and
 * the catalogue benchmark (bench/api/catalogue.bench.ts), which must run the very same SQL.
 */

/** Which page: `default=1` is every match, up to CONFIGURATOR_LIST_LIMIT (decision 1501). */
export interface ListPage {
  pageSize: number;
  offset: number;
}

/** The filters each list honours (the others are ignored, decision 1501). */
export const LIST_COLUMNS = {
  tarifas: {
    operator: true,
    segment: true,
    category: true,
    paymentType: true,
    isActive: true,
    search: 'name',
  },
  sva: { operator: true, segment: true, isActive: true, search: 'name' },
  adicionales: { operator: true, segment: true, isActive: true, search: 'name' },
  promociones: { operator: true, isActive: true, search: 'name' },
  terminales: { operator: true, isActive: true, search: 'name' },
} as const satisfies Record<string, FilterColumns>;

export type ConfiguratorList = keyof typeof LIST_COLUMNS;

const fixedInfo = sql`(select json_build_object(
    'type', f.type, 'owners', f.owners,
    'upload_speed', json_build_object('unit', f.upload_speed_unit, 'amount', coalesce(f.upload_speed_amount, 0)::float8),
    'download_speed', json_build_object('unit', f.download_speed_unit, 'amount', coalesce(f.download_speed_amount, 0)::float8),
    'voice_to_fixed', f.voice_to_fixed, 'voice_to_mobile', f.voice_to_mobile)
  from tariff_fixed_line_info f where f.tariff_id = t.id)`;

/**
 * "Foreign minutes only when non-zero": the key is left out when there are none (json, not
 * jsonb and `||`: building jsonb costs more per row).
 */
const mobileData = sql`'mobile_line_data', json_build_object('unit', m.data_unit, 'amount', m.data_amount::float8),
    'mobile_line_voice', json_build_object('unit', m.voice_unit, 'amount', m.voice_minutes)`;
const mobileInfo = sql`(select case when coalesce(m.voice_to_foreign, 0) > 0
      then json_build_object(${mobileData}, 'voice_to_foreign', m.voice_to_foreign)
      else json_build_object(${mobileData}) end
  from tariff_mobile_line_info m where m.tariff_id = t.id)`;

const pageOf = (page: ListPage) => sql`limit ${page.pageSize} offset ${page.offset}`;

/** Tariffs with their line data and links, by name (spec sections 5 and 7). */
export function tariffListSql(f: CatalogueFilter, page: ListPage): SQL {
  return sql`
    select t.id::int as id, t.name, t.category, t.color, t.commercial_enrichment::text as commercial_enrichment,
      t.description_file_path as description_file, t.payment_type,
      ${priceInForceSql('tariff', 't')} as price_value, ${nextPriceSql('tariff', 't')} as next_price,
      t.is_active, t.operator, t.segment,
      ${linkedIds('tariff_promotions', 'tariff_id', 'promotion_id', sql`t.id`)} as promotions,
      ${linkedIds('tariff_additional_lines', 'tariff_id', 'additional_line_id', sql`t.id`)} as additional_lines,
      ${linkedIds('tariff_svas', 'tariff_id', 'sva_id', sql`t.id`)} as svas,
      ${fixedInfo} as fixed_line_info, ${mobileInfo} as mobile_line_info,
      ${iso(sql`t.created_at`)} as created_on, ${iso(sql`t.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from tariffs t
    where ${filterSql('t', f, LIST_COLUMNS.tarifas)}
    order by t.name, t.id ${pageOf(page)}`;
}

export function svaListSql(f: CatalogueFilter, page: ListPage): SQL {
  return sql`
    select s.id::int as id, s.name, ${priceInForceSql('sva', 's')} as price_value,
      ${nextPriceSql('sva', 's')} as next_price, s.image_path as image, s.more_info, s.permanence,
      s.is_active, s.operator, s.segment,
      ${linkedIds('sva_promotions', 'sva_id', 'promotion_id', sql`s.id`)} as promotions,
      ${iso(sql`s.created_at`)} as created_on, ${iso(sql`s.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from svas s
    where ${filterSql('s', f, LIST_COLUMNS.sva)}
    order by s.name, s.id ${pageOf(page)}`;
}

export function additionalLineListSql(f: CatalogueFilter, page: ListPage): SQL {
  return sql`
    select a.id::int as id, a.max_number, a.name,
      ${linkedIds('additional_line_promotions', 'additional_line_id', 'promotion_id', sql`a.id`)} as promotions,
      a.operator, a.segment, a.is_active, a.price_value::text as price_value,
      json_build_object(
        'price', json_build_object('base_fee', ${priceInForceSql('additional_line', 'a')}),
        'mobile_line_data', json_build_object('unit', a.data_unit, 'amount', a.data_amount::float8),
        'mobile_line_voice', json_build_object('unit', a.voice_unit, 'amount', a.voice_minutes)) as mobile_line_info,
      ${nextPriceSql('additional_line', 'a')} as next_price,
      ${iso(sql`a.created_at`)} as created_on, ${iso(sql`a.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from additional_lines a
    where ${filterSql('a', f, LIST_COLUMNS.adicionales)}
    order by a.name, a.id ${pageOf(page)}`;
}

export function promotionListSql(f: CatalogueFilter, page: ListPage): SQL {
  return sql`
    select p.id::int as id, p.name, p.is_active, p.duration, p.duration_unit, p.amount::text as amount,
      p.amount_unit, p.priority_order, p.operator,
      ${linkedIds('tariff_promotions', 'promotion_id', 'tariff_id', sql`p.id`)} as tariffs,
      ${iso(sql`p.created_at`)} as created_on, ${iso(sql`p.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from promotions p
    where ${filterSql('p', f, LIST_COLUMNS.promociones)}
    order by p.priority_order, p.name, p.id ${pageOf(page)}`;
}

export function deviceListSql(f: CatalogueFilter, page: ListPage): SQL {
  return sql`
    select d.id::int as id, d.name, d.brand, d.description, d.page_url, d.insurance_id::int as seguro,
      ${priceInForceSql('device', 'd')} as price, ${nextPriceSql('device', 'd')} as next_price,
      d.devices, d.is_active, d.operator,
      ${iso(sql`d.created_at`)} as created_on, ${iso(sql`d.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from devices d
    where ${filterSql('d', f, LIST_COLUMNS.terminales)}
    order by d.brand, d.name, d.id ${pageOf(page)}`;
}

export const CONFIGURATOR_LIST_SQL: Record<
  ConfiguratorList,
  (f: CatalogueFilter, page: ListPage) => SQL
> = {
  tarifas: tariffListSql,
  sva: svaListSql,
  adicionales: additionalLineListSql,
  promociones: promotionListSql,
  terminales: deviceListSql,
};

/**
 * What the lists' answers depend on besides the query (decision 1508): the tenant's catalogue
 * version, and the next instant a scheduled price comes into force (µs since the epoch), after
 * which the price in force and the next price of some item change without any write.
 * Row-level security keeps both to the caller's tenant.
 */
export const CATALOGUE_STATE_SQL = sql`select
    (select v.version::text from catalogue_versions v) as version,
    (select (extract(epoch from min(h.valid_from)) * 1000000)::bigint::text from price_history h
      where h.is_active and h.valid_from > now()) as next_change`;

export interface CatalogueState {
  version: string | null;
  next_change: string | null;
}
