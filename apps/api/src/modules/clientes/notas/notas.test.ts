import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import postgres from 'postgres';
import { NOTE_MAX_LENGTH, type TCustomerNote, type TRecordHistoryPage } from '@kiwi/domain';
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
let managerId: number;
let own: number;
let foreign: number;
let otraCustomer: number;

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  const rows = await sql<{ username: string; id: number; tenant_id: number }[]>`
    select username, id::int, tenant_id::int from accounts
    where username in (${DEMO_USERS.comercial}, ${DEMO_USERS.manager})`;
  const me = rows.find((r) => r.username === DEMO_USERS.comercial)!;
  ({ id: comercialId, tenant_id: tenantId } = me);
  managerId = rows.find((r) => r.username === DEMO_USERS.manager)!.id;
  const one = async (q: postgres.PendingQuery<{ id: number }[]>) => (await q)[0]!.id;
  own = await one(sql`insert into customers (tenant_id, nombre, comercial_id)
    values (${tenantId}, 'Cliente De Notas', ${comercialId}) returning id::int`);
  foreign = await one(sql`select id::int from customers where tenant_id = ${tenantId}
    and comercial_id is not null and comercial_id <> ${comercialId} order by id limit 1`);
  otraCustomer = await one(
    sql`select id::int from customers where tenant_id <> ${tenantId} order by id limit 1`,
  );
  await sql`insert into customer_notes (tenant_id, customer_id, comercial_id, nota, created_at)
    values (${tenantId}, ${own}, ${managerId}, 'Nota antigua', now() - interval '2 days')`;
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

const list = async (user: DemoUser, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/clientes/notascliente/?${query}`,
    headers: await t.authHeader(user),
  });
const post = async (user: DemoUser, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clientes/notascliente/',
    headers: await t.authHeader(user),
    payload: payload as object,
  });
const notesOf = async (customerId: number) =>
  (
    await sql<
      { n: number }[]
    >`select count(*)::int as n from customer_notes where customer_id = ${customerId}`
  )[0]!.n;

describe('POST /api/clientes/notascliente/', () => {
  it('adds a note whose author is the caller, whatever the body says', async () => {
    const res = await post('comercial', {
      comercial: managerId,
      nota: '  Quiere fibra de 1 Gb  ',
      cliente: own,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      comercial: comercialId,
      comercial_nombre: expect.any(String),
      nota: 'Quiere fibra de 1 Gb',
      cliente: own,
    });
    const [stored] = await sql<{ comercial_id: number }[]>`
      select comercial_id::int from customer_notes where id = ${res.json<TCustomerNote>().id}`;
    expect(stored!.comercial_id).toBe(comercialId);
  });

  it('is recorded in the customer’s history by the trigger, with the route and the caller', async () => {
    const res = await post('manager', { nota: 'Revisado por gerencia', cliente: own });
    expect(res.statusCode).toBe(201);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/historial/clientes/${own}/`,
      headers: await t.authHeader('manager'),
    });
    expect(history.json<TRecordHistoryPage>().results[0]).toMatchObject({
      titulo: 'Nota añadida',
      cuenta: { id: managerId },
      ruta: 'POST /api/clientes/notascliente/',
      cambios: [
        expect.objectContaining({ etiqueta: 'Autor' }),
        expect.objectContaining({ etiqueta: 'Nota', despues: 'Revisado por gerencia' }),
      ],
    });
  });

  it('refuses bad bodies with Spanish field errors and writes nothing', async () => {
    const before = await notesOf(own);
    const cases: [unknown, string][] = [
      [{ nota: '   ', cliente: own }, 'nota'],
      [{ cliente: own }, 'nota'],
      [{ nota: 'x'.repeat(NOTE_MAX_LENGTH + 1), cliente: own }, 'nota'],
      [{ nota: 'Hola' }, 'cliente'],
      [{ nota: 'Hola', cliente: 'abc' }, 'cliente'],
      [{ nota: 'Hola', cliente: own, autor: 1 }, 'autor'],
      [{ nota: 'Hola\u0000', cliente: own }, 'nota'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('comercial', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json()).toHaveProperty(field);
    }
    expect((await post('comercial', { nota: '', cliente: own })).json()).toMatchObject({
      nota: ['Escriba la nota'],
    });
    expect(
      (await post('comercial', { nota: 'x'.repeat(NOTE_MAX_LENGTH + 1), cliente: own })).json(),
    ).toMatchObject({ nota: [`La nota no puede superar los ${NOTE_MAX_LENGTH} caracteres`] });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/clientes/notascliente/',
      headers: { ...(await t.authHeader('comercial')), 'content-type': 'application/json' },
      payload: '{"nota": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await notesOf(own)).toBe(before);
  });

  it('refuses a Comercial on another commercial’s customer (404) and lets a Manager write there', async () => {
    const before = await notesOf(foreign);
    expect((await post('comercial', { nota: 'Intruso', cliente: foreign })).statusCode).toBe(404);
    expect(await notesOf(foreign)).toBe(before);
    expect((await post('manager', { nota: 'Seguimiento', cliente: foreign })).statusCode).toBe(201);
    expect((await post('otraEmpleado', { nota: 'Hola', cliente: own })).statusCode).toBe(403);
  });
});

describe('GET /api/clientes/notascliente/?client_id=', () => {
  it('lists the customer’s notes newest first with their author', async () => {
    const res = await list('comercial', `client_id=${own}`);
    expect(res.statusCode).toBe(200);
    const notes = res.json<TCustomerNote[]>();
    expect(notes.at(-1)).toMatchObject({ nota: 'Nota antigua', comercial: managerId });
    expect(notes[0]!.nota).toBe('Revisado por gerencia');
    const dates = notes.map((n) => n.created_on);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('follows the customer’s visibility and refuses a missing or malformed client_id', async () => {
    expect((await list('comercial', `client_id=${foreign}`)).statusCode).toBe(404);
    expect((await list('admin', `client_id=${foreign}`)).statusCode).toBe(200);
    for (const query of ['', 'client_id=abc', 'client_id=0']) {
      const res = await list('manager', query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ client_id: ['Indique un cliente válido (client_id).'] });
    }
    expect((await list('otraEmpleado', `client_id=${own}`)).statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s customer, on both routes', async () => {
    const before = await notesOf(otraCustomer);
    await expectCrossTenantNotFound(t, [
      { method: 'GET', url: `/api/clientes/notascliente/?client_id=${otraCustomer}` },
      {
        method: 'POST',
        url: '/api/clientes/notascliente/',
        payload: { nota: 'Cruzada', cliente: otraCustomer },
      },
    ]);
    expect(await notesOf(otraCustomer)).toBe(before);
  });
});

describe('POST /api/clientes/notascliente/ with random bodies', () => {
  it('never answers a 5xx', async () => {
    const headers = await t.authHeader('comercial');
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          nota: fc.oneof(fc.string({ unit: 'binary' }), fc.anything()),
          cliente: fc.oneof(fc.integer(), fc.constant(own), fc.anything()),
          comercial: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/clientes/notascliente/',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
