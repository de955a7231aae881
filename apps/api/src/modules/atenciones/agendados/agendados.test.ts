import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import {
  createAtencionesFixture,
  customerOf,
  inMinutes,
  madridDayPlus,
  madridToday,
  type AtencionesFixture,
} from '../test-fixtures';

let f: AtencionesFixture;
let customer: number;

/** A follow-up written directly (past dates included), answering its id. */
async function followUp(
  comercialId: number | null,
  minutesFromNow: number,
  extra: { abierto?: boolean; done?: boolean } = {},
) {
  const [row] = await f.sql<{ id: number }[]>`
    insert into schedules (tenant_id, customer_id, comercial_id, fecha_agendado, notas, abierto, done_at)
    select tenant_id, id, ${comercialId}, now() + make_interval(mins => ${minutesFromNow}), 'Prueba',
      ${extra.abierto ?? false}, ${extra.done ? f.sql`now()` : null}
    from customers where id = ${customer}
    returning id::int as id`;
  return row!.id;
}

beforeAll(async () => {
  f = await createAtencionesFixture();
  customer = await customerOf(f.sql, f.ids.comercial);
});
afterAll(() => f?.close());

const put = (user: Parameters<AtencionesFixture['call']>[0], id: number, payload: unknown) =>
  f.call(user, 'PUT', `/api/atenciones/agendado/${id}/`, payload);

describe('PUT /api/atenciones/agendado/{id}/', () => {
  it('reschedules, annotates and marks done; a done one may only be reopened', async () => {
    const id = await followUp(f.ids.comercial, 30);
    const when = inMinutes(24 * 60);
    const moved = await put('comercial', id, { fecha_agendado: when, notas: 'Mañana a las 10' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id,
      fechaAgendado: when,
      notas: 'Mañana a las 10',
      hecho: false,
    });

    expect((await put('comercial', id, { hecho: true })).json()).toMatchObject({ hecho: true });
    const refused = await put('comercial', id, { notas: 'otra' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'No se puede actualizar agendado' });
    expect((await put('comercial', id, { hecho: false })).json()).toMatchObject({ hecho: false });
  });

  it('refuses a date in the past and an empty body', async () => {
    const id = await followUp(f.ids.comercial, 30);
    const past = await put('comercial', id, { fecha_agendado: inMinutes(-120) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      fecha_agendado: ['La fecha del agendado no puede estar en el pasado.'],
    });
    expect((await put('comercial', id, {})).statusCode).toBe(400);
  });

  it('hides another commercial’s reservado follow-up from a Comercial (404), not from a Manager', async () => {
    const id = await followUp(f.colleague.alta, -120);
    expect((await put('comercial', id, { notas: 'x' })).statusCode).toBe(404);
    expect((await put('comercial', id, { tomar: true })).statusCode).toBe(404);
    expect((await put('manager', id, { notas: 'Revisado' })).statusCode).toBe(200);
  });

  it('lets a teammate take an abierto one overdue past the grace time, not before', async () => {
    const recent = await followUp(f.colleague.alta, -10, { abierto: true });
    expect((await put('comercial', recent, { tomar: true })).statusCode).toBe(404);
    const old = await followUp(f.colleague.alta, -45, { abierto: true });
    const taken = await put('comercial', old, { tomar: true });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ comercial: { id: f.ids.comercial }, vencido: true });
    const [history] = await f.sql`select old_values, new_values from record_history
      where table_name = 'schedules' and record_id = ${old} and action = 'UPDATE'`;
    expect(history).toMatchObject({
      old_values: { comercial_id: f.colleague.alta },
      new_values: { comercial_id: f.ids.comercial },
    });
  });

  it('answers 404 for another tenant’s follow-up', async () => {
    const [otra] = await f.sql<{ id: number }[]>`
      insert into schedules (tenant_id, customer_id, comercial_id, fecha_agendado)
      select c.tenant_id, c.id, ${f.ids.otraEmpleado}, now() - interval '2 hours'
      from customers c join tenants t on t.id = c.tenant_id where t.name = 'Otra Empresa' limit 1
      returning id::int as id`;
    await f.sql`update schedules set abierto = true where id = ${otra!.id}`;
    await expectCrossTenantNotFound(f.t, [
      { method: 'PUT', url: `/api/atenciones/agendado/${otra!.id}/`, payload: { notas: 'x' } },
      { method: 'PUT', url: `/api/atenciones/agendado/${otra!.id}/`, payload: { tomar: true } },
    ]);
  });
});

describe('GET /api/atenciones/agendado/ (agenda) and /recordatorios/ (bell)', () => {
  it('lists the days asked, a Comercial only their own, with overdue marked', async () => {
    const overdue = await followUp(f.ids.comercial, -30);
    const today = madridToday();
    const res = await f.call(
      'comercial',
      'GET',
      `/api/atenciones/agendado/?range[]=${madridDayPlus(-1)}&range[]=${madridDayPlus(3)}&comercial=${f.ids.manager}`,
    );
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{
      results: { id: number; vencido: boolean; comercial: { id: number } }[];
    }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.comercial.id === f.ids.comercial)).toBe(true);
    expect(results.find((r) => r.id === overdue)?.vencido).toBe(true);
    const team = await f.call(
      'manager',
      'GET',
      `/api/atenciones/agendado/?range[]=${today}&range[]=${today}`,
    );
    const owners = new Set(
      team
        .json<{ results: { comercial: { id: number } | null }[] }>()
        .results.map((r) => r.comercial?.id),
    );
    expect(owners.size).toBeGreaterThan(1);
  });

  it('rings for the caller’s overdue and next-15-minutes follow-ups and offers the takeable ones', async () => {
    const overdue = await followUp(f.ids.comercial, -5);
    const soon = await followUp(f.ids.comercial, 10);
    const later = await followUp(f.ids.comercial, 40);
    const done = await followUp(f.ids.comercial, -5, { done: true });
    const open = await followUp(f.colleague.alta, -60, { abierto: true });
    const reserved = await followUp(f.colleague.alta, -60);
    const res = await f.call('comercial', 'GET', '/api/atenciones/recordatorios/');
    expect(res.statusCode).toBe(200);
    const bell = res.json<{
      vencidos: { id: number }[];
      proximos: { id: number }[];
      disponibles: { id: number }[];
      count: number;
    }>();
    const ids = (list: { id: number }[]) => list.map((r) => r.id);
    expect(ids(bell.vencidos)).toContain(overdue);
    expect(ids(bell.vencidos)).not.toContain(done);
    expect(ids(bell.proximos)).toEqual(expect.arrayContaining([soon]));
    expect(ids(bell.proximos)).not.toContain(later);
    expect(ids(bell.disponibles)).toContain(open);
    expect(ids(bell.disponibles)).not.toContain(reserved);
    expect(bell.count).toBe(bell.vencidos.length + bell.proximos.length);
  });

  it('refuses a malformed range', async () => {
    const res = await f.call(
      'comercial',
      'GET',
      '/api/atenciones/agendado/?range[]=2026-12-01&range[]=2026-11-01',
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/atenciones/move-scheduled/', () => {
  it('moves the pending follow-ups of one commercial to another, within a range, and says how many', async () => {
    const origin = f.colleague.alta;
    const destination = f.ids.comercial;
    const [pendingBefore] = await f.sql<{ n: number }[]>`
      select count(*)::int as n from schedules where comercial_id = ${origin} and done_at is null`;
    const inRange = await followUp(origin, 60 * 24 * 10);
    const doneOne = await followUp(origin, 60, { done: true });
    const day = madridDayPlus(10);
    const res = await f.call('manager', 'POST', '/api/atenciones/move-scheduled/', {
      origin,
      destination,
      range: [day, day],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ moved: 1, detail: 'Agendados movidos correctamente!' });
    const [moved] = await f.sql`select comercial_id::int as c from schedules where id = ${inRange}`;
    expect(moved!.c).toBe(destination);

    const all = await f.call('manager', 'POST', '/api/atenciones/move-scheduled/', {
      origin,
      destination,
    });
    expect(all.json<{ moved: number }>().moved).toBe(pendingBefore!.n);
    const [left] = await f.sql<{ n: number }[]>`
      select count(*)::int as n from schedules where comercial_id = ${origin} and done_at is null`;
    expect(left!.n).toBe(0);
    const [stillDone] =
      await f.sql`select comercial_id::int as c from schedules where id = ${doneOne}`;
    expect(stillDone!.c).toBe(origin);
  });

  it('refuses BAJA/INACTIVO destinations and the same commercial, moving nothing', async () => {
    await followUp(f.ids.manager, 60);
    const snapshot = () => f.sql`select id, comercial_id from schedules order by id`;
    const before = await snapshot();
    for (const destination of [f.colleague.baja, f.colleague.inactivo]) {
      const res = await f.call('manager', 'POST', '/api/atenciones/move-scheduled/', {
        origin: f.ids.manager,
        destination,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Record<string, string[]>>().destination![0]).toMatch(
        /^No se pueden mover agendados a un comercial en estado (Baja|Inactivo)\.$/,
      );
    }
    const same = await f.call('manager', 'POST', '/api/atenciones/move-scheduled/', {
      origin: f.ids.manager,
      destination: f.ids.manager,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ destination: ['El origen y el destino deben ser distintos'] });
    expect(await snapshot()).toEqual(before);
  });

  it('is for Manager and above (403 to a Comercial) and 404 for another tenant’s commercial', async () => {
    const res = await f.call('comercial', 'POST', '/api/atenciones/move-scheduled/', {
      origin: f.ids.manager,
      destination: f.ids.comercial,
    });
    expect(res.statusCode).toBe(403);
    await expectCrossTenantNotFound(
      f.t,
      [
        {
          method: 'POST',
          url: '/api/atenciones/move-scheduled/',
          payload: { origin: f.ids.otraEmpleado, destination: f.ids.comercial },
        },
        {
          method: 'POST',
          url: '/api/atenciones/move-scheduled/',
          payload: { origin: f.ids.manager, destination: f.ids.otraEmpleado },
        },
      ],
      ['superadmin', 'admin', 'manager'],
    );
  });
});
