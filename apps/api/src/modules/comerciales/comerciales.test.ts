import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, type DemoUser, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let sql: postgres.Sql;

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  await sql`
    insert into accounts (tenant_id, username, password_hash, nombre, apellidos, estado)
    select id, 'invitado.feria@kiwi.demo', 'x', 'Invitado', 'Feria', 'ALTA'
    from tenants where name = 'Demo Distribuciones'`;
});

afterAll(async () => {
  await sql?.end();
  await t?.close();
});

type Option = { id: number | null; nombre: string; estado: string | null };
const get = async (user: DemoUser) =>
  t.app.inject({ method: 'GET', url: '/api/comerciales/', headers: await t.authHeader(user) });

describe('GET /api/comerciales/', () => {
  it('orders ALTA, VACACIONES, BAJA, INACTIVO, leaves out invitados, appends Por asignar', async () => {
    const res = await get('manager');
    expect(res.statusCode).toBe(200);
    const list = res.json<Option[]>();
    const order = ['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO'];
    const states = list.slice(0, -1).map((o) => order.indexOf(o.estado!));
    expect(states).toEqual([...states].sort((a, b) => a - b));
    expect(new Set(states)).toEqual(new Set([0, 1, 2, 3]));
    expect(list.some((o) => o.nombre.toLowerCase().includes('invitado'))).toBe(false);
    expect(list.at(-1)).toEqual({
      id: null,
      nombre: 'Por asignar',
      estado: null,
      tipoComercial: null,
    });
  });

  it('is sorted by name within a state', async () => {
    const alta = (await get('comercial')).json<Option[]>().filter((o) => o.estado === 'ALTA');
    const names = alta.map((o) => o.nombre.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('lists only the caller’s tenant; a tenant without ERP groups is refused', async () => {
    const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`
      select count(*)::int as n from accounts a join tenants t on t.id = a.tenant_id
      where t.name = 'Demo Distribuciones' and a.nombre not ilike '%invitado%'`;
    expect((await get('admin')).json<Option[]>()).toHaveLength(n + 1);
    expect((await get('otraAdmin')).statusCode).toBe(403);
  });
});
