import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import postgres from 'postgres';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('every API route declares its access rule', () => {
  it('the built app lists a rule for each /api route', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(8);
    for (const route of t.app.apiRoutes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      expect(['public', 'authenticated', 'role']).toContain(route.access.kind);
    }
  });

  it('registering an /api route without a rule fails at start-up', async () => {
    const { default: accessPlugin } = await import('../src/plugins/access');
    const app = Fastify();
    app.decorate('sql', postgres('postgres://127.0.0.1:1/none', { max: 1 }));
    app.decorate('db', {} as never);
    app.decorate('tokens', {} as never);
    await app.register(
      (await import('fastify-plugin')).default(async () => {}, { name: 'kiwi-db' }),
    );
    await app.register(
      (await import('fastify-plugin')).default(async () => {}, { name: 'kiwi-auth' }),
    );
    await app.register(accessPlugin, { maintenanceCacheMs: 0 });
    expect(() => app.get('/api/sin-regla/', async () => ({}))).toThrow(
      /no declara su regla de acceso/,
    );
    await app.sql.end();
  });
});

describe('HTTP conventions', () => {
  it('answers paths with and without the trailing slash', async () => {
    const headers = await t.authHeader('admin');
    for (const url of ['/api/cuentas/detalle/', '/api/cuentas/detalle']) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
    }
  });

  it('answers an unknown API path with a JSON 404 in DRF shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No encontrado.' });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('reports liveness and readiness (database and Redis reachable)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: true, redis: true });
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/token/']?.post?.requestBody).toBeDefined();
  });
});

describe('database role of the API', () => {
  it('connects as kiwi_app: not superuser, no BYPASSRLS, owns no table', async () => {
    const [role] = await t.app.sql<
      { user: string; superuser: boolean; bypass: boolean; owned: number }[]
    >`
      select current_user as user, r.rolsuper as superuser, r.rolbypassrls as bypass,
        (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
      from pg_roles r where r.rolname = current_user`;
    expect(role).toEqual({ user: 'kiwi_app', superuser: false, bypass: false, owned: 0 });
  });

  it('sees no tenant rows without app.tenant_id', async () => {
    const [row] = await t.app.sql<{ n: number }[]>`select count(*)::int as n from accounts`;
    expect(row?.n).toBe(0);
  });
});

describe('one transaction per request', () => {
  it('releases its database connection whatever the answer (pool of 2, 40 mixed requests)', async () => {
    const small = await createTestApp({ DATABASE_POOL_MAX: '2' });
    try {
      const comercial = await small.authHeader('comercial');
      const otra = await small.authHeader('otraEmpleado');
      const today = new Date().toISOString().slice(0, 10);
      const calls = [
        {
          headers: comercial,
          url: `/api/clientes/agendados/?range[]=${today}&range[]=${today}`,
          status: 200,
        },
        {
          headers: otra,
          url: `/api/clientes/agendados/?range[]=${today}&range[]=${today}`,
          status: 403,
        },
        { headers: comercial, url: '/api/clientes/agendados/?range[]=nada', status: 400 },
        { headers: { authorization: 'Bearer x.y.z' }, url: '/api/cuentas/detalle/', status: 401 },
        {
          headers: comercial,
          url: '/api/utils/task-status/00000000-0000-4000-8000-000000000000/',
          status: 404,
        },
      ];
      for (let i = 0; i < 40; i++) {
        const call = calls[i % calls.length]!;
        const res = await small.app.inject({ method: 'GET', url: call.url, headers: call.headers });
        expect(res.statusCode, call.url).toBe(call.status);
      }
    } finally {
      await small.close();
    }
  });
});
