import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import {
  createAtencionesFixture,
  customerOf,
  inMinutes,
  madridToday,
  type AtencionesFixture,
} from '../test-fixtures';

let f: AtencionesFixture;
let mine: number;
let unassigned: number;
let colleagues: number;
let procedure: number;
let inactiveProcedure: number;

beforeAll(async () => {
  f = await createAtencionesFixture();
  mine = await customerOf(f.sql, f.ids.comercial);
  unassigned = await customerOf(f.sql, null);
  colleagues = await customerOf(f.sql, f.colleague.alta);
  const procs = await f.sql<{ id: number }[]>`
    select p.id::int as id from catalogue_procedures p join tenants t on t.id = p.tenant_id
    where t.name = 'Demo Distribuciones' order by p.id limit 2`;
  procedure = procs[0]!.id;
  inactiveProcedure = procs[1]!.id;
  await f.sql`update catalogue_procedures set is_active = false where id = ${inactiveProcedure}`;
});
afterAll(() => f?.close());

const post = (user: Parameters<AtencionesFixture['call']>[0], payload: unknown) =>
  f.call(user, 'POST', '/api/atenciones/entradas/', payload);
const countRows = async (
  table: 'schedules' | 'contact_attempts' | 'no_interest_outcomes' | 'customer_procedures',
) => Number((await f.sql`select count(*)::int as n from ${f.sql(table)}`)[0]!.n);

describe('POST /api/atenciones/entradas/', () => {
  it('records a follow-up with its atención and answers it', async () => {
    const when = inMinutes(120);
    const res = await post('comercial', {
      tipo_atencion: 'AGENDADO',
      cliente: mine,
      notas: 'Llamó, prefiere por la tarde',
      agendado: { fecha_agendado: when, notas: 'Ofrecer fibra 1 Gb' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      tipo: 'AGENDADO',
      cliente: { id: mine },
      comercial: { id: f.ids.comercial },
      notas: 'Llamó, prefiere por la tarde',
      estado: null,
      agendado: { fechaAgendado: when, notas: 'Ofrecer fibra 1 Gb', abierto: false, hecho: false },
    });
    const [customer] = await f.sql`select fecha_contacto from customers where id = ${mine}`;
    expect(Date.now() - new Date(customer!.fecha_contacto).getTime()).toBeLessThan(60_000);
    const history =
      await f.sql`select table_name, action, account_id::int as account from record_history
      where table_name in ('schedules', 'contact_attempts') and parent_id = ${mine} and action = 'INSERT'
      order by id desc limit 2`;
    expect(history.map((h) => h.table_name).sort()).toEqual(['contact_attempts', 'schedules']);
    expect(history.every((h) => h.account === f.ids.comercial)).toBe(true);
  });

  it('assigns a "Por asignar" customer to the Comercial who records on it', async () => {
    const res = await post('comercial', {
      tipo_atencion: 'GESTION',
      cliente: unassigned,
      gestion: procedure,
    });
    expect(res.statusCode).toBe(201);
    const [customer] =
      await f.sql`select comercial_id::int as c from customers where id = ${unassigned}`;
    expect(customer!.c).toBe(f.ids.comercial);
  });

  it('records a no-interest outcome and updates the customer’s reason and state', async () => {
    await f.sql`update customers set estado_cliente = 'POTENCIAL' where id = ${mine}`;
    const res = await post('comercial', {
      tipo_atencion: 'NO_INTERESADO',
      cliente: mine,
      no_interesado: { razon: 'Precio', tipo: 'Llamada saliente', notas: 'Tiene permanencia' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tipo: 'NO_INTERESADO',
      no_interesado: { razon: 'Precio', tipo: 'Llamada saliente', notas: 'Tiene permanencia' },
    });
    const [customer] =
      await f.sql`select razon_no_interesado, estado_cliente from customers where id = ${mine}`;
    expect(customer).toEqual({ razon_no_interesado: 'Precio', estado_cliente: 'NO_INTERESADO' });
  });

  it('keeps a CLIENTE a client after a no-interest outcome (only the reason changes)', async () => {
    await f.sql`update customers set estado_cliente = 'CLIENTE' where id = ${mine}`;
    await post('comercial', {
      tipo_atencion: 'NO_INTERESADO',
      cliente: mine,
      no_interesado: { razon: 'Ya tiene TV', tipo: 'Llamada entrante' },
    });
    const [customer] =
      await f.sql`select razon_no_interesado, estado_cliente from customers where id = ${mine}`;
    expect(customer).toEqual({ razon_no_interesado: 'Ya tiene TV', estado_cliente: 'CLIENTE' });
  });

  it('records a procedure of the active catalogue', async () => {
    const res = await post('manager', {
      tipo_atencion: 'GESTION',
      cliente: colleagues,
      gestion: procedure,
      notas: 'Cambio de titular',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tipo: 'GESTION',
      comercial: { id: f.ids.manager },
      gestion: { gestion: procedure, nombre: expect.any(String), tipo_gestion: expect.any(String) },
    });
  });

  it('refuses bad input with Spanish field errors and writes nothing', async () => {
    const before = await Promise.all([
      countRows('schedules'),
      countRows('contact_attempts'),
      countRows('customer_procedures'),
    ]);
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { tipo_atencion: 'AGENDADO', cliente: mine, agendado: { fecha_agendado: inMinutes(-90) } },
        { 'agendado.fecha_agendado': ['La fecha del agendado no puede estar en el pasado.'] },
      ],
      [
        { tipo_atencion: 'GESTION', cliente: mine, gestion: inactiveProcedure },
        { gestion: ['La gestión no existe o no está activa.'] },
      ],
      [
        { tipo_atencion: 'GESTION', cliente: mine, gestion: 99_999_999 },
        { gestion: ['La gestión no existe o no está activa.'] },
      ],
      [
        { tipo_atencion: 'NO_INTERESADO', cliente: mine, no_interesado: { razon: ' ', tipo: 'x' } },
        { 'no_interesado.razon': ['Indique la razón'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await post('comercial', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject(errors);
    }
    const unknownField = await post('comercial', {
      tipo_atencion: 'GESTION',
      cliente: mine,
      gestion: procedure,
      comercial: f.ids.manager,
    });
    expect(unknownField.statusCode).toBe(400);
    const after = await Promise.all([
      countRows('schedules'),
      countRows('contact_attempts'),
      countRows('customer_procedures'),
    ]);
    expect(after).toEqual(before);
  });

  it('is all or nothing: a failure after the follow-up is written leaves nothing', async () => {
    await f.sql`create or replace function test_fail_attempt() returns trigger language plpgsql as $$
      begin if new.notas = 'FALLAR' then raise exception 'fallo simulado'; end if; return new; end $$`;
    await f.sql`create trigger test_fail_attempt before insert on contact_attempts
      for each row execute function test_fail_attempt()`;
    const before = await Promise.all([countRows('schedules'), countRows('contact_attempts')]);
    const [customerBefore] =
      await f.sql`select fecha_contacto, updated_at from customers where id = ${mine}`;
    const res = await post('comercial', {
      tipo_atencion: 'AGENDADO',
      cliente: mine,
      notas: 'FALLAR',
      agendado: { fecha_agendado: inMinutes(60) },
    });
    expect(res.statusCode).toBe(500);
    expect(await Promise.all([countRows('schedules'), countRows('contact_attempts')])).toEqual(
      before,
    );
    const [customerAfter] =
      await f.sql`select fecha_contacto, updated_at from customers where id = ${mine}`;
    expect(customerAfter).toEqual(customerBefore);
    await f.sql`drop trigger test_fail_attempt on contact_attempts`;
  });

  it('answers 404 for a customer of another commercial to a Comercial, and of another tenant to everyone', async () => {
    const res = await post('comercial', {
      tipo_atencion: 'GESTION',
      cliente: colleagues,
      gestion: procedure,
    });
    expect(res.statusCode).toBe(404);
    const [otra] = await f.sql<{ id: number }[]>`
      select c.id::int as id from customers c join tenants t on t.id = c.tenant_id where t.name = 'Otra Empresa' limit 1`;
    await expectCrossTenantNotFound(f.t, [
      {
        method: 'POST',
        url: '/api/atenciones/entradas/',
        payload: {
          tipo_atencion: 'AGENDADO',
          cliente: otra!.id,
          agendado: { fecha_agendado: inMinutes(60) },
        },
      },
    ]);
  });

  it('refuses offers here (they are saved from the configurator)', async () => {
    const res = await post('comercial', {
      tipo_atencion: 'OFERTA',
      cliente: mine,
      agendado: {
        isp: 'YOIGO',
        tipoIva: 'Península',
        precioTotal: 30,
        paquetes: [{ tipoLinea: 'LINEA_PRINCIPAL', tarifa: 1 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      tipo_atencion: ['Las ofertas se guardan desde el configurador de ofertas.'],
    });
  });

  it('is refused (403) to a tenant without ERP groups', async () => {
    const res = await post('otraEmpleado', { tipo_atencion: 'GESTION', cliente: 1, gestion: 1 });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/atenciones/entradas/', () => {
  it('reads one atención; a Comercial only their own', async () => {
    const [theirs] = await f.sql<{ id: number }[]>`
      select id::int as id from contact_attempts where comercial_id = ${f.colleague.alta} limit 1`;
    const [own] = await f.sql<{ id: number }[]>`
      select id::int as id from contact_attempts where comercial_id = ${f.ids.comercial} limit 1`;
    expect(
      (await f.call('comercial', 'GET', `/api/atenciones/entradas/${own!.id}/`)).statusCode,
    ).toBe(200);
    expect(
      (await f.call('comercial', 'GET', `/api/atenciones/entradas/${theirs!.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await f.call('manager', 'GET', `/api/atenciones/entradas/${theirs!.id}/`)).statusCode,
    ).toBe(200);
  });

  it('filters by customer, kind, estado[] and contact days; a Comercial never sees others’', async () => {
    const list = async (user: 'comercial' | 'manager', q: string) =>
      (await f.call(user, 'GET', `/api/atenciones/entradas/?${q}`)).json<{
        results: {
          tipo: string;
          estado: number | null;
          cliente: { id: number };
          comercial: { id: number } | null;
        }[];
        count: number;
      }>();
    const today = madridToday();
    const byCustomer = await list(
      'comercial',
      `cliente=${mine}&tipo[]=NO_INTERESADO&fecha_contacto[]=${today}&fecha_contacto[]=${today}`,
    );
    expect(byCustomer.count).toBe(2);
    expect(
      byCustomer.results.every((r) => r.tipo === 'NO_INTERESADO' && r.cliente.id === mine),
    ).toBe(true);

    const sales = await list('manager', 'estado[]=4&estado[]=6&itemsPerPage=50');
    expect(sales.count).toBeGreaterThan(0);
    expect(sales.results.every((r) => r.estado === 4 || r.estado === 6)).toBe(true);

    const others = await list('comercial', `comercial=${f.colleague.alta}&itemsPerPage=100`);
    expect(others.results.every((r) => r.comercial?.id === f.ids.comercial)).toBe(true);
    const team = await list('manager', `comercial=${f.colleague.alta}`);
    expect(team.count).toBeGreaterThan(0);
    expect(team.results.every((r) => r.comercial?.id === f.colleague.alta)).toBe(true);
  });

  it('answers Spanish 400s for bad filters and 404 past the last page', async () => {
    const bad = await f.call(
      'manager',
      'GET',
      '/api/atenciones/entradas/?estado[]=9&tipo[]=VISITA',
    );
    expect(bad.statusCode).toBe(400);
    const past = await f.call('manager', 'GET', '/api/atenciones/entradas/?page=9999');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Página inválida.' });
  });
});
