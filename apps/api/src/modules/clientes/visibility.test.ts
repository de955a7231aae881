import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { ROLE } from '@kiwi/domain';
import { createTestApp, type DemoUser, type TestApp } from '../../../test/support/test-app';
import { expectCrossTenantNotFound } from '../../../test/support/cross-tenant';
import {
  api,
  demoIds,
  insertCustomerRow,
  type DemoIds,
  type ListBody,
} from './entradas/customers.test-support';

/** Decision 1105: a Comercial sees own + 'Por asignar'; Manager and above see all; tenants apart. */
let t: TestApp;
let sql: postgres.Sql;
let ids: DemoIds;
let call: ReturnType<typeof api>;
let others = 0;
let unassigned = 0;
let otraCustomer = 0;
const URL = '/api/clientes/entradas/';

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  sql = postgres(t.adminUrl, { max: 1 });
  ids = await demoIds(sql);
  others = await insertCustomerRow(sql, ids.tenant, {
    nombre: 'Visib De Otro',
    comercial_id: ids.dbl,
  });
  unassigned = await insertCustomerRow(sql, ids.tenant, {
    nombre: 'Visib Sin Asignar',
    comercial_id: null,
  });
  otraCustomer = await insertCustomerRow(sql, ids.otraTenant, { nombre: 'Visib Otra Empresa' });
});

afterAll(async () => {
  await sql?.end();
  await t?.close();
});

const save = { nombre: 'Visib Guardado', telefonosContacto: [] };

describe('a Comercial', () => {
  it('lists only their own customers and those "Por asignar"', async () => {
    const res = await call('comercial', 'GET', `${URL}?itemsPerPage=100`);
    const body = res.json<ListBody>();
    expect(body.count).toBeGreaterThan(0);
    expect(
      body.results.every((r) => r.comercial === null || r.comercial.id === ids.comercial),
    ).toBe(true);
    const all = await call('comercial', 'GET', `${URL}?search=Visib`);
    expect(all.json<ListBody>().results.map((r) => r.id)).toEqual([unassigned]);
  });

  it('gets 404 on another commercial’s customer, for every method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        'comercial',
        method,
        `${URL}${others}/`,
        method === 'PUT' ? save : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    const [row] = await sql<
      { nombre: string }[]
    >`select nombre from customers where id = ${others}`;
    expect(row?.nombre).toBe('Visib De Otro');
  });

  it('takes a customer "Por asignar" by saving it', async () => {
    const res = await call('comercial', 'PUT', `${URL}${unassigned}/`, {
      ...save,
      comercial: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ comercial: ids.comercial });
  });

  it('creates customers as theirs and cannot assign them to someone else', async () => {
    const mine = await call('comercial', 'POST', URL, { nombre: 'Visib Nuevo' });
    expect(mine.json()).toMatchObject({ comercial: ids.comercial });
    const theirs = await call('comercial', 'POST', URL, {
      nombre: 'Visib Ajeno',
      comercial: ids.dbl,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ comercial: ['Solo puede asignarse clientes a sí mismo'] });
  });
});

describe.each(['manager', 'admin', 'superadmin'] as DemoUser[])('%s', (user) => {
  it('sees and edits every customer of the tenant', async () => {
    const list = await call(user, 'GET', `${URL}?search=Visib%20De%20Otro`);
    expect(list.json<ListBody>().results.map((r) => r.id)).toEqual([others]);
    const get = await call(user, 'GET', `${URL}${others}/`);
    expect(get.statusCode).toBe(200);
    const put = await call(user, 'PUT', `${URL}${others}/`, {
      nombre: 'Visib De Otro',
      comercial: ids.dbl,
    });
    expect(put.statusCode, put.body).toBe(200);
  });
});

/**
 * Decision 1115: the page's first statements are sent with the guard's lookup, for the role the
 * token names; the list must still follow the account as the database has it now.
 */
describe('the list read with the guard', () => {
  let free = 0;
  let taken = 0;
  beforeAll(async () => {
    free = await insertCustomerRow(sql, ids.tenant, { nombre: 'Visib Guardia Libre' });
    taken = await insertCustomerRow(sql, ids.tenant, {
      nombre: 'Visib Guardia Ajeno',
      comercial_id: ids.dbl,
    });
  });
  const listAs = async (access: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}?search=Visib%20Guardia&ordering=nombre`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>().results.map((r) => r.id);
  };

  it('a manager demoted after logging in sees only own and "Por asignar" on the next call', async () => {
    const { access } = await t.login('manager');
    expect(await listAs(access)).toEqual([taken, free]);
    try {
      await sql`update accounts set role_id = ${ROLE.Comercial} where username = 'manager@kiwi.demo'`;
      expect(await listAs(access)).toEqual([free]);
    } finally {
      await sql`update accounts set role_id = ${ROLE.Manager} where username = 'manager@kiwi.demo'`;
    }
  });

  it('a comercial flagged isAdmin after logging in sees every customer on the next call', async () => {
    const { access } = await t.login('comercial');
    expect(await listAs(access)).toEqual([free]);
    try {
      await sql`update accounts set is_admin = true where username = 'comercial@kiwi.demo'`;
      expect(await listAs(access)).toEqual([taken, free]);
    } finally {
      await sql`update accounts set is_admin = false where username = 'comercial@kiwi.demo'`;
    }
  });
});

describe('tenants', () => {
  it('another tenant’s customer is 404 for every Demo user and every method', async () => {
    await expectCrossTenantNotFound(t, [
      { method: 'GET', url: `${URL}${otraCustomer}/` },
      { method: 'PUT', url: `${URL}${otraCustomer}/`, payload: save },
      { method: 'DELETE', url: `${URL}${otraCustomer}/` },
    ]);
    const list = await call('admin', 'GET', `${URL}?search=Visib%20Otra`);
    expect(list.json<ListBody>().count).toBe(0);
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from customers where id = ${otraCustomer}`;
    expect(row?.n).toBe(1);
  });

  it('a tenant without ERP groups is refused (403)', async () => {
    const res = await call('otraAdmin', 'GET', URL);
    expect(res.statusCode).toBe(403);
  });

  it('no token → 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});
