import { sql, type SQL } from 'drizzle-orm';
import type { PricedContentType } from '@kiwi/domain';

/**
 * SQL fragments of the offer catalogue (decisions 1504, 1505), shared by the API and the
 * catalogue benchmark: filters, links as id arrays, and the effective-dated prices.
 */

/** Table and price column of each priced object (constants: never user input). */
export const PRICED_TABLES: Record<
  PricedContentType,
  { table: string; column: string; decimals: number }
> = {
  tariff: { table: 'tariffs', column: 'price_value', decimals: 2 },
  additional_line: { table: 'additional_lines', column: 'base_fee', decimals: 4 },
  sva: { table: 'svas', column: 'price_value', decimals: 2 },
  promotion: { table: 'promotions', column: 'amount', decimals: 2 },
  insurance: { table: 'insurances', column: 'price', decimals: 2 },
  device: { table: 'devices', column: 'price', decimals: 2 },
  instalment: { table: 'instalments', column: 'month_price', decimals: 2 },
};

/**
 * The price of `<alias>` in force at `at` (decision 1504: the latest active history row not
 * after it, else the object's own column), rounded to the object's decimals, as text (a
 * scalar subquery for a select list).
 */
export function priceInForceSql(type: PricedContentType, alias: string, at: SQL = sql`now()`): SQL {
  const { column, decimals } = PRICED_TABLES[type];
  return sql`round(coalesce((select h.price from price_history h
      where h.content_type = ${type} and h.object_id = ${sql.identifier(alias)}.id
        and h.is_active and h.valid_from <= ${at}
      order by h.valid_from desc, h.id desc limit 1), ${sql.identifier(alias)}.${sql.identifier(column)}), ${sql.raw(String(decimals))})::text`;
}

/** The next scheduled change of `<alias>` as json {price, valid_from}, or null. */
export function nextPriceSql(type: PricedContentType, alias: string): SQL {
  const { decimals } = PRICED_TABLES[type];
  return sql`(select json_build_object('price', round(h.price, ${sql.raw(String(decimals))})::text, 'valid_from', h.valid_from)
      from price_history h
      where h.content_type = ${type} and h.object_id = ${sql.identifier(alias)}.id
        and h.is_active and h.valid_from > now()
      order by h.valid_from, h.id limit 1)`;
}

/** Conditions joined with AND (true when none). */
export const allOf = (conditions: readonly SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join([...conditions], sql` and `);

/**
 * Ids of a link table for one owner, ascending, as an int array ('{}' when none). `array(select
 * … order by)` reads them in the link's primary-key order: no aggregate and no sort per row
 * (about half the cost of `array_agg(… order by …)` on the lists).
 */
export const linkedIds = (
  table: string,
  ownerColumn: string,
  otherColumn: string,
  ownerRef: SQL,
): SQL => {
  const other = sql`l.${sql.identifier(otherColumn)}`;
  return sql`array(select ${other}::int from ${sql.identifier(table)} l
      where l.${sql.identifier(ownerColumn)} = ${ownerRef} order by ${other})`;
};

/** `%text%` for ILIKE with the wildcards of the user's text escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters a catalogue list honours (spec section 3 "catalogue filter defaults"). */
export interface CatalogueFilter {
  id?: number;
  /** Several items at once (the tariff import reads the tariffs its rows name, decision 1509). */
  ids?: readonly number[];
  operator?: string;
  segment?: string;
  category?: string;
  paymentType?: string;
  isActive?: boolean;
  search?: string;
}

/** The columns a table has among the filterable ones. */
export interface FilterColumns {
  operator?: boolean;
  segment?: boolean;
  category?: boolean;
  paymentType?: boolean;
  isActive?: boolean;
  /** The searched text column ('name' or 'nombre'). */
  search: string;
}

/** Filters compared for equality: filter key, the FilterColumns flag (none: always), column. */
const EQUALITY_FILTERS = [
  ['id', null, 'id'],
  ['operator', 'operator', 'operator'],
  ['segment', 'segment', 'segment'],
  ['category', 'category', 'category'],
  ['paymentType', 'paymentType', 'payment_type'],
  ['isActive', 'isActive', 'is_active'],
] as const satisfies ReadonlyArray<
  readonly [keyof CatalogueFilter, keyof FilterColumns | null, string]
>;

/** The part of `f` a table with `cols` honours: what its answer depends on. */
export function honouredFilter(f: CatalogueFilter, cols: FilterColumns): CatalogueFilter {
  const out: Record<string, unknown> = {};
  for (const [key, flag] of EQUALITY_FILTERS) {
    if (f[key] !== undefined && (flag === null || cols[flag])) out[key] = f[key];
  }
  if (f.ids !== undefined) out['ids'] = f.ids;
  if (f.search !== undefined) out['search'] = f.search;
  return out as CatalogueFilter;
}

/** WHERE conditions of a catalogue list on `<alias>`; filters the table lacks are ignored. */
export function filterSql(alias: string, f: CatalogueFilter, cols: FilterColumns): SQL {
  const a = sql.identifier(alias);
  const honoured = honouredFilter(f, cols);
  const c: SQL[] = [];
  for (const [key, , column] of EQUALITY_FILTERS) {
    const value = honoured[key];
    if (value !== undefined) c.push(sql`${a}.${sql.identifier(column)} = ${value}`);
  }
  if (honoured.ids !== undefined)
    c.push(sql`${a}.id = any(${sql.param([...honoured.ids])}::bigint[])`);
  if (honoured.search !== undefined)
    c.push(sql`${a}.${sql.identifier(cols.search)} ilike ${likePattern(honoured.search)}`);
  return allOf(c);
}
