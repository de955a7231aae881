import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, DEMO_USERS, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let sql: postgres.Sql;
let comercialId: number;
let managerId: number;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  const ids = await sql<{ username: string; id: number }[]>`
    select username, id::int as id from accounts where username in (${DEMO_USERS.comercial}, ${DEMO_USERS.manager})`;
  comercialId = ids.find((r) => r.username === DEMO_USERS.comercial)!.id;
  managerId = ids.find((r) => r.username === DEMO_USERS.manager)!.id;
  // Known agenda: two pending and one done today for the comercial, one for the manager, one tomorrow.
  await sql`delete from schedules`;
  const add = (accountId: number, at: string, done = false) => sql`
    insert into schedules (tenant_id, customer_id, comercial_id, fecha_agendado, notas, done_at)
    select a.tenant_id, (select id from customers c where c.tenant_id = a.tenant_id order by id limit 1),
      a.id, ${at}::timestamptz, 'Llamar', ${done ? sql`now()` : null}
    from accounts a where a.id = ${accountId}`;
  await add(comercialId, `${today}T09:30:00+01:00`);
  await add(comercialId, `${today}T18:00:00+01:00`);
  await add(comercialId, `${today}T12:00:00+01:00`, true);
  await add(managerId, `${today}T10:00:00+01:00`);
  await add(comercialId, `${today}T10:00:00+01:00`).then(
    () =>
      sql`update schedules set fecha_agendado = fecha_agendado + interval '1 day' where id = (select max(id) from schedules)`,
  );
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

const agenda = async (user: 'comercial' | 'manager' | 'otraEmpleado', query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/clientes/agendados/?${query}`,
    headers: await t.authHeader(user),
  });

describe('GET /api/clientes/agendados/', () => {
  it('lists the pending follow-ups of the asked Madrid days, in time order', async () => {
    const res = await agenda('comercial', `range[]=${today}&range[]=${today}`);
    expect(res.statusCode).toBe(200);
    const rows =
      res.json<
        { fechaAgendado: string; cliente: { nombre: string }; comercial: { id: number } }[]
      >();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.comercial.id === comercialId)).toBe(true);
    expect(rows[0]!.fechaAgendado < rows[1]!.fechaAgendado).toBe(true);
    expect(rows[0]!.cliente.nombre).toEqual(expect.any(String));
  });

  it('never shows a Comercial someone else’s agenda, even when asked', async () => {
    const res = await agenda(
      'comercial',
      `range[]=${today}&range[]=${today}&comercial=${managerId}`,
    );
    expect(
      res.json<{ comercial: { id: number } }[]>().every((r) => r.comercial.id === comercialId),
    ).toBe(true);
  });

  it('lets a Manager see everyone’s, or filter by comercial', async () => {
    const all = await agenda('manager', `range[]=${today}&range[]=${today}`);
    expect(all.json()).toHaveLength(3);
    const mine = await agenda(
      'manager',
      `range[]=${today}&range[]=${today}&comercial=${managerId}`,
    );
    expect(mine.json()).toHaveLength(1);
  });

  it('refuses a malformed range with a Spanish 400', async () => {
    expect((await agenda('comercial', `range[]=${today}`)).statusCode).toBe(400);
    expect((await agenda('comercial', 'range[]=ayer&range[]=hoy')).statusCode).toBe(400);
    const reversed = await agenda('comercial', 'range[]=2026-11-20&range[]=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      range: ['La primera fecha no puede ser posterior a la segunda.'],
    });
  });

  it('never lists another tenant’s follow-ups, even when asked for its commercial', async () => {
    const [otra] = await sql<{ id: number }[]>`
      insert into schedules (tenant_id, customer_id, comercial_id, fecha_agendado, notas)
      select a.tenant_id, (select id from customers c where c.tenant_id = a.tenant_id order by id limit 1),
        a.id, ${`${today}T11:00:00+01:00`}::timestamptz, 'De otra empresa'
      from accounts a where a.username = 'empleado@otra.demo'
      returning comercial_id::int as id`;
    expect(otra).toBeDefined();
    const all = await agenda('manager', `range[]=${today}&range[]=${today}`);
    expect(all.json<{ notas: string }[]>().some((r) => r.notas === 'De otra empresa')).toBe(false);
    const asked = await agenda(
      'manager',
      `range[]=${today}&range[]=${today}&comercial=${otra!.id}`,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual([]);
  });

  it('is refused (403) to a tenant without ERP groups', async () => {
    expect((await agenda('otraEmpleado', `range[]=${today}&range[]=${today}`)).statusCode).toBe(
      403,
    );
  });
});
