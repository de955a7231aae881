import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { expectCrossTenantNotFound } from '../../../test/support/cross-tenant';
import { call } from './servicios.test-support';

/** The catalogues other than tariffs: one table of cases, the same promises for each. */
let t: TestApp;
let sql: postgres.Sql;

const uid = () => Math.random().toString(36).slice(2, 8);

interface Case {
  path: string;
  table: string;
  body: () => Record<string, unknown>;
  /** An edit and what the answer shows after it. */
  edit: (b: Record<string, unknown>) => Record<string, unknown>;
  expectAfterEdit: Record<string, unknown>;
  bad: Array<[Record<string, unknown>, string]>;
  /** Row for Otra Empresa (columns, values as SQL). */
  otraInsert: string;
  nameField?: string;
}

const CASES: Case[] = [
  {
    path: 'sva',
    table: 'svas',
    body: () => ({
      name: `SVA ${uid()}`,
      price_value: 4.99,
      operator: 'YOIGO',
      segment: 'PARTICULAR',
      permanence: 12,
    }),
    edit: (b) => ({ ...b, price_value: 5.49, more_info: 'Nuevo' }),
    expectAfterEdit: { price_value: '5.49', more_info: 'Nuevo' },
    bad: [
      [{ price_value: -3 }, 'price_value'],
      [{ operator: 'ORANGE' }, 'operator'],
      [{ permanence: 999 }, 'permanence'],
    ],
    otraInsert: `insert into svas (tenant_id, name, price_value, operator, segment) select id, 'SVA otra', 3, 'YOIGO', 'PARTICULAR'`,
  },
  {
    path: 'adicionales',
    table: 'additional_lines',
    body: () => ({
      name: `Adicional ${uid()}`,
      price_value: 6,
      operator: 'MASMOVIL',
      segment: 'NEGOCIOS',
      max_number: 3,
      mobile_line_info: { price: { base_fee: 4.958677 }, mobile_line_data: { amount: 25 } },
    }),
    edit: (b) => ({ ...b, mobile_line_info: { price: { base_fee: '5.123456' } } }),
    expectAfterEdit: {
      mobile_line_info: {
        price: { base_fee: '5.1235' },
        mobile_line_data: { unit: 'GB', amount: null },
        mobile_line_voice: { unit: 'min', amount: null },
      },
    },
    bad: [
      [{ mobile_line_info: { price: { base_fee: -1 } } }, 'mobile_line_info.price.base_fee'],
      [{ segment: 'MARCIANOS' }, 'segment'],
      [
        {
          mobile_line_info: { price: { base_fee: 4 }, mobile_line_data: { unit: 'TB', amount: 3 } },
        },
        'mobile_line_info.mobile_line_data.unit',
      ],
    ],
    otraInsert: `insert into additional_lines (tenant_id, name, price_value, base_fee, operator, segment) select id, 'Línea otra', 3, 2.5, 'YOIGO', 'PARTICULAR'`,
  },
  {
    path: 'promociones',
    table: 'promotions',
    body: () => ({
      name: `Promo ${uid()}`,
      amount: 20,
      amount_unit: 'PERCENTS',
      duration: 6,
      operator: 'YOIGO',
      priority_order: 1,
    }),
    edit: (b) => ({ ...b, amount: 5, amount_unit: 'MONETARY' }),
    expectAfterEdit: { amount: '5.00', amount_unit: 'MONETARY' },
    bad: [
      [{ amount: 120 }, 'amount'],
      [{ amount_unit: 'PUNTOS' }, 'amount_unit'],
      [{ duration_unit: 'SIGLOS' }, 'duration_unit'],
    ],
    otraInsert: `insert into promotions (tenant_id, name, amount, amount_unit, operator) select id, 'Promo otra', 5, 'MONETARY', 'YOIGO'`,
  },
  {
    path: 'seguros',
    table: 'insurances',
    body: () => ({ name: `Seguro ${uid()}`, price: 4.95, operator: 'YOIGO', tramo: '0-300 €' }),
    edit: (b) => ({ ...b, price: 5.95 }),
    expectAfterEdit: { price: '5.95' },
    bad: [
      [{ price: 'mucho' }, 'price'],
      [{ price: 5000 }, 'price'],
    ],
    otraInsert: `insert into insurances (tenant_id, name, price, operator) select id, 'Seguro otra', 3, 'YOIGO'`,
  },
  {
    path: 'gestion',
    table: 'catalogue_procedures',
    body: () => ({ name: `Gestión ${uid()}`, operator: 'AVATEL', tipo_gestion: 'ALTA' }),
    edit: (b) => ({ ...b, tipo_gestion: 'BAJA' }),
    expectAfterEdit: { tipo_gestion: 'BAJA' },
    bad: [[{ tipo_gestion: 'MAGIA' }, 'tipo_gestion']],
    otraInsert: `insert into catalogue_procedures (tenant_id, name, operator, tipo_gestion) select id, 'Gestión otra', 'YOIGO', 'ALTA'`,
  },
  {
    path: 'origenesbd',
    table: 'database_origins',
    body: () => ({ nombre: `Origen ${uid()}` }),
    edit: () => ({ nombre: 'Origen renombrado' }),
    expectAfterEdit: { nombre: 'Origen renombrado' },
    bad: [[{ nombre: '  ' }, 'nombre']],
    otraInsert: `insert into database_origins (tenant_id, nombre) select id, 'Origen otra ${Date.now()}'`,
    nameField: 'nombre',
  },
  {
    path: 'tipoobjetivo',
    table: 'objective_types',
    body: () => ({ nombre: `Tipo ${uid()}` }),
    edit: () => ({ nombre: 'Tipo renombrado' }),
    expectAfterEdit: { nombre: 'Tipo renombrado' },
    bad: [[{ nombre: '' }, 'nombre']],
    otraInsert: `insert into objective_types (tenant_id, nombre) select id, 'Tipo otra'`,
    nameField: 'nombre',
  },
];

const otraIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  for (const c of CASES) {
    const [row] = await sql.unsafe<{ id: number }[]>(
      `${c.otraInsert} from tenants where name = 'Otra Empresa' returning id::int as id`,
    );
    otraIds.set(c.path, row!.id);
  }
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

describe.each(CASES)('/api/servicios/$path/', (c) => {
  const url = `/api/servicios/${c.path}/`;

  it('lists {count, results} for a Comercial, paged by 16 by default', async () => {
    const res = await call(t, 'comercial', 'GET', url);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; results: unknown[] }>();
    expect(body.results.length).toBe(Math.min(16, body.count));
    const small = await call(t, 'comercial', 'GET', `${url}?itemsPerPage=2`);
    expect(small.json<{ results: unknown[] }>().results.length).toBe(Math.min(2, body.count));
  });

  it('creates, edits and lists it back with the search', async () => {
    const body = c.body();
    const created = await call(t, 'manager', 'POST', url, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const edited = await call(t, 'admin', 'PUT', `${url}${id}/`, c.edit(body));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject(c.expectAfterEdit);
    const name = String(c.edit(body)[c.nameField ?? 'name']);
    const found = await call(t, 'comercial', 'GET', `${url}?search=${encodeURIComponent(name)}`);
    expect(found.json<{ results: Array<{ id: number }> }>().results.map((r) => r.id)).toContain(id);
  });

  it('refuses a duplicate name', async () => {
    const body = c.body();
    expect((await call(t, 'admin', 'POST', url, body)).statusCode).toBe(201);
    const again = await call(t, 'admin', 'POST', url, body);
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json())).toEqual([c.nameField ?? 'name']);
  });

  it('refuses bad input with Spanish field errors and writes nothing', async () => {
    const before = await sql`select count(*)::int as n from ${sql(c.table)}`;
    for (const [patch, field] of c.bad) {
      const res = await call(t, 'admin', 'POST', url, { ...c.body(), ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(patch)).toContain(field);
      expect(JSON.stringify(res.json())).not.toMatch(/expected|invalid/i);
    }
    const after = await sql`select count(*)::int as n from ${sql(c.table)}`;
    expect(after[0]!['n']).toBe(before[0]!['n']);
  });

  it('a Comercial may not write; a tenant without ERP groups may not read', async () => {
    expect((await call(t, 'comercial', 'POST', url, c.body())).statusCode).toBe(403);
    expect((await call(t, 'otraAdmin', 'GET', url)).statusCode).toBe(403);
  });

  it('another tenant’s item is never listed and is 404 to edit or delete', async () => {
    const otra = otraIds.get(c.path)!;
    const list = await call(t, 'admin', 'GET', `${url}?default=1`);
    expect(list.json<{ results: Array<{ id: number }> }>().results.map((r) => r.id)).not.toContain(
      otra,
    );
    await expectCrossTenantNotFound(
      t,
      [
        { method: 'PUT', url: `${url}${otra}/`, payload: c.body() },
        { method: 'DELETE', url: `${url}${otra}/` },
      ],
      ['superadmin', 'admin', 'manager'],
    );
  });

  it('deletes an unused item', async () => {
    const id = (await call(t, 'admin', 'POST', url, c.body())).json<{ id: number }>().id;
    const res = await call(t, 'admin', 'DELETE', `${url}${id}/`);
    expect(res.json()).toEqual({
      deleted: true,
      deactivated: false,
      detail: 'Eliminado correctamente',
    });
    expect((await sql`select 1 from ${sql(c.table)} where id = ${id}`).length).toBe(0);
  });
});

describe('items in use', () => {
  it('an SVA sold in an offer is deactivated, not deleted', async () => {
    const [used] = await sql<{ id: number }[]>`select sva_id::int as id from package_svas limit 1`;
    const res = await call(t, 'admin', 'DELETE', `/api/servicios/sva/${used!.id}/`);
    expect(res.json()).toMatchObject({ deleted: false, deactivated: true });
    expect((await sql`select is_active from svas where id = ${used!.id}`)[0]!['is_active']).toBe(
      false,
    );
  });

  it('a database origin used by customers cannot be deleted (it has no is_active)', async () => {
    const [used] = await sql<{ id: number }[]>`
      select origen_bbdd_id::int as id from customers c join tenants t on t.id = c.tenant_id
      where t.name = 'Demo Distribuciones' and origen_bbdd_id is not null limit 1`;
    const res = await call(t, 'admin', 'DELETE', `/api/servicios/origenesbd/${used!.id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(/No se puede eliminar el origen: en uso/);
  });

  it('a percentage promotion over 100 is refused in Spanish', async () => {
    const res = await call(t, 'admin', 'POST', '/api/servicios/promociones/', {
      name: 'Demasiado',
      amount: 150,
      amount_unit: 'PERCENTS',
      duration: 1,
      operator: 'YOIGO',
    });
    expect(res.json()).toEqual({ amount: ['Un porcentaje no puede superar 100'] });
  });
});
