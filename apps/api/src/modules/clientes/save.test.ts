import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import postgres from 'postgres';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { api, demoIds, type DemoIds } from './entradas/customers.test-support';

let t: TestApp;
let sql: postgres.Sql;
let ids: DemoIds;
let call: ReturnType<typeof api>;
const URL = '/api/clientes/entradas/';

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  sql = postgres(t.adminUrl, { max: 1 });
  ids = await demoIds(sql);
});

afterAll(async () => {
  await sql?.end();
  await t?.close();
});

const customerCount = async () =>
  (await sql<{ n: number }[]>`select count(*)::int as n from customers`)[0]!.n;

/** A customer created through the API (by the Manager, no phone), by id. */
const createdId = async (nombre: string) =>
  (await call('manager', 'POST', URL, body({ nombre, telefonosContacto: [] }))).json<{
    id: number;
  }>().id;

const body = (extra: Record<string, unknown> = {}) => ({
  nombre: 'María Prueba Guardado',
  documento: '',
  tipoDocumento: '',
  telefonosContacto: ['699 000 111'],
  email: 'Maria@Ejemplo.ES',
  origenBbdd: ids.origen,
  segmento: 'PARTICULAR',
  ispActual: 'ORANGE',
  razonNoInteresado: '',
  direccion: { direccion: '  ', cp: '', localidad: ' ' },
  comercial: ids.comercial,
  fechaContacto: '2026-11-20T10:00:00+01:00',
  notas: '',
  lastAtencion: { id: 1, estado: 4 },
  ...extra,
});

describe('POST /api/clientes/entradas/ (spec §5 save rules)', () => {
  it('creates, answering the saved customer with its id, normalised', async () => {
    const res = await call('manager', 'POST', URL, body());
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<Record<string, unknown>>();
    expect(saved).toMatchObject({
      id: expect.any(Number),
      nombre: 'María Prueba Guardado',
      documento: null,
      tipoDocumento: null,
      telefonosContacto: ['+34699000111'],
      email: 'maria@ejemplo.es',
      origenBbdd: ids.origen,
      direccion: { direccion: null, cp: null, localidad: null },
      comercial: ids.comercial,
      comercialInfo: { id: ids.comercial, nombre: expect.any(String) },
      fechaContacto: '2026-11-20T09:00:00.000Z',
      notas: null,
      estadoCliente: 'POTENCIAL',
      lastAtencion: null,
    });
    const again = await call('manager', 'GET', `${URL}${saved['id'] as number}/`);
    expect(again.json()).toEqual(saved);
  });

  it('refuses a twin documento or phone, naming the existing customer, and writes nothing', async () => {
    const first = await call(
      'manager',
      'POST',
      URL,
      body({ nombre: 'Original', documento: '00000023T', telefonosContacto: ['611 000 001'] }),
    );
    expect(first.statusCode).toBe(201);
    const original = first.json<{ id: number }>().id;
    const before = await customerCount();
    const byDoc = await call(
      'manager',
      'POST',
      URL,
      body({ nombre: 'Gemelo', documento: '00000023-t', telefonosContacto: [] }),
    );
    expect(byDoc.statusCode).toBe(400);
    expect(byDoc.json()).toEqual({
      documento: ['Ya existe un cliente con este documento.'],
      duplicado: { id: original, nombre: 'Original' },
    });
    const byPhone = await call(
      'manager',
      'POST',
      URL,
      body({ nombre: 'Gemelo', telefonosContacto: ['+34 611 000 001'] }),
    );
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json()).toEqual({
      telefonosContacto: ['Ya existe un cliente con este teléfono.'],
      duplicado: { id: original, nombre: 'Original' },
    });
    expect(await customerCount()).toBe(before);
    // Saving the original itself is not a duplicate.
    const self = await call(
      'manager',
      'PUT',
      `${URL}${original}/`,
      body({
        nombre: 'Original editado',
        documento: '00000023T',
        telefonosContacto: ['611000001'],
      }),
    );
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json()).toMatchObject({
      nombre: 'Original editado',
      documento: '00000023T',
      tipoDocumento: 'DNI',
    });
  });

  it('refuses unknown references with Spanish field errors', async () => {
    const res = await call('manager', 'POST', URL, body({ comercial: 999999, origenBbdd: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      comercial: ['Comercial no válido'],
      origenBbdd: ['Origen de base de datos no válido'],
    });
  });

  it.each([
    ['unknown field', { tenant_id: 2 }, 'tenant_id'],
    ['wrong type', { nombre: 12 }, 'nombre'],
    ['missing name', { nombre: '  ' }, 'nombre'],
    ['over-long name', { nombre: 'x'.repeat(201) }, 'nombre'],
    ['over-long notes', { notas: 'x'.repeat(5001) }, 'notas'],
    ['invalid DNI', { documento: '12345678A', tipoDocumento: 'DNI' }, 'documento'],
    ['NIE sent as DNI', { documento: 'X1234567L', tipoDocumento: 'DNI' }, 'documento'],
    ['invalid phone', { telefonosContacto: ['12345'] }, 'telefonosContacto.0'],
    [
      'invalid postal code',
      { direccion: { direccion: null, cp: '60000', localidad: null } },
      'direccion.cp',
    ],
    ['invalid e-mail', { email: 'no-es-un-email' }, 'email'],
    ['invalid segment', { segmento: 'OTRO' }, 'segmento'],
    ['invalid date', { fechaContacto: 'ayer' }, 'fechaContacto'],
  ])('%s → 400 on the field, nothing written', async (_name, extra, field) => {
    const before = await customerCount();
    const res = await call('manager', 'POST', URL, body(extra));
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json<Record<string, string[]>>();
    expect(errors[field]?.[0], JSON.stringify(errors)).toEqual(expect.any(String));
    expect(errors[field]![0]).not.toMatch(/invalid|expected|required/i);
    expect(await customerCount()).toBe(before);
  });

  it('malformed JSON → 400 "JSON mal formado."', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...(await t.authHeader('manager')), 'content-type': 'application/json' },
      payload: '{"nombre": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'JSON mal formado.' });
  });

  it('random bodies never give a 5xx (property)', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 15 }), { maxLength: 3 }),
      fc.dictionary(
        fc.constantFrom('direccion', 'cp', 'localidad', 'x'),
        fc.string({ maxLength: 10 }),
      ),
    );
    const keys = fc.constantFrom(
      'nombre',
      'documento',
      'tipoDocumento',
      'telefonosContacto',
      'email',
      'origenBbdd',
      'segmento',
      'ispActual',
      'razonNoInteresado',
      'direccion',
      'comercial',
      'fechaContacto',
      'notas',
      'id',
      'lastAtencion',
      'otro',
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, value), fc.boolean(), async (payload, put) => {
        const res = put
          ? await call('manager', 'PUT', `${URL}1/`, payload)
          : await call('manager', 'POST', URL, payload);
        expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('PUT and DELETE /api/clientes/entradas/{id}/', () => {
  it('updates, deletes, and answers 404 afterwards', async () => {
    const id = await createdId('Para borrar');
    const put = await call(
      'manager',
      'PUT',
      `${URL}${id}/`,
      body({ nombre: 'Para borrar (editado)', telefonosContacto: [], comercial: null }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ nombre: 'Para borrar (editado)', comercial: null });
    const del = await call('manager', 'DELETE', `${URL}${id}/`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ detail: 'Eliminado correctamente' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        'manager',
        method,
        `${URL}${id}/`,
        method === 'PUT' ? body() : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ detail: 'No se ha encontrado al cliente' });
    }
  });

  it('record history rows are written by the trigger on create, update and delete', async () => {
    const id = await createdId('Historia');
    await call(
      'manager',
      'PUT',
      `${URL}${id}/`,
      body({ nombre: 'Historia 2', telefonosContacto: [] }),
    );
    await call('manager', 'DELETE', `${URL}${id}/`);
    const rows = await sql<
      {
        action: string;
        route: string;
        account_id: number;
        old_values: Record<string, unknown> | null;
        new_values: Record<string, unknown> | null;
      }[]
    >`
      select action, route, account_id::int, old_values, new_values from record_history
      where table_name = 'customers' and record_id = ${id} order by id`;
    expect(rows.map((r) => [r.action, r.route])).toEqual([
      ['INSERT', 'POST /api/clientes/entradas/'],
      ['UPDATE', 'PUT /api/clientes/entradas/:id/'],
      ['DELETE', 'DELETE /api/clientes/entradas/:id/'],
    ]);
    expect(rows.every((r) => r.account_id === ids.manager)).toBe(true);
    expect(rows[1]).toMatchObject({
      old_values: { nombre: 'Historia' },
      new_values: { nombre: 'Historia 2' },
    });
  });

  it('a raw SQL update as kiwi_app is recorded too', async () => {
    const id = await createdId('Crudo');
    const app = postgres(t.config.DATABASE_URL, { max: 1 });
    try {
      await app.begin(async (tx) => {
        await tx`select set_config('app.tenant_id', ${String(ids.tenant)}, true)`;
        await tx`update customers set isp_actual = 'DIGI' where id = ${id}`;
      });
    } finally {
      await app.end();
    }
    const [row] = await sql<{ db_user: string; new_values: Record<string, unknown> }[]>`
      select db_user, new_values from record_history
      where table_name = 'customers' and record_id = ${id} and action = 'UPDATE'`;
    expect(row).toMatchObject({ db_user: 'kiwi_app', new_values: { isp_actual: 'DIGI' } });
  });
});

describe('simultaneous saves of the same person (decision 1113)', () => {
  /** What the backends of this test database are waiting for ('relation', 'advisory'). */
  const waitingOn = async () =>
    (
      await sql<{ locktype: string }[]>`
        select l.locktype from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database() order by 1`
    ).map((row) => row.locktype);

  const until = async (condition: () => Promise<boolean>) => {
    const deadline = Date.now() + 30_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the saves to block');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /**
   * Both saves run their duplicate check before either writes: the customers table is held
   * in SHARE mode (reads pass, writes wait) until both are blocked — the first at its write,
   * the second at its write (no lock: both then write a twin) or at the person's lock.
   */
  async function raced(first: () => Promise<Response>, second: () => Promise<Response>) {
    const holder = postgres(t.adminUrl, { max: 1 });
    const conn = await holder.reserve();
    try {
      await conn`begin`;
      await conn`lock table customers in share mode`;
      const a = first();
      await until(async () => (await waitingOn()).length >= 1);
      const b = second();
      await until(async () => (await waitingOn()).length >= 2);
      const waits = await waitingOn();
      await conn`commit`;
      return { responses: await Promise.all([a, b]), waits };
    } finally {
      conn.release();
      await holder.end();
    }
  }
  type Response = Awaited<ReturnType<typeof call>>;

  it.each([
    ['documento', { documento: '00000031-p', telefonosContacto: [] }],
    ['telefonosContacto', { telefonosContacto: ['611 000 777'] }],
  ])('two creates sharing %s: one 201, one 400 naming the other', async (field, shared) => {
    const before = await customerCount();
    const {
      responses: [a, b],
      waits,
    } = await raced(
      () => call('manager', 'POST', URL, body({ nombre: 'Carrera A', ...shared })),
      () => call('comercial', 'POST', URL, body({ nombre: 'Carrera B', ...shared })),
    );
    // The second save waited for the person's lock, not at its write.
    expect(waits).toEqual(['advisory', 'relation']);
    expect([a.statusCode, b.statusCode], `${a.body} / ${b.body}`).toEqual([201, 400]);
    const created = a.json<{ id: number }>().id;
    expect(b.json()).toMatchObject({
      [field]: [expect.stringContaining('Ya existe un cliente')],
      duplicado: { id: created, nombre: 'Carrera A' },
    });
    expect(await customerCount()).toBe(before + 1);
  });

  it('an edit and a create taking the same phone: the create is refused', async () => {
    const id = await createdId('Carrera existente');
    const phone = { telefonosContacto: ['611 000 888'] };
    const {
      responses: [edit, create],
    } = await raced(
      () => call('manager', 'PUT', `${URL}${id}/`, body({ nombre: 'Carrera existente', ...phone })),
      () => call('manager', 'POST', URL, body({ nombre: 'Carrera nueva', ...phone })),
    );
    expect([edit.statusCode, create.statusCode], create.body).toEqual([200, 400]);
    expect(create.json()).toMatchObject({ duplicado: { id, nombre: 'Carrera existente' } });
  });

  it('saves of different people do not wait for each other', async () => {
    const {
      responses: [a, b],
      waits,
    } = await raced(
      () =>
        call(
          'manager',
          'POST',
          URL,
          body({ nombre: 'Persona uno', telefonosContacto: ['611 000 901'] }),
        ),
      () =>
        call(
          'manager',
          'POST',
          URL,
          body({ nombre: 'Persona dos', telefonosContacto: ['611 000 902'] }),
        ),
    );
    expect(waits).toEqual(['relation', 'relation']);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  });
});
