import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TenantSql } from '@kiwi/db';
import {
  CATALOGUE_STATE_SQL,
  CONFIGURATOR_LIST_SQL,
  renderSql,
  templateOf,
  type CatalogueState,
  type ConfiguratorList,
} from '@kiwi/db/queries';
import { authOf, type ServiceContext } from '../../../../plugins/access';
import { listInput } from '../list-input';
import type { ListRead } from '../list-read';
import type { ListBodyCache } from './body-cache';
import { ifNoneMatchHas, listEtag } from './etag';

/** One of the five lists the offer configurator reads, served with ETag and cache (decision 1508). */
export interface ConfiguratorListRoute {
  list: ConfiguratorList;
  /** The list's page size without `default=1` (spec section 9). */
  pageSize: number;
  cache: ListBodyCache;
}

const [STATE_STRINGS] = templateOf(CATALOGUE_STATE_SQL);
const NO_STATE: CatalogueState = { version: null, next_change: null };

/**
 * The guard's prefetch (`config.prefetch`) of these lists: the tenant's catalogue version and
 * next scheduled price change, read in the request's tenant transaction (row-level security),
 * in the same write as BEGIN and the caller's lookup.
 */
export const readCatalogueState = (sql: TenantSql): PromiseLike<CatalogueState> =>
  sql<CatalogueState[]>(STATE_STRINGS).then((rows) => rows[0] ?? NO_STATE);

/** The answer when If-None-Match names the current ETag (OpenAPI). */
export const notModifiedSchema = z
  .null()
  .describe('Sin cambios: el ETag enviado en If-None-Match sigue siendo el actual');

/**
 * What the answer's form depends on in the code: the list's statement (rendered for a query
 * with every filter) and its response schema. Part of the ETag, so a deploy that changes
 * either never leaves a browser on a cached answer of the old form.
 */
function listShape(list: ConfiguratorList, response: z.ZodType): string {
  const probe = CONFIGURATOR_LIST_SQL[list](
    {
      id: 1,
      operator: 'o',
      segment: 's',
      category: 'c',
      paymentType: 'p',
      isActive: true,
      search: 'q',
    },
    { pageSize: 1, offset: 0 },
  );
  return createHash('sha1')
    .update(`${list}\n${renderSql(probe).text}\n${schemaText(response)}`)
    .digest('base64url');
}

function schemaText(schema: z.ZodType): string {
  try {
    return JSON.stringify(z.toJSONSchema(schema, { io: 'output' }));
  } catch {
    return ''; // a schema JSON Schema cannot express: the SQL still names the shape
  }
}

type ListFn<Q> = (ctx: ServiceContext, query: Q, read?: ListRead) => Promise<unknown>;

/**
 * GET of a configurator list. The caller has passed the guard (blocked accounts, roles and
 * groups are checked on every call, 304 included); the catalogue state came with the guard's
 * opening write. Same ETag as the client's → 304, nothing else read. Else the serialised
 * answer from the cache, or the list read (its statement carries the COMMIT), serialised by
 * the route's schema and kept.
 */
export function configuratorListHandler<Q>(
  route: ConfiguratorListRoute,
  list: ListFn<Q>,
  response: z.ZodType,
) {
  const shape = listShape(route.list, response);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { tenantId } = authOf(request);
    const state = request.prefetched as CatalogueState | null;
    if (!state) throw new Error(`${request.url}: la ruta no lee el estado del catálogo`);
    const query = request.query as Q;
    const etag = listEtag({
      tenantId,
      state,
      shape,
      input: JSON.stringify(listInput(route.list, query as never, route.pageSize)),
    });
    void reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const key = `${tenantId}:${etag}`;
    let body = route.cache.get(key);
    if (!body) {
      const page = await request.withTenant((ctx) => list(ctx, query, { last: true }));
      body = Buffer.from(reply.serialize(page) as string);
      route.cache.set(key, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
