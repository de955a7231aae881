import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import type { TContactHistoryEntry, TCustomerContract } from '@kiwi/domain';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import {
  createTestApp,
  DEMO_USERS,
  type DemoUser,
  type TestApp,
} from '../../../../test/support/test-app';

let t: TestApp;
let sql: postgres.Sql;
let tenantId: number;
let comercialId: number;
let customerId: number; // built below with one atención of each kind
let foreign: number; // a customer of another commercial
let empty: number; // a customer of the comercial without atenciones or contracts
let otraCustomer: number;

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  const [me] = await sql<{ id: number; tenant_id: number }[]>`
    select id::int, tenant_id::int from accounts where username = ${DEMO_USERS.comercial}`;
  ({ id: comercialId, tenant_id: tenantId } = me!);
  const one = async (q: postgres.PendingQuery<{ id: number }[]>) => (await q)[0]!.id;
  const newCustomer = (nombre: string, comercial: number | null) =>
    one(sql`insert into customers (tenant_id, nombre, comercial_id)
      values (${tenantId}, ${nombre}, ${comercial}) returning id::int`);
  customerId = await newCustomer('Cliente Historico', comercialId);
  empty = await newCustomer('Cliente Sin Historia', comercialId);
  foreign = await one(sql`select id::int from customers where tenant_id = ${tenantId}
    and comercial_id is not null and comercial_id <> ${comercialId} order by id limit 1`);
  otraCustomer = await one(
    sql`select id::int from customers where tenant_id <> ${tenantId} order by id limit 1`,
  );
  const tariff = await one(
    sql`select id::int from tariffs where tenant_id = ${tenantId} order by id limit 1`,
  );
  const procedure = await one(
    sql`select id::int from catalogue_procedures where tenant_id = ${tenantId} order by id limit 1`,
  );
  const offer =
    await one(sql`insert into offers (tenant_id, customer_id, comercial_id, isp, precio_total, precio_anterior)
    values (${tenantId}, ${customerId}, ${comercialId}, 'YOIGO', 45.5, 60) returning id::int`);
  await sql`insert into packages (tenant_id, offer_id, tipo_venta, tipo_linea, tariff_id, telefono, precio, estado)
    values (${tenantId}, ${offer}, 'PORTABILIDAD', 'LINEA_PRINCIPAL', ${tariff}, '600111222', 30, 'ACTIVO'),
           (${tenantId}, ${offer}, 'ALTA_NUEVA', 'LINEA_ADICIONAL', null, '600333444', 15.5, null)`;
  const schedule =
    await one(sql`insert into schedules (tenant_id, customer_id, comercial_id, fecha_agendado, notas)
    values (${tenantId}, ${customerId}, ${comercialId}, '2026-11-24T09:00:00Z', 'Llamar por la mañana') returning id::int`);
  const noInterest =
    await one(sql`insert into no_interest_outcomes (tenant_id, customer_id, comercial_id, razon, tipo)
    values (${tenantId}, ${customerId}, ${comercialId}, 'Precio', 'Llamada saliente') returning id::int`);
  const gestion =
    await one(sql`insert into customer_procedures (tenant_id, customer_id, comercial_id, procedure_id, notas)
    values (${tenantId}, ${customerId}, ${comercialId}, ${procedure}, 'Documentación enviada') returning id::int`);
  await sql`insert into contact_attempts
      (tenant_id, customer_id, comercial_id, tipo, offer_id, schedule_id, no_interest_id, procedure_id, estado, fecha_contacto, fecha_venta)
    values
      (${tenantId}, ${customerId}, ${comercialId}, 'CONTACTO', null, null, null, null, null, '2026-10-01T10:00:00Z', null),
      (${tenantId}, ${customerId}, ${comercialId}, 'NO_INTERESADO', null, null, ${noInterest}, null, null, '2026-10-05T10:00:00Z', null),
      (${tenantId}, ${customerId}, ${comercialId}, 'AGENDADO', null, ${schedule}, null, null, null, '2026-10-10T10:00:00Z', null),
      (${tenantId}, ${customerId}, null, 'GESTION', null, null, null, ${gestion}, null, '2026-10-15T10:00:00Z', null),
      (${tenantId}, ${customerId}, ${comercialId}, 'OFERTA', ${offer}, null, null, null, 4, '2026-10-20T10:00:00Z', '2026-10-21T10:00:00Z')`;
  await sql`insert into customer_contracts (tenant_id, customer_id, isp, sfid, segment, services, permanence_ending, service_state, fetched_at)
    values (${tenantId}, ${customerId}, 'YOIGO', 'SF-1', 'PARTICULAR', '{FIBRA,MOVIL}', '2027-01-31', 'ACTIVO', '2026-11-01T00:00:00Z'),
           (${tenantId}, ${customerId}, 'LOWI', null, null, '{}', null, null, '2026-11-02T00:00:00Z')`;
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

const get = async (user: DemoUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(user) });

describe('GET /api/atenciones/historico/{id}', () => {
  it('lists every atención newest first with its kind, state and what it recorded', async () => {
    const res = await get('comercial', `/api/atenciones/historico/${customerId}`);
    expect(res.statusCode).toBe(200);
    const entries = res.json<TContactHistoryEntry[]>();
    expect(entries.map((e) => e.tipo.value)).toEqual([
      'OFERTA',
      'GESTION',
      'AGENDADO',
      'NO_INTERESADO',
      'CONTACTO',
    ]);
    const [offer, gestion, agendado, noInterest, contacto] = entries;
    expect(offer).toMatchObject({
      estado: { value: 4, label: 'Activada', color: 'success', icon: 'circle-check' },
      tipo: { label: 'Oferta', icon: 'file-text' },
      fecha_venta: '2026-10-21T10:00:00.000Z',
      comercial: { id: comercialId },
      resumen: 'Oferta YOIGO · 45,50\u00a0€ · 2 líneas',
      oferta: { isp: 'YOIGO', precioTotal: '45.50', precioAnterior: '60.00' },
    });
    expect(offer!.oferta!.paquetes).toEqual([
      expect.objectContaining({
        tipoVenta: 'PORTABILIDAD',
        tarifa: expect.any(String),
        precio: '30.00',
        estado: 'ACTIVO',
      }),
      expect.objectContaining({ tipoLinea: 'LINEA_ADICIONAL', tarifa: null, precio: '15.50' }),
    ]);
    expect(gestion).toMatchObject({
      comercial: null,
      estado: null,
      gestion: { tipo_gestion: expect.any(String), notas: 'Documentación enviada' },
      resumen: expect.stringMatching(/^Gestión: /),
    });
    expect(agendado).toMatchObject({
      agendado: { fechaAgendado: '2026-11-24T09:00:00.000Z', atendido: false },
      resumen: 'Agendado para el 24/11/2026, 10:00',
      tipo: { color: 'info' },
    });
    expect(noInterest).toMatchObject({
      no_interesado: { razon: 'Precio', tipo: 'Llamada saliente' },
      resumen: 'No interesado: Precio (Llamada saliente)',
    });
    expect(contacto).toMatchObject({
      resumen: 'Contacto con el cliente',
      oferta: null,
      agendado: null,
    });
  });

  it('answers an empty list for a customer without atenciones', async () => {
    const res = await get('comercial', `/api/atenciones/historico/${empty}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('follows the customer’s visibility: a Comercial gets 404 for another commercial’s customer', async () => {
    expect((await get('comercial', `/api/atenciones/historico/${foreign}`)).statusCode).toBe(404);
    for (const user of ['manager', 'admin', 'superadmin'] as const)
      expect((await get(user, `/api/atenciones/historico/${foreign}`)).statusCode).toBe(200);
    expect((await get('otraEmpleado', `/api/atenciones/historico/${customerId}`)).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/atenciones/historico/${customerId}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the demo', () => {
  it('gives the comercial’s first customers a long history, notes and contracts to show', async () => {
    const [first] = await sql<{ id: number }[]>`
      select id::int from customers where comercial_id = ${comercialId} order by id limit 1`;
    const history = (await get('comercial', `/api/atenciones/historico/${first!.id}`)).json<
      TContactHistoryEntry[]
    >();
    expect(history.length).toBeGreaterThanOrEqual(16);
    expect(new Set(history.map((e) => e.tipo.value)).size).toBe(5);
    expect(history.some((e) => e.estado?.value === 4)).toBe(true);
    const contracts = (await get('comercial', `/api/atenciones/contracts/${first!.id}`)).json<
      TCustomerContract[]
    >();
    expect(contracts.length).toBeGreaterThanOrEqual(2);
    const notes = await get('comercial', `/api/clientes/notascliente/?client_id=${first!.id}`);
    expect(notes.json<unknown[]>().length).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/atenciones/contracts/{id}', () => {
  it('lists the customer’s operator contracts, newest fetched first, with the permanence left', async () => {
    const res = await get('comercial', `/api/atenciones/contracts/${customerId}`);
    expect(res.statusCode).toBe(200);
    const contracts = res.json<TCustomerContract[]>();
    expect(contracts.map((c) => c.isp)).toEqual(['LOWI', 'YOIGO']);
    expect(contracts[1]).toMatchObject({
      sfid: 'SF-1',
      services: ['FIBRA', 'MOVIL'],
      permanence_ending: '2027-01-31',
      service_state: 'ACTIVO',
      details: {},
    });
    expect(contracts[1]!.dias_permanencia).toBeGreaterThan(0);
    expect(contracts[0]).toMatchObject({ permanence_ending: null, dias_permanencia: null });
    expect((await get('comercial', `/api/atenciones/contracts/${empty}`)).json()).toEqual([]);
  });

  it('follows the customer’s visibility and role rules', async () => {
    expect((await get('comercial', `/api/atenciones/contracts/${foreign}`)).statusCode).toBe(404);
    expect((await get('manager', `/api/atenciones/contracts/${foreign}`)).statusCode).toBe(200);
    expect((await get('otraEmpleado', `/api/atenciones/contracts/${customerId}`)).statusCode).toBe(
      403,
    );
  });
});

describe('both routes', () => {
  it('answer 404 for another tenant’s customer or an unknown one', async () => {
    await expectCrossTenantNotFound(t, [
      { method: 'GET', url: `/api/atenciones/historico/${otraCustomer}` },
      { method: 'GET', url: `/api/atenciones/contracts/${otraCustomer}` },
      { method: 'GET', url: '/api/atenciones/historico/999999999' },
      { method: 'GET', url: '/api/atenciones/contracts/999999999' },
    ]);
  });

  it('refuse a malformed id with a Spanish 400', async () => {
    for (const url of ['/api/atenciones/historico/abc', '/api/atenciones/contracts/-3']) {
      const res = await get('manager', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ id: ['Identificador de cliente no válido.'] });
    }
  });
});
