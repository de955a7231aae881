import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, DEMO_USERS, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let sql: postgres.Sql;
beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

describe('GET /api/cuentas/detalle/', () => {
  it('describes the caller with the spec field names', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: await t.authHeader('manager'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      username: DEMO_USERS.manager,
      email: expect.any(String),
      isAdmin: false,
      rol: { id: 3 },
      tipoComercial: expect.any(String),
    });
    expect(body.nombre_completo).toMatch(/\S+ \S+/);
    expect(body.tenant_groups.map((g: { name: string }) => g.name).sort()).toEqual(
      ['Avatel', 'Lowi', 'MasMovil', 'PunchIn', 'Storage', 'Vodafone', 'Yoigo'].sort(),
    );
  });

  it('gives each role its own role id, and the other tenant its own groups', async () => {
    const expected = {
      superadmin: 1,
      admin: 2,
      manager: 3,
      comercial: 4,
      otraAdmin: 2,
      otraEmpleado: 4,
    } as const;
    for (const [user, roleId] of Object.entries(expected) as [keyof typeof expected, number][]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/cuentas/detalle/',
        headers: await t.authHeader(user),
      });
      expect(res.json().rol, user).toEqual({ id: roleId });
    }
    const otra = await t.app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: await t.authHeader('otraEmpleado'),
    });
    expect(
      otra
        .json()
        .tenant_groups.map((g: { name: string }) => g.name)
        .sort(),
    ).toEqual(['PunchIn', 'Storage']);
  });
});

describe('GET /api/cuentas/check-invalid-punch-in/', () => {
  const check = async (user: 'comercial' | 'manager' | 'otraEmpleado') =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/cuentas/check-invalid-punch-in/',
        headers: await t.authHeader(user),
      })
    ).json<{ has_invalid_punch: boolean; dates: string[] }>();

  it('finds a past day with an IN and no OUT, and ignores today and closed days', async () => {
    await sql`delete from punches where account_id = (select id from accounts where username = ${DEMO_USERS.comercial})`;
    expect(await check('comercial')).toEqual({ has_invalid_punch: false, dates: [] });

    const madridDay = (offset: number) =>
      sql`((now() at time zone 'Europe/Madrid')::date + ${offset}::int)`;
    const insert = (offset: number, closed: boolean) => sql`
      insert into punches (tenant_id, account_id, day, in_at, out_at)
      select tenant_id, id, ${madridDay(offset)}, now() - interval '30 days', ${closed ? sql`now() - interval '29 days'` : null}
      from accounts where username = ${DEMO_USERS.comercial}`;
    await insert(0, false); // today, still at work: not invalid
    await insert(-3, true); // closed day
    await insert(-5, false); // forgot to punch out
    await insert(-2, false);

    const result = await check('comercial');
    expect(result.has_invalid_punch).toBe(true);
    expect(result.dates).toHaveLength(2);
    const [recent, older] = result.dates as [string, string];
    expect(recent > older).toBe(true);
  });

  it('only looks at the caller’s own punches', async () => {
    await sql`delete from punches where account_id = (select id from accounts where username = ${DEMO_USERS.manager})`;
    expect((await check('manager')).has_invalid_punch).toBe(false);
  });
});
