import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantSqlOf, type TenantSql } from '@kiwi/db';
import { databaseOrigins } from '@kiwi/db/schema';
import { ROLE } from '@kiwi/domain';
import { ANY_USER, atLeast } from '../../lib/access-rules';
import { badRequest } from '../../lib/http-errors';
import { DEMO_USERS, createTestApp, type TestApp } from '../../../test/support/test-app';

interface Settings {
  tenant: string;
  account: string;
  route: string;
}

/** Test-only routes that show what the request's transaction carries and how it ends. */
function probeRoutes(app: FastifyInstance) {
  const settings = (request: FastifyRequest) =>
    request.withTenant(async ({ tx }) => {
      const [row] = await tenantSqlOf(tx)<Settings[]>`
        select current_setting('app.tenant_id', true) as tenant,
               current_setting('app.account_id', true) as account,
               current_setting('app.route', true) as route`;
      return row;
    });
  app.get('/api/probe/settings/:id/', { config: { access: ANY_USER } }, settings);
  app.get(
    '/api/probe/streamed/',
    { config: { access: ANY_USER, requestTransaction: false } },
    settings,
  );
  app.get('/api/probe/managers/', { config: { access: atLeast(ROLE.Manager) } }, async () => ({
    ok: true,
  }));
  // config.prefetch: a read sent with the guard's opening write (decision 1508).
  const prefetch = (sql: TenantSql) =>
    sql<{ tenant: string; started: string }[]>`
      select current_setting('app.tenant_id', true) as tenant, now()::text as started`.then(
      (rows) => rows[0],
    );
  const prefetched = (request: FastifyRequest) =>
    request.withTenant(async ({ tx }) => {
      const [row] = await tenantSqlOf(tx)<{ started: string }[]>`select now()::text as started`;
      return { prefetched: request.prefetched, started: row!.started };
    });
  app.get('/api/probe/prefetch/', { config: { access: ANY_USER, prefetch } }, prefetched);
  app.get(
    '/api/probe/prefetch-managers/',
    { config: { access: atLeast(ROLE.Manager), prefetch } },
    prefetched,
  );
  app.post<{ Body: { nombre: string; refuse?: boolean; swallow?: boolean } }>(
    '/api/probe/origins/',
    { config: { access: ANY_USER } },
    async (request, reply) => {
      const { nombre, refuse, swallow } = request.body;
      await request.withTenant(async ({ tx, auth }) => {
        await tx.insert(databaseOrigins).values({ tenantId: auth.tenantId, nombre });
        if (swallow) {
          // another tenant's row: row-level security refuses it; the handler hides the error
          await tx
            .insert(databaseOrigins)
            .values({ tenantId: auth.tenantId + 1000, nombre })
            .catch(() => undefined);
        }
      });
      if (refuse) throw badRequest({ nombre: ['Rechazado después de escribir.'] });
      return reply.status(201).send({ nombre });
    },
  );
}

let t: TestApp;
let admin: postgres.Sql;
beforeAll(async () => {
  t = await createTestApp({}, probeRoutes);
  admin = postgres(t.adminUrl, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

const accountOf = async (username: string) => {
  const [row] = await admin<{ id: string; tenant: string }[]>`
    select id::text, tenant_id::text as tenant from accounts where username = ${username}`;
  return row!;
};
const originsNamed = async (nombre: string) => {
  const [row] = await admin<{ n: number }[]>`
    select count(*)::int as n from database_origins where nombre = ${nombre}`;
  return row!.n;
};

describe('the request transaction', () => {
  it('carries the tenant, the caller and the route pattern for every statement', async () => {
    const comercial = await accountOf(DEMO_USERS.comercial);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/probe/settings/123/',
      headers: await t.authHeader('comercial'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tenant: comercial.tenant,
      account: comercial.id,
      route: 'GET /api/probe/settings/:id/',
    });
  });

  it('sets them too on routes that open a transaction per call (requestTransaction: false)', async () => {
    const manager = await accountOf(DEMO_USERS.manager);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/probe/streamed/',
      headers: await t.authHeader('manager'),
    });
    expect(res.json()).toEqual({
      tenant: manager.tenant,
      account: manager.id,
      route: 'GET /api/probe/streamed/',
    });
  });

  it('has committed a write when the 201 arrives', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/origins/',
      headers: await t.authHeader('admin'),
      payload: { nombre: 'Feria de Jerez' },
    });
    expect(res.statusCode).toBe(201);
    expect(await originsNamed('Feria de Jerez')).toBe(1);
  });

  it('rolls back a write when the answer is a 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/origins/',
      headers: await t.authHeader('admin'),
      payload: { nombre: 'Feria de Ronda', refuse: true },
    });
    expect(res.statusCode).toBe(400);
    expect(await originsNamed('Feria de Ronda')).toBe(0);
  });

  it('answers 500 and writes nothing when a statement failed, even if the handler hid it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/origins/',
      headers: await t.authHeader('admin'),
      payload: { nombre: 'Feria de Úbeda', swallow: true },
    });
    expect(res.statusCode).toBe(500);
    expect(await originsNamed('Feria de Úbeda')).toBe(0);
  });
});

describe('config.prefetch', () => {
  it('is read in the request’s own transaction, in its tenant, before the handler', async () => {
    const comercial = await accountOf(DEMO_USERS.comercial);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/probe/prefetch/',
      headers: await t.authHeader('comercial'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ prefetched: { tenant: string; started: string }; started: string }>();
    expect(body.prefetched.tenant).toBe(comercial.tenant);
    // now() is the transaction's start: the same instant in both statements.
    expect(body.prefetched.started).toBe(body.started);
  });

  it('never reaches a caller the guard refuses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/probe/prefetch-managers/',
      headers: await t.authHeader('comercial'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('started');
  });
});

describe('the caller is read on every call (nothing cached)', () => {
  it('a demotion made in the database applies to the very next call', async () => {
    const { access } = await t.login('manager');
    const call = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
    try {
      expect((await call('/api/probe/managers/')).statusCode).toBe(200);
      await admin`update accounts set role_id = ${ROLE.Comercial} where username = ${DEMO_USERS.manager}`;
      expect((await call('/api/probe/managers/')).statusCode).toBe(403);
      expect((await call('/api/cuentas/detalle/')).json()).toMatchObject({
        rol: { id: ROLE.Comercial },
      });
    } finally {
      await admin`update accounts set role_id = ${ROLE.Manager} where username = ${DEMO_USERS.manager}`;
    }
  });

  it('an account disabled in the database is refused on its very next call, in a burst too', async () => {
    const { access } = await t.login('comercial');
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/cuentas/detalle/',
        headers: { authorization: `Bearer ${access}` },
      });
    try {
      const warm = await Promise.all(Array.from({ length: 10 }, call));
      expect(warm.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      await admin`update accounts set estado = 'INACTIVO' where username = ${DEMO_USERS.comercial}`;
      const after = await Promise.all(Array.from({ length: 10 }, call));
      expect(after.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    } finally {
      await admin`update accounts set estado = 'ALTA' where username = ${DEMO_USERS.comercial}`;
    }
  });
});
