import type { FastifyRequest } from 'fastify';
import type { TCustomerListResponse, TCustomerQuery } from '@kiwi/domain';
import {
  CUSTOMER_PAGE_SIZE,
  ZCustomerQuerySchema,
  isRoleId,
  parseCustomerOrdering,
  ROLE,
} from '@kiwi/domain';
import type { TenantSql } from '@kiwi/db';
import {
  customerWhere,
  isTextSearch,
  startCustomerListPage,
  type CustomerPageRead,
  type CustomerPageStart,
  type ListViewer,
} from '@kiwi/db/queries';
import { DETAIL, HttpError } from '../../../lib/http-errors';
import { parseAhead } from '../../../lib/parse-once';
import { sqlRunner } from '../../../lib/tenant-run';
import type { ClaimedCaller, ServiceContext } from '../../../plugins/access';
import { toListRow } from './customer-rows';
import { selectCustomerListPage } from './list.queries';
import { viewerOf } from './visibility';

/** The filters alone, without paging and ordering. */
export function filtersOf(query: TCustomerQuery) {
  const { page: _page, itemsPerPage: _ipp, page_size: _ps, ordering: _o, ...filters } = query;
  return filters;
}

/** What one page reads: its conditions (filters + visibility), order and window. */
function pageRead(query: TCustomerQuery, viewer: ListViewer): CustomerPageRead {
  const limit = query.itemsPerPage ?? query.page_size ?? CUSTOMER_PAGE_SIZE.default;
  const filters = filtersOf(query);
  return {
    where: customerWhere(filters, viewer),
    sort: parseCustomerOrdering(query.ordering)!,
    page: { limit, offset: (query.page - 1) * limit },
    textSearch: isTextSearch(filters),
  };
}

/** The first write of a page read by the guard, for the viewer the token named. */
export interface PrefetchedCustomerPage {
  viewer: ListViewer;
  start: CustomerPageStart;
}

/**
 * The guard's prefetch of the list (decision 1115): the page's first statements go in the
 * same write as BEGIN and the caller's lookup, for the visibility of the role the token names.
 * `listCustomers` uses them only when the account read by the guard gives the same visibility
 * (a demoted manager, an isAdmin-flagged comercial: read again). A query the route's schema
 * refuses is not read: the 400 comes from the validation, as without a prefetch.
 */
export function prefetchCustomerPage(
  sql: TenantSql,
  claimed: ClaimedCaller,
  request: FastifyRequest,
): PromiseLike<PrefetchedCustomerPage | undefined> {
  const query = parseAhead(ZCustomerQuerySchema, request.query);
  if (!query) return Promise.resolve(undefined);
  const roleId = isRoleId(claimed.roleId) ? claimed.roleId : ROLE.Comercial;
  const viewer = viewerOf({ roleId, isAdmin: false, accountId: claimed.accountId });
  return startCustomerListPage(sqlRunner(sql), pageRead(query, viewer)).then((start) => ({
    viewer,
    start,
  }));
}

/** GET /api/clientes/entradas/: one page of the customers the caller may see. */
export async function listCustomers(
  ctx: ServiceContext,
  query: TCustomerQuery,
  prefetched?: PrefetchedCustomerPage | null,
): Promise<TCustomerListResponse> {
  const viewer = viewerOf(ctx.auth);
  const start = prefetched?.viewer.ownAccountId === viewer.ownAccountId ? prefetched.start : null;
  const result = await selectCustomerListPage(ctx.tx, pageRead(query, viewer), start);
  if (result.rows.length === 0 && query.page > 1) throw new HttpError(404, DETAIL.invalidPage);
  return {
    results: result.rows.map(toListRow),
    count: result.count,
    current: query.page,
    count_estimated: result.estimated,
  };
}
