import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpciones } from '@kiwi/domain';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/utils/opciones/', () => {
  it('serves the option lists of @kiwi/domain to any logged-in user of any tenant', async () => {
    for (const user of ['comercial', 'otraEmpleado'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/utils/opciones/',
        headers: await t.authHeader(user),
      });
      expect(res.statusCode, user).toBe(200);
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(buildOpciones())));
    }
  });

  it('includes the VAT locations with their percentages, with Península among them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/utils/opciones/',
      headers: await t.authHeader('comercial'),
    });
    const text = JSON.stringify(res.json());
    for (const location of ['Península', 'Canarias', 'Ceuta', 'Melilla'])
      expect(text).toContain(location);
    for (const status of ['Pendiente', 'Presentada', 'Rechazada', 'Activada', 'Cancelada'])
      expect(text).toContain(status);
  });

  it('is 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/utils/opciones/' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/utils/model-query/', () => {
  it('lists the caller tenant’s database origins (model=origenBBDD)', async () => {
    const demo = await t.app.inject({
      method: 'GET',
      url: '/api/utils/model-query/?model=origenBBDD',
      headers: await t.authHeader('comercial'),
    });
    expect(demo.statusCode).toBe(200);
    const rows = demo.json<{ id: number; nombre: string; timestamp: string }[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      nombre: expect.any(String),
      timestamp: expect.any(String),
    });

    const otra = await t.app.inject({
      method: 'GET',
      url: '/api/utils/model-query/?model=origenBBDD',
      headers: await t.authHeader('otraAdmin'),
    });
    const otraIds = new Set(otra.json<{ id: number }[]>().map((r) => r.id));
    for (const row of rows) expect(otraIds.has(row.id)).toBe(false);
  });

  it('refuses an unsupported model with a Spanish 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/utils/model-query/?model=accounts',
      headers: await t.authHeader('admin'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ model: ['Modelo no soportado.'] });
  });
});
