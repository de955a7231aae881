import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const setMaintenance = async (maintenance: boolean) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/distribuidores/maintenance-status/',
    headers: await t.authHeader('superadmin'),
    payload: { maintenance },
  });
  expect(res.statusCode).toBe(200);
};

describe('GET /api/distribuidores/get-distribuidor-info/', () => {
  it('gives each user the type and name of their own tenant', async () => {
    const demo = await t.app.inject({
      method: 'GET',
      url: '/api/distribuidores/get-distribuidor-info',
      headers: await t.authHeader('comercial'),
    });
    expect(demo.json()).toEqual({ type: 'distributor', name: 'Demo Distribuciones' });
    const otra = await t.app.inject({
      method: 'GET',
      url: '/api/distribuidores/get-distribuidor-info/',
      headers: await t.authHeader('otraEmpleado'),
    });
    expect(otra.statusCode).toBe(200);
    expect(otra.json<{ type: string; name: string }>().name).toBe('Otra Empresa');
    expect(otra.json<{ type: string }>().type).not.toBe('distributor');
  });
});

describe('maintenance mode', () => {
  it('only a SuperAdmin may switch it', async () => {
    for (const user of ['admin', 'manager', 'comercial', 'otraAdmin'] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/distribuidores/maintenance-status/',
        headers: await t.authHeader(user),
        payload: { maintenance: true },
      });
      expect(res.statusCode, user).toBe(403);
    }
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/distribuidores/get-maintenance-status/',
    });
    expect(status.json()).toEqual({ maintenance: false });
  });

  it('while on: 503 for every call but login, the status call and SuperAdmin calls', async () => {
    const adminHeader = await t.authHeader('admin');
    const comercial = await t.login('comercial');
    const superHeader = await t.authHeader('superadmin');
    const superadmin = await t.login('superadmin');
    await setMaintenance(true);
    try {
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/distribuidores/get-maintenance-status/',
      });
      expect(status.json()).toEqual({ maintenance: true });

      for (const url of [
        '/api/cuentas/detalle/',
        '/api/utils/opciones/',
        '/api/distribuidores/get-distribuidor-info/',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: adminHeader });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toHaveProperty('detail');
        expect(
          (await t.app.inject({ method: 'GET', url, headers: superHeader })).statusCode,
          url,
        ).toBe(200);
      }
      // Even without a token the answer is 503, so the client goes to the maintenance page.
      expect((await t.app.inject({ method: 'GET', url: '/api/cuentas/detalle/' })).statusCode).toBe(
        503,
      );

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'comercial@kiwi.demo', password: 'Kiwi-Demo-2026!' },
      });
      expect(login.statusCode).toBe(200);

      const refreshComercial = await t.app.inject({
        method: 'POST',
        url: '/api/token-refresh/',
        payload: { refresh: comercial.refresh },
      });
      expect(refreshComercial.statusCode).toBe(503);
      const refreshSuper = await t.app.inject({
        method: 'POST',
        url: '/api/token-refresh/',
        payload: { refresh: superadmin.refresh },
      });
      expect(refreshSuper.statusCode).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: adminHeader,
    });
    expect(after.statusCode).toBe(200);
  });
});
