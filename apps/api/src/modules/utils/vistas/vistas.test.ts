import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import postgres from 'postgres';
import type { TSavedView } from '@kiwi/domain';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import { createTestApp, type DemoUser, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
let sql: postgres.Sql;
let demoViews: { nombre: string; compartida: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  // The demo's own views (seed) are checked apart; these tests start from none.
  demoViews = await sql<{ nombre: string; compartida: boolean }[]>`
    select nombre, compartida from saved_views order by id`;
  await sql`delete from saved_views`;
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

const vista = {
  filters: { estadoOferta: ['1', '2'], comercial: '3' },
  sort: { id: 'fecha_contacto', desc: true },
  columns: ['nombre', 'telefono'],
};
const call = async (
  user: DemoUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: await t.authHeader(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const create = (user: DemoUser, body: Record<string, unknown>) =>
  call(user, 'POST', '/api/utils/vistas/', { pantalla: 'teletrabajo', vista, ...body });
const list = async (user: DemoUser, pantalla = 'teletrabajo') =>
  (await call(user, 'GET', `/api/utils/vistas/?pantalla=${pantalla}`)).json<TSavedView[]>();
const count = async () =>
  (await sql<{ n: number }[]>`select count(*)::int as n from saved_views`)[0]!.n;

describe('saved views', () => {
  let personal: TSavedView;
  let shared: TSavedView;

  it('saves a personal view with its filters, sort and columns', async () => {
    const res = await create('comercial', { nombre: '  Mis pendientes  ' });
    expect(res.statusCode).toBe(201);
    personal = res.json<TSavedView>();
    expect(personal).toMatchObject({
      pantalla: 'teletrabajo',
      nombre: 'Mis pendientes',
      compartida: false,
      vista,
      es_mia: true,
      puede_editar: true,
    });
    expect(personal.propietario.nombre_completo).not.toBe('');
  });

  it('lets only Manager and above share a view with the team', async () => {
    const refused = await create('comercial', { nombre: 'Para todos', compartida: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Solo un Manager o superior puede compartir vistas con el equipo.',
    });
    const res = await create('manager', { nombre: 'Ventas del mes', compartida: true });
    expect(res.statusCode).toBe(201);
    shared = res.json<TSavedView>();
  });

  it('lists the screen’s shared views and the caller’s own, never someone else’s personal ones', async () => {
    await create('admin', { nombre: 'Solo del admin' });
    const mine = await list('comercial');
    expect(mine.map((v) => [v.nombre, v.es_mia, v.puede_editar])).toEqual([
      ['Mis pendientes', true, true],
      ['Ventas del mes', false, false],
    ]);
    expect((await list('admin')).map((v) => v.nombre)).toEqual([
      'Solo del admin',
      'Ventas del mes',
    ]);
    expect(await list('comercial', 'gerencia')).toEqual([]);
  });

  it('lets the owner change a personal view; others get 404', async () => {
    const res = await call('comercial', 'PUT', `/api/utils/vistas/${personal.id}/`, {
      nombre: 'Pendientes de hoy',
      vista: { filters: {}, sort: null, columns: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nombre: 'Pendientes de hoy',
      vista: { filters: {}, sort: null, columns: null },
    });
    for (const user of ['manager', 'admin', 'superadmin'] as const) {
      expect(
        (await call(user, 'PUT', `/api/utils/vistas/${personal.id}/`, { nombre: 'X' })).statusCode,
      ).toBe(404);
      expect((await call(user, 'DELETE', `/api/utils/vistas/${personal.id}/`)).statusCode).toBe(
        404,
      );
    }
    const promote = await call('comercial', 'PUT', `/api/utils/vistas/${personal.id}/`, {
      compartida: true,
    });
    expect(promote.statusCode).toBe(403);
  });

  it('lets Manager and above change or delete shared views; a Comercial only applies them', async () => {
    const before = await count();
    const refused = await call('comercial', 'PUT', `/api/utils/vistas/${shared.id}/`, {
      nombre: 'Mía',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('comercial', 'DELETE', `/api/utils/vistas/${shared.id}/`)).statusCode).toBe(
      403,
    );
    const renamed = await call('admin', 'PUT', `/api/utils/vistas/${shared.id}/`, {
      nombre: 'Ventas de noviembre',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      nombre: 'Ventas de noviembre',
      es_mia: false,
      puede_editar: true,
    });
    expect(await count()).toBe(before);
  });

  it('refuses a repeated name in the same place, and bad bodies, in Spanish with nothing written', async () => {
    const before = await count();
    const twin = await create('comercial', { nombre: 'PENDIENTES DE HOY' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toEqual({ nombre: ['Ya existe una vista con ese nombre'] });
    // The same name is fine for someone else, or as a shared view.
    expect((await create('manager', { nombre: 'Pendientes de hoy' })).statusCode).toBe(201);
    const clash = await call('manager', 'PUT', `/api/utils/vistas/${shared.id}/`, {
      nombre: 'ventas del MES',
    });
    expect(clash.statusCode).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ nombre: '' }, 'nombre'],
      [{ nombre: 'x'.repeat(61) }, 'nombre'],
      [{ nombre: 'Ok', pantalla: 'Tele Trabajo' }, 'pantalla'],
      [{ nombre: 'Ok', vista: { filters: { a: 1 } } }, 'vista'],
      [{ nombre: 'Ok', vista: { ...vista, extra: true } }, 'vista'],
      [{ nombre: 'Ok', dueño: 3 }, 'dueño'],
      [{ nombre: 'Ok\u0000' }, 'nombre'],
      [{ nombre: 'Ok', vista: { filters: { nombre: 'Ana\u0000' } } }, 'vista'],
    ];
    for (const [body, field] of cases) {
      const res = await create('comercial', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json() as object).join(','), JSON.stringify(body)).toContain(field);
    }
    expect((await create('comercial', { nombre: '' })).json()).toEqual({
      nombre: ['Introduzca un nombre'],
    });
    expect((await call('comercial', 'GET', '/api/utils/vistas/')).statusCode).toBe(400);
    expect(
      (await call('comercial', 'PUT', '/api/utils/vistas/abc/', { nombre: 'X' })).statusCode,
    ).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it('deletes a view (204) and answers 404 afterwards', async () => {
    expect(
      (await call('comercial', 'DELETE', `/api/utils/vistas/${personal.id}/`)).statusCode,
    ).toBe(204);
    expect(
      (await call('comercial', 'DELETE', `/api/utils/vistas/${personal.id}/`)).statusCode,
    ).toBe(404);
    expect((await call('manager', 'DELETE', `/api/utils/vistas/${shared.id}/`)).statusCode).toBe(
      204,
    );
  });

  it('keeps every tenant’s views to itself', async () => {
    const otra = await create('otraAdmin', { nombre: 'De otra empresa', compartida: true });
    expect(otra.statusCode).toBe(201);
    const id = otra.json<TSavedView>().id;
    expect((await list('admin')).some((v) => v.id === id)).toBe(false);
    await expectCrossTenantNotFound(t, [
      { method: 'PUT', url: `/api/utils/vistas/${id}/`, payload: { nombre: 'Robada' } },
      { method: 'DELETE', url: `/api/utils/vistas/${id}/` },
    ]);
    expect((await list('otraEmpleado')).map((v) => v.nombre)).toEqual(['De otra empresa']);
  });

  it('comes with the demo’s views: two of the team and two of the comercial', () => {
    expect(demoViews.filter((v) => v.compartida)).toHaveLength(2);
    expect(demoViews.filter((v) => !v.compartida)).toHaveLength(2);
  });

  it('requires a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/utils/vistas/?pantalla=teletrabajo',
    });
    expect(res.statusCode).toBe(401);
  });

  it('never answers a 5xx to random bodies', async () => {
    const [own] = await sql<{ id: number }[]>`
      insert into saved_views (tenant_id, owner_id, pantalla, nombre, vista)
      select tenant_id, id, 'fuzz', 'Fuzz', '{}'::jsonb from accounts
      where username = 'comercial@kiwi.demo' returning id::int`;
    const headers = { ...(await t.authHeader('comercial')), 'content-type': 'application/json' };
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          pantalla: fc.oneof(fc.constant('fuzz'), fc.string({ unit: 'binary' }), fc.anything()),
          nombre: fc.oneof(fc.string({ unit: 'binary' }), fc.anything()),
          compartida: fc.oneof(fc.boolean(), fc.anything()),
          vista: fc.oneof(
            fc.record(
              {
                filters: fc.dictionary(
                  fc.string({ unit: 'binary' }),
                  fc.oneof(
                    fc.string({ unit: 'binary' }),
                    fc.array(fc.string({ unit: 'binary' })),
                    fc.anything(),
                  ),
                ),
                sort: fc.oneof(
                  fc.constant(null),
                  fc.record({ id: fc.string({ unit: 'binary' }), desc: fc.boolean() }),
                  fc.anything(),
                ),
                columns: fc.oneof(
                  fc.constant(null),
                  fc.array(fc.string({ unit: 'binary' })),
                  fc.anything(),
                ),
              },
              { requiredKeys: [] },
            ),
            fc.anything(),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, put) => {
        const res = await t.app.inject({
          method: put ? 'PUT' : 'POST',
          url: put ? `/api/utils/vistas/${own!.id}/` : '/api/utils/vistas/',
          headers,
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});
