import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccessApi, ROLE, type ApiAccessRule } from '@kiwi/domain';
import {
  openTenantTransaction,
  withTenant,
  type KiwiTx,
  type TenantActor,
  type TenantSql,
  type TenantTransaction,
} from '@kiwi/db';
import { DETAIL, HttpError, forbidden, unauthorized } from '../../lib/http-errors';
import { createMaintenanceSwitch, type MaintenanceSwitch } from '../../lib/maintenance';
import { toAuthContext, type AuthContext } from './auth-context';
import { selectSessionAccount } from './subject.queries';

export type { AuthContext } from './auth-context';

/** What every service function receives: the tenant-scoped transaction and the caller. */
export interface ServiceContext {
  tx: KiwiTx;
  auth: AuthContext;
}

/**
 * `exempt`: answers during maintenance (login, the status call).
 * `handler`: the handler decides (token refresh/revoke let SuperAdmin tokens through).
 */
export type MaintenancePolicy = 'exempt' | 'handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: ApiAccessRule;
    maintenance?: MaintenancePolicy;
    /**
     * `false` for routes that stream large uploads: the caller is loaded in a short
     * transaction and each `withTenant` call opens its own, so no pooled connection
     * waits on a slow client.
     */
    requestTransaction?: boolean;
    /**
     * A read sent in the guard's opening write, right behind the caller's lookup (no round
     * trip of its own; decision 1508): what a route decides on before anything else (the
     * catalogue lists' version, to answer 304; the customer list's first statements, decision
     * 1115). Its answer is `request.prefetched`, there only once the caller has passed the
     * guard. `claimed` is what the signed token says of the caller, not yet checked against
     * the account: a prefetch that depends on it must be checked by the handler against
     * `request.auth` (the account may have been demoted since the token was issued).
     */
    prefetch?: (
      sql: TenantSql,
      claimed: ClaimedCaller,
      request: FastifyRequest,
    ) => PromiseLike<unknown>;
  }
  interface FastifyInstance {
    maintenance: MaintenanceSwitch;
    /** Every /api route with its declared rule (walked by the access tests). */
    apiRoutes: ApiRouteEntry[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The request's tenant transaction, opened by the guard and ended by the response hooks. */
    requestTx: TenantTransaction | null;
    /** The answer of the route's `config.prefetch` (null without one). */
    prefetched: unknown;
    /**
     * Runs `fn` in the request's transaction, bound to the caller's tenant (RLS):
     * committed when the answer is 2xx/3xx, rolled back otherwise.
     */
    withTenant<T>(fn: (ctx: ServiceContext) => Promise<T>): Promise<T>;
  }
}

/** The caller as the access token names it (signed, unexpired; its account not yet read). */
export interface ClaimedCaller {
  accountId: number;
  tenantId: number;
  roleId: number;
}

export interface ApiRouteEntry {
  method: string;
  url: string;
  access: ApiAccessRule;
}

export const OPENAPI_PREFIX = '/api/docs';

export const maintenanceError = () => new HttpError(503, DETAIL.maintenance);

/** The caller and `METHOD /route/pattern`, recorded by the record-history trigger. */
function actorOf(request: FastifyRequest, accountId: number): TenantActor {
  return { accountId, route: `${request.method} ${request.routeOptions.url ?? request.url}` };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

async function accessPlugin(app: FastifyInstance, opts: { maintenanceCacheMs: number }) {
  app.decorate('maintenance', createMaintenanceSwitch(app.sql, opts.maintenanceCacheMs));
  app.decorate('apiRoutes', []);
  app.decorateRequest('auth', null);
  app.decorateRequest('requestTx', null);
  app.decorateRequest('prefetched', null);
  app.decorateRequest('withTenant', function <
    T,
  >(this: FastifyRequest, fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
    const auth = this.auth;
    if (!auth) return Promise.reject(unauthorized(DETAIL.notAuthenticated));
    if (this.requestTx) return fn({ tx: this.requestTx.tx, auth });
    return withTenant(
      app.db,
      auth.tenantId,
      (tx) => fn({ tx, auth }),
      actorOf(this, auth.accountId),
    );
  });

  const endTransaction = async (request: FastifyRequest, commit: boolean) => {
    const scope = request.requestTx;
    if (!scope) return;
    request.requestTx = null;
    await scope.finish(commit);
  };
  // Commit before the answer leaves, so a client never sees 200 for a write that is then lost.
  app.addHook('onSend', async (request, reply) => {
    await endTransaction(request, reply.statusCode < 400);
  });
  // Whatever else happened (aborted request, time-out), give the connection back.
  app.addHook('onResponse', async (request) => endTransaction(request, false));
  app.addHook('onRequestAbort', async (request) => endTransaction(request, false));

  // Every API route must say who may call it; a route without a rule never starts.
  // The OpenAPI document and its UI (/api/docs) are public by nature.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith(OPENAPI_PREFIX)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`La ruta ${String(route.method)} ${route.url} no declara su regla de acceso`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  /**
   * Verifies the token, then opens the request's tenant transaction with the caller's lookup
   * in the same write as BEGIN and the settings (one round trip), and keeps it for the handler
   * (decisions 0005, 0601). Nothing is cached: a blocked or demoted account is refused on its
   * very next call.
   */
  const authenticate = async (
    request: FastifyRequest,
  ): Promise<{ auth: AuthContext; prefetched: unknown }> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(DETAIL.notAuthenticated);
    const claims = app.tokens.verifyAccess(token);
    const accountId = Number(claims.sub);
    const config = request.routeOptions.config;
    const { transaction, first } = await openTenantTransaction(
      app.db,
      claims.tid,
      actorOf(request, accountId),
      (sql) =>
        Promise.all([
          selectSessionAccount(sql, accountId),
          config.prefetch?.(sql, { accountId, tenantId: claims.tid, roleId: claims.rol }, request),
        ]),
    );
    if (config.requestTransaction === false) await transaction.finish(false);
    else request.requestTx = transaction;
    try {
      const [rows, prefetched] = first;
      const auth = toAuthContext(rows[0]);
      if (auth.tenantId !== claims.tid) throw unauthorized();
      return { auth, prefetched };
    } catch (err) {
      await endTransaction(request, false);
      throw err;
    }
  };

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const rule = config?.access;
    if (!rule) return;
    const policy = config.maintenance;
    const inMaintenance = policy === undefined && (await app.maintenance.isActive());

    if (rule.kind === 'public') {
      if (inMaintenance) throw maintenanceError();
      return;
    }
    let caller: Awaited<ReturnType<typeof authenticate>>;
    try {
      caller = await authenticate(request);
    } catch (err) {
      if (inMaintenance) throw maintenanceError();
      throw err;
    }
    const { auth } = caller;
    if (inMaintenance && auth.roleId !== ROLE.SuperAdmin) throw maintenanceError();
    if (!canAccessApi(rule, auth)) throw forbidden();
    request.auth = auth;
    request.prefetched = caller.prefetched ?? null;
  });
}

export default fp(accessPlugin, { name: 'kiwi-access', dependencies: ['kiwi-db', 'kiwi-auth'] });

/** The caller of a non-public route (set by the guard before any handler runs). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(DETAIL.notAuthenticated);
  return request.auth;
}
