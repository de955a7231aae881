import type { TCustomerListResponse, TCustomerQuery } from '@kiwi/domain';
import { CUSTOMER_PAGE_SIZE, parseCustomerOrdering } from '@kiwi/domain';
import { DETAIL, HttpError } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { toListRow } from './customer-rows';
import { customerWhere } from '@kiwi/db/queries';
import { selectCustomerListPage } from './list.queries';
import { viewerOf } from './visibility';

/** The filters alone, without paging and ordering. */
export function filtersOf(query: TCustomerQuery) {
  const { page: _page, itemsPerPage: _ipp, page_size: _ps, ordering: _o, ...filters } = query;
  return filters;
}

/** GET /api/clientes/entradas/: one page of the customers the caller may see. */
export async function listCustomers(
  ctx: ServiceContext,
  query: TCustomerQuery,
): Promise<TCustomerListResponse> {
  const pageSize = query.itemsPerPage ?? query.page_size ?? CUSTOMER_PAGE_SIZE.default;
  const offset = (query.page - 1) * pageSize;
  const sort = parseCustomerOrdering(query.ordering)!;
  const where = customerWhere(filtersOf(query), viewerOf(ctx.auth));
  const page = await selectCustomerListPage(ctx.tx, where, sort, { limit: pageSize, offset });
  if (page.rows.length === 0 && query.page > 1) throw new HttpError(404, DETAIL.invalidPage);
  return {
    results: page.rows.map(toListRow),
    count: page.count,
    current: query.page,
    count_estimated: page.estimated,
  };
}
