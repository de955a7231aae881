import { sql, type SQL } from 'drizzle-orm';
import { catalogueScope, type TCatalogueQuery } from '@kiwi/domain';
import { likePattern } from './paging';
import { allOf } from './sql-fragments';

/** The filters a catalogue list honours (spec section 3 "catalogue filter defaults"). */
export interface CatalogueFilter {
  id?: number;
  operator?: string;
  segment?: string;
  category?: string;
  paymentType?: string;
  isActive?: boolean;
  search?: string;
}

/** The query's filters, with the DBL rule applied once (decision 1501). */
export function filterFromQuery(
  query: Partial<
    Pick<
      TCatalogueQuery,
      'operator' | 'segment' | 'category' | 'payment_type' | 'is_active' | 'search'
    >
  >,
  kind: 'offer_items' | 'devices' = 'offer_items',
): CatalogueFilter {
  return {
    ...catalogueScope(kind, query),
    ...(query.category ? { category: query.category } : {}),
    ...(query.payment_type ? { paymentType: query.payment_type } : {}),
    ...(query.is_active !== undefined ? { isActive: query.is_active } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}

/** The columns a table has among the filterable ones. */
export interface FilterColumns {
  operator?: boolean;
  segment?: boolean;
  isActive?: boolean;
  /** The searched text column ('name' or 'nombre'). */
  search: string;
}

/** WHERE conditions of a catalogue list on `<alias>`; filters the table lacks are ignored. */
export function filterSql(alias: string, f: CatalogueFilter, cols: FilterColumns): SQL {
  const a = sql.identifier(alias);
  const c: SQL[] = [];
  if (f.id !== undefined) c.push(sql`${a}.id = ${f.id}`);
  if (cols.operator && f.operator !== undefined) c.push(sql`${a}.operator = ${f.operator}`);
  if (cols.segment && f.segment !== undefined) c.push(sql`${a}.segment = ${f.segment}`);
  if (cols.isActive && f.isActive !== undefined) c.push(sql`${a}.is_active = ${f.isActive}`);
  if (f.search !== undefined)
    c.push(sql`${a}.${sql.identifier(cols.search)} ilike ${likePattern(f.search)}`);
  return allOf(c);
}

export const ONE_ROW = { page: 1, pageSize: 1, offset: 0 };
