import type { TCatalogueQuery, TDeviceQuery } from '@kiwi/domain';
import {
  honouredFilter,
  LIST_COLUMNS,
  type CatalogueFilter,
  type ConfiguratorList,
} from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';
import { filterFromQuery } from './list-filter';
import { cataloguePaging } from './paging';

/** What one of the configurator's lists answers: the filters its table honours, and the page. */
export interface ListInput {
  filter: CatalogueFilter;
  paging: Paging;
}

/**
 * The input of a list from its query (DBL rule applied, filters the table lacks dropped), so
 * that two queries with the same answer have the same input (the lists' cache key).
 */
export function listInput(
  list: ConfiguratorList,
  query: TCatalogueQuery | TDeviceQuery,
  defaultPageSize: number,
): ListInput {
  const kind = list === 'terminales' ? 'devices' : 'offer_items';
  return {
    filter: honouredFilter(filterFromQuery(query, kind), LIST_COLUMNS[list]),
    paging: cataloguePaging(query, defaultPageSize),
  };
}
