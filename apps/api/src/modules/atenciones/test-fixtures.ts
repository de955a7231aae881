import postgres from 'postgres';
import {
  createTestApp,
  DEMO_USERS,
  type DemoUser,
  type TestApp,
} from '../../../test/support/test-app';

/** What the atenciones tests need from the demo database (read as the admin role). */
export interface AtencionesFixture {
  t: TestApp;
  sql: postgres.Sql;
  ids: {
    comercial: number;
    manager: number;
    admin: number;
    otraEmpleado: number;
    otraAdmin: number;
  };
  /** Another commercial of Demo Distribuciones in state ALTA / BAJA / INACTIVO / VACACIONES. */
  colleague: { alta: number; baja: number; inactivo: number; vacaciones: number };
  call(
    user: DemoUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<{ statusCode: number; json: <T = Record<string, unknown>>() => T; body: string }>;
  close(): Promise<void>;
}

export async function createAtencionesFixture(): Promise<AtencionesFixture> {
  const t = await createTestApp();
  const sql = postgres(t.adminUrl, { max: 2, onnotice: () => {} });
  const accounts = await sql<{ username: string; id: number; estado: string; tenant: string }[]>`
    select a.username, a.id::int as id, a.estado, tn.name as tenant from accounts a
    join tenants tn on tn.id = a.tenant_id order by a.id`;
  const idOf = (username: string) => accounts.find((a) => a.username === username)!.id;
  const firstIn = (estado: string) =>
    accounts.find(
      (a) =>
        a.tenant === 'Demo Distribuciones' &&
        a.estado === estado &&
        a.username !== DEMO_USERS.comercial &&
        !a.username.includes('admin') &&
        !a.username.includes('manager'),
    )!.id;
  return {
    t,
    sql,
    ids: {
      comercial: idOf(DEMO_USERS.comercial),
      manager: idOf(DEMO_USERS.manager),
      admin: idOf(DEMO_USERS.admin),
      otraEmpleado: idOf(DEMO_USERS.otraEmpleado),
      otraAdmin: idOf(DEMO_USERS.otraAdmin),
    },
    colleague: {
      alta: firstIn('ALTA'),
      baja: firstIn('BAJA'),
      inactivo: firstIn('INACTIVO'),
      vacaciones: firstIn('VACACIONES'),
    },
    async call(user, method, url, payload) {
      const res = await t.app.inject({
        method,
        url,
        headers: await t.authHeader(user),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { statusCode: res.statusCode, json: () => res.json(), body: res.body };
    },
    async close() {
      await sql.end();
      await t.close();
    },
  };
}

/** A customer of Demo Distribuciones assigned to `comercialId` (null = "Por asignar"). */
export async function customerOf(sql: postgres.Sql, comercialId: number | null): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    select c.id::int as id from customers c join tenants t on t.id = c.tenant_id
    where t.name = 'Demo Distribuciones' and c.comercial_id is not distinct from ${comercialId}
    order by c.id limit 1`;
  return row!.id;
}

/** A minute-precise ISO time `minutes` from now. */
export const inMinutes = (minutes: number) =>
  new Date(Math.round((Date.now() + minutes * 60_000) / 60_000) * 60_000).toISOString();

export const madridToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
export const madridDayPlus = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
