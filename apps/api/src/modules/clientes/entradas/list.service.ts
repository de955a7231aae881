import type { TCustomerListResponse, TCustomerQuery } from '@kiwi/domain';
import { CUSTOMER_PAGE_SIZE, parseCustomerOrdering } from '@kiwi/domain';
import { DETAIL, HttpError } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { toListRow } from './customer-rows';
import { customerWhere } from '@kiwi/db/queries';
import { countCustomersWithin, estimateCustomers, selectCustomerPage } from './list.queries';
import { viewerOf } from './visibility';

/**
 * Matches are counted exactly up to this many; beyond, the answer carries the planner's
 * estimate and `count_estimated: true` (decision 1103).
 */
export const EXACT_COUNT_CAP = 10_000;
/** …and within this time (a broad filter on atenciones or offer lines can take seconds). */
export const EXACT_COUNT_BUDGET_MS = 150;

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
  // Pipelined on the request's connection (the count in its own savepoint).
  const [rows, counted] = await Promise.all([
    selectCustomerPage(ctx.tx, where, sort, { limit: pageSize, offset }),
    countCustomersWithin(ctx.tx, where, EXACT_COUNT_CAP, EXACT_COUNT_BUDGET_MS),
  ]);
  if (rows.length === 0 && query.page > 1) throw new HttpError(404, DETAIL.invalidPage);
  let count = counted ?? 0;
  let estimated = false;
  if (counted === null && rows.length < pageSize) {
    // A short page reached the end: the count is known without counting.
    count = offset + rows.length;
  } else if (counted === null || counted > EXACT_COUNT_CAP) {
    const planner = await estimateCustomers(ctx.tx, where);
    // Never below what is known: the rows seen, or the cap when the cap was reached.
    const floor = counted === null ? offset + rows.length : EXACT_COUNT_CAP + 1;
    count = Math.max(planner, floor, offset + rows.length);
    estimated = true;
  }
  return {
    results: rows.map(toListRow),
    count,
    current: query.page,
    count_estimated: estimated,
  };
}
