import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { eq } from 'drizzle-orm';
import { customers } from '@kiwi/db/schema';
import {
  HISTORY_ENTITIES,
  findHistoryEntity,
  historyEntityOfTable,
  type TRecordHistoryPage,
} from '@kiwi/domain';
import { ERP_USER } from '../../lib/access-rules';
import { expectCrossTenantNotFound } from '../../../test/support/cross-tenant';
import {
  createTestApp,
  DEMO_USERS,
  type DemoUser,
  type TestApp,
} from '../../../test/support/test-app';

let t: TestApp;
let admin: postgres.Sql;
let app: postgres.Sql;
let tenantId: number;
let ids: Record<'comercial' | 'manager' | 'otroComercial', number>;
let own: number; // a customer of comercial@kiwi.demo
let foreign: number; // a customer of another commercial
let unassigned: number; // 'Por asignar'
let otraCustomer: number;
let managerName: string;

const PROBE_ROUTE = '/api/test-historial/clientes/:id/';

beforeAll(async () => {
  t = await createTestApp({}, (fastify) => {
    // An ordinary API write through the guard's request transaction.
    fastify.put<{ Params: { id: string }; Body: { nombre: string; comercial: number | null } }>(
      PROBE_ROUTE,
      { config: { access: ERP_USER } },
      async (request) =>
        request.withTenant(async (ctx) => {
          await ctx.tx
            .update(customers)
            .set({ nombre: request.body.nombre, comercialId: request.body.comercial })
            .where(eq(customers.id, Number(request.params.id)));
          return { ok: true };
        }),
    );
  });
  admin = postgres(t.adminUrl, { max: 1 });
  app = postgres(t.config.DATABASE_URL, { max: 1 });
  const accounts = await admin<{ username: string; id: number; tenant_id: number; name: string }[]>`
    select username, id::int, tenant_id::int, concat_ws(' ', nombre, apellidos) as name
    from accounts where username in (${DEMO_USERS.comercial}, ${DEMO_USERS.manager})`;
  const byUser = (u: string) => accounts.find((a) => a.username === u)!;
  tenantId = byUser(DEMO_USERS.comercial).tenant_id;
  managerName = byUser(DEMO_USERS.manager).name;
  const [other] = await admin<{ id: number }[]>`
    select id::int from accounts where tenant_id = ${tenantId} and role_id = 4
      and id <> ${byUser(DEMO_USERS.comercial).id} order by id limit 1`;
  ids = {
    comercial: byUser(DEMO_USERS.comercial).id,
    manager: byUser(DEMO_USERS.manager).id,
    otroComercial: other!.id,
  };
  const pick = async (where: postgres.PendingQuery<postgres.Row[]>) =>
    (
      await admin<
        { id: number }[]
      >`select id::int from customers where tenant_id = ${tenantId} and ${where} order by id limit 1`
    )[0]!.id;
  own = await pick(admin`comercial_id = ${ids.comercial}`);
  foreign = await pick(admin`comercial_id = ${ids.otroComercial}`);
  unassigned = await pick(admin`comercial_id is null`);
  const [otra] = await admin<{ id: number }[]>`
    select id::int from customers where tenant_id <> ${tenantId} order by id limit 1`;
  otraCustomer = otra!.id;
});
afterAll(async () => {
  await admin?.end();
  await app?.end();
  await t?.close();
});

const history = async (user: DemoUser, path: string) =>
  t.app.inject({ method: 'GET', url: `/api/historial/${path}`, headers: await t.authHeader(user) });

/** A write as kiwi_app outside the API: no account, no route. */
const asApp = (fn: (tx: postgres.TransactionSql) => Promise<unknown>) =>
  app.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', ${String(tenantId)}, true)`;
    return fn(tx);
  });

describe('GET /api/historial/{entidad}/{id}/', () => {
  it('records an API update with who, the route and the labelled fields, newest first', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: PROBE_ROUTE.replace(':id', String(own)),
      headers: await t.authHeader('manager'),
      payload: { nombre: 'Lucía Prueba Historial', comercial: ids.manager },
    });
    expect(put.statusCode).toBe(200);
    const res = await history('manager', `clientes/${own}/`);
    expect(res.statusCode).toBe(200);
    const page = res.json<TRecordHistoryPage>();
    const [first] = page.results;
    expect(first).toMatchObject({
      accion: 'modificacion',
      accion_label: 'Modificación',
      titulo: 'Cliente modificado',
      entidad: 'clientes',
      registro_id: own,
      cuenta: { id: ids.manager, nombre: managerName },
      quien: managerName,
      ruta: `PUT ${PROBE_ROUTE}`,
    });
    expect(first!.cambios).toEqual([
      expect.objectContaining({
        campo: 'nombre',
        etiqueta: 'Nombre',
        despues: 'Lucía Prueba Historial',
      }),
      expect.objectContaining({
        campo: 'comercial_id',
        etiqueta: 'Comercial',
        despues: managerName,
      }),
    ]);
    expect(first!.cambios[1]!.antes).not.toMatch(/^#/); // the old commercial by name too
    const dates = page.results.map((r) => r.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.results.at(-1)?.accion ?? 'alta').toBeDefined();
  });

  it('records a raw SQL update made as kiwi_app, shown as "Sistema"', async () => {
    await asApp(
      (tx) => tx`update customers set email = 'cambio.sql@example.com' where id = ${unassigned}`,
    );
    const [first] = (await history('manager', `clientes/${unassigned}/`)).json<TRecordHistoryPage>()
      .results;
    expect(first).toMatchObject({
      accion: 'modificacion',
      cuenta: null,
      quien: 'Sistema',
      ruta: null,
      cambios: [
        expect.objectContaining({
          campo: 'email',
          etiqueta: 'Email',
          despues: 'cambio.sql@example.com',
        }),
      ],
    });
  });

  it('lists a customer’s child records with their labels and never the hidden columns', async () => {
    const [note] = (await asApp(
      (tx) => tx<
        { id: number }[]
      >`insert into customer_notes (tenant_id, customer_id, comercial_id, nota)
        values (${tenantId}, ${unassigned}, ${ids.comercial}, 'Prefiere que le llamen por la tarde') returning id::int`,
    )) as { id: number }[];
    const [first] = (await history('manager', `clientes/${unassigned}/`)).json<TRecordHistoryPage>()
      .results;
    expect(first).toMatchObject({
      accion: 'alta',
      titulo: 'Nota añadida',
      entidad: 'notas',
      registro_id: note!.id,
    });
    expect(first!.cambios.map((c) => c.etiqueta)).toEqual(['Autor', 'Nota']);
    expect(first!.cambios.find((c) => c.campo === 'customer_id')).toBeUndefined();
    expect(first!.cambios[0]).toMatchObject({ antes: null, despues: expect.stringContaining(' ') });
    // The note's own history, and its deletion.
    await asApp((tx) => tx`delete from customer_notes where id = ${note!.id}`);
    const own = (await history('comercial', `notas/${note!.id}/`)).json<TRecordHistoryPage>();
    expect(own.results.map((r) => r.accion)).toEqual(['baja', 'alta']);
    expect(own.results[0]!.cambios.find((c) => c.campo === 'nota')).toMatchObject({
      antes: 'Prefiere que le llamen por la tarde',
      despues: null,
    });
  });

  it('shows the demo customers’ seeded history, including their atenciones', async () => {
    const [rich] = await admin<{ id: number }[]>`
      select parent_id::int as id from record_history
      where tenant_id = ${tenantId} and parent_table = 'customers' and table_name = 'contact_attempts'
      group by parent_id order by count(*) desc limit 1`;
    const page = (
      await history('admin', `clientes/${rich!.id}/?itemsPerPage=100`)
    ).json<TRecordHistoryPage>();
    expect(page.count).toBeGreaterThan(2);
    expect(page.results.some((r) => r.entidad === 'atenciones')).toBe(true);
    expect(page.results.at(-1)).toMatchObject({ accion: 'alta' });
    for (const entry of page.results) {
      const hidden = findHistoryEntity(entry.entidad)?.hidden ?? [];
      for (const change of entry.cambios) {
        expect(change.etiqueta).not.toBe(change.campo);
        expect(hidden).not.toContain(change.campo);
      }
    }
  });

  it('pages with {results, count, current} and answers "Página inválida." past the end', async () => {
    const first = (
      await history('manager', `clientes/${own}/?itemsPerPage=1`)
    ).json<TRecordHistoryPage>();
    expect(first.results).toHaveLength(1);
    expect(first.current).toBe(1);
    const second = (
      await history('manager', `clientes/${own}/?itemsPerPage=1&page=2`)
    ).json<TRecordHistoryPage>();
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
    const past = await history(
      'manager',
      `clientes/${own}/?itemsPerPage=1&page=${first.count + 1}`,
    );
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Página inválida.' });
  });

  it('lets a Comercial read only the customers they see (own and unassigned)', async () => {
    expect((await history('comercial', `clientes/${unassigned}/`)).statusCode).toBe(200);
    expect((await history('comercial', `clientes/${foreign}/`)).statusCode).toBe(404);
    expect((await history('manager', `clientes/${foreign}/`)).statusCode).toBe(200);
    expect((await history('superadmin', `clientes/${foreign}/`)).statusCode).toBe(200);
    // 'own' was reassigned to the manager by the first test: no longer the comercial's.
    expect((await history('comercial', `clientes/${own}/`)).statusCode).toBe(404);
  });

  it('keeps a deleted customer’s history for Manager and above only', async () => {
    const [gone] = await admin<{ id: number }[]>`
      select id::int from customers where tenant_id = ${tenantId} and comercial_id is null order by id desc limit 1`;
    await asApp((tx) => tx`delete from customers where id = ${gone!.id}`);
    const res = await history('manager', `clientes/${gone!.id}/`);
    expect(res.statusCode).toBe(200);
    // Its cascaded notes/atenciones are deleted (and recorded) right after it.
    const entries = res.json<TRecordHistoryPage>().results;
    expect(entries.find((r) => r.entidad === 'clientes')).toMatchObject({
      accion: 'baja',
      titulo: 'Cliente eliminado',
    });
    expect((await history('comercial', `clientes/${gone!.id}/`)).statusCode).toBe(404);
  });

  it('answers 404 for another tenant’s records, unknown ids and unknown entities', async () => {
    await expectCrossTenantNotFound(t, [
      { method: 'GET', url: `/api/historial/clientes/${otraCustomer}/` },
      { method: 'GET', url: '/api/historial/clientes/999999999/' },
      { method: 'GET', url: `/api/historial/notas/999999999/` },
    ]);
    const unknown = await history('admin', `cuentas-secretas/${own}/`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No se conoce esa entidad.' });
  });

  it('refuses bad input in Spanish and callers without access', async () => {
    const bad = await history('manager', 'clientes/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['Identificador no válido.'] });
    expect((await history('manager', `clientes/${own}/?page=0`)).statusCode).toBe(400);
    expect((await history('otraEmpleado', `clientes/${own}/`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/historial/clientes/${own}/` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('history registry', () => {
  it('labels or hides every column of every table the database tracks', async () => {
    const tracked = await admin<{ table: string; ignored: string[] }[]>`
      select c.relname as table, coalesce((select ignored from kiwi_history_config(c.oid)), '{}') as ignored
      from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
      where tg.tgname = 'record_history_insert' order by 1`;
    expect(tracked.length).toBeGreaterThan(0);
    for (const { table, ignored } of tracked) {
      const entity = historyEntityOfTable(table);
      expect(entity, `registry entry for ${table}`).toBeDefined();
      const columns = await admin<{ name: string }[]>`
        select a.attname as name from pg_attribute a join pg_type ty on ty.oid = a.atttypid
        where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = '' and ty.typname <> 'tsvector'
          and a.attname not in ('id', 'tenant_id', 'created_at', 'updated_at')`;
      for (const { name } of columns) {
        if (ignored.includes(name)) continue;
        const covered = name in entity!.fields || (entity!.hidden ?? []).includes(name);
        expect(covered, `${table}.${name} has a label or is hidden`).toBe(true);
      }
    }
    expect(new Set(HISTORY_ENTITIES.map((e) => e.alias)).size).toBe(HISTORY_ENTITIES.length);
  });
});
