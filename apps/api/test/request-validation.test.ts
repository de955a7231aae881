import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Walks every /api route that takes a body: malformed JSON, unknown fields and
 * wrong types answer 400 with a detail or field errors — never 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bodyRoutes = () =>
  t.app.apiRoutes.filter(
    (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.url.includes(':'),
  );

describe('request bodies', () => {
  it('there are body routes to walk', () => {
    expect(bodyRoutes().length).toBeGreaterThanOrEqual(4);
  });

  it('malformed JSON is 400 (or 415 where a file upload is expected), never 500', async () => {
    const headers = { ...(await t.authHeader('superadmin')), 'content-type': 'application/json' };
    for (const route of bodyRoutes()) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers,
        payload: '{"a": ',
      });
      expect([400, 415], `${route.method} ${route.url}`).toContain(res.statusCode);
      expect(res.json(), route.url).toHaveProperty('detail');
    }
  });

  it('unknown fields and wrong types are 400 with Spanish field errors', async () => {
    const headers = await t.authHeader('superadmin');
    for (const route of bodyRoutes()) {
      for (const payload of [
        { campo_que_no_existe: 1 },
        { username: 1, refresh: 2, maintenance: 'sí' },
      ]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers,
          payload,
        });
        expect([400, 415], `${route.method} ${route.url} ${JSON.stringify(payload)}`).toContain(
          res.statusCode,
        );
        if (res.statusCode === 400) {
          const body = res.json<Record<string, unknown>>();
          expect(Object.keys(body).length, route.url).toBeGreaterThan(0);
          for (const messages of Object.values(body)) {
            const list = Array.isArray(messages) ? messages : [messages];
            for (const m of list) expect(typeof m, route.url).toBe('string');
          }
        }
      }
    }
  });

  it('names the offending field for a wrong type', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/distribuidores/maintenance-status/',
      headers: await t.authHeader('superadmin'),
      payload: { maintenance: 'sí' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ maintenance: [expect.stringMatching(/\S/)] });
  });
});

describe('text PostgreSQL cannot store', () => {
  it('a NUL character in a customer field is 400 in Spanish, and nothing is written', async () => {
    const headers = await t.authHeader('admin');
    const nombre = `Cliente con nulo ${Date.now()}\u0000`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clientes/entradas/',
      headers,
      payload: { nombre, telefonosContacto: ['612345678'] },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/no válid/);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/clientes/entradas/?search=${encodeURIComponent('Cliente con nulo')}`,
      headers,
    });
    expect(list.json<{ count: number }>().count).toBe(0);
  });
});
