import type { TCustomerListResponse, TCustomerQuery } from '@kiwi/domain';
import { CUSTOMER_PAGE_SIZE, parseCustomerOrdering } from '@kiwi/domain';
import { DETAIL, HttpError } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { toListRow } from './customer-rows';
import { customerWhere } from './list-filters.queries';
import { countCustomersUpTo, estimateCustomers, selectCustomerPage } from './list.queries';
import { viewerOf } from './visibility';

/**
 * Matches are counted exactly up to this many; beyond, the answer carries the planner's
 * estimate and `count_estimated: true` (decision 1103).
 */
export const EXACT_COUNT_CAP = 10_000;

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
  // Pipelined on the request's connection: one round trip for both.
  const [rows, counted] = await Promise.all([
    selectCustomerPage(ctx.tx, where, sort, { limit: pageSize, offset }),
    countCustomersUpTo(ctx.tx, where, EXACT_COUNT_CAP),
  ]);
  if (rows.length === 0 && query.page > 1) throw new HttpError(404, DETAIL.invalidPage);
  let count = counted;
  let estimated = false;
  if (counted > EXACT_COUNT_CAP) {
    const planner = await estimateCustomers(ctx.tx, where);
    count = Math.max(planner, EXACT_COUNT_CAP + 1, offset + rows.length);
    estimated = true;
  }
  return {
    results: rows.map(toListRow),
    count,
    current: query.page,
    count_estimated: estimated,
  };
}
