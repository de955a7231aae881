import { catalogueScope, type TCatalogueQuery } from '@kiwi/domain';
import type { CatalogueFilter } from '@kiwi/db/queries';

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

export const ONE_ROW = { page: 1, pageSize: 1, offset: 0 };
