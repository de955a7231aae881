import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import { call } from '../servicios.test-support';

let t: TestApp;
let sql: postgres.Sql;
let tariffId: number;
let lineId: number;

const device = (overrides: Record<string, unknown> = {}) => ({
  name: `Terminal ${Math.random().toString(36).slice(2, 8)}`,
  brand: 'Samsung',
  price: 449,
  devices: 5,
  operator: 'YOIGO',
  page_url: 'https://www.yoigo.com/moviles/galaxy',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  const [tariff] = await sql<{ id: number }[]>`
    select x.id::int as id from tariffs x join tenants t on t.id = x.tenant_id
    where t.name = 'Demo Distribuciones' and x.operator = 'YOIGO' and x.category = 'mobile_line' limit 1`;
  const [line] = await sql<{ id: number }[]>`
    select x.id::int as id from additional_lines x join tenants t on t.id = x.tenant_id
    where t.name = 'Demo Distribuciones' limit 1`;
  tariffId = tariff!.id;
  lineId = line!.id;
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

type Device = { id: number; price: string; operator: string };
type Plan = {
  id: number;
  month_price: string;
  final_price: string;
  tariff_name: string;
  terminal__id: number;
};

describe('/api/servicios/terminales/', () => {
  it('pages by 20 with {results, count} and filters is_active', async () => {
    const res = await call(t, 'comercial', 'GET', '/api/servicios/terminales/?page=1&is_active=1');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; results: Device[] }>();
    expect(body.results.length).toBe(Math.min(20, body.count));
  });

  it('asks DBL devices as YOIGO', async () => {
    const res = await call(
      t,
      'comercial',
      'GET',
      '/api/servicios/terminales/?default=1&operator=DBL',
    );
    const rows = res.json<{ results: Device[] }>().results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => d.operator === 'YOIGO')).toBe(true);
  });

  it('creates, edits (price history) and refuses bad input', async () => {
    const created = await call(t, 'manager', 'POST', '/api/servicios/terminales/', device());
    expect(created.statusCode, created.body).toBe(201);
    const d = created.json<Device & { name: string }>();
    const edited = await call(
      t,
      'admin',
      'PUT',
      `/api/servicios/terminales/${d.id}/`,
      device({ name: d.name, price: 399 }),
    );
    expect(edited.json()).toMatchObject({ price: '399.00' });
    const history = await call(
      t,
      'admin',
      'GET',
      `/api/servicios/pricehistory/?content_type=device&object_id=${d.id}`,
    );
    expect(
      history.json<{ results: Array<{ price: string }> }>().results.map((r) => r.price),
    ).toEqual(['399.00', '449.00']);
    for (const [patch, field] of [
      [{ price: -5 }, 'price'],
      [{ price: 50000 }, 'price'],
      [{ operator: 'PEPEPHONE' }, 'operator'],
      [{ page_url: 'no es url' }, 'page_url'],
      [{ seguro: 99999999 }, 'seguro'],
      [{ devices: -1 }, 'devices'],
    ] as const) {
      const res = await call(t, 'admin', 'POST', '/api/servicios/terminales/', device(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    }
  });

  it('needs the MasMovil group; a Comercial reads but may not write', async () => {
    expect(
      (await call(t, 'comercial', 'POST', '/api/servicios/terminales/', device())).statusCode,
    ).toBe(403);
    await sql`update tenants set groups = array_remove(groups, 'MasMovil') where name = 'Demo Distribuciones'`;
    try {
      expect((await call(t, 'admin', 'GET', '/api/servicios/terminales/')).statusCode).toBe(403);
      expect(
        (await call(t, 'admin', 'GET', `/api/servicios/installments-terminal/1/`)).statusCode,
      ).toBe(403);
      // The other catalogues only need an ERP group.
      expect((await call(t, 'admin', 'GET', '/api/servicios/tarifas/')).statusCode).toBe(200);
    } finally {
      await sql`update tenants set groups = array_append(groups, 'MasMovil') where name = 'Demo Distribuciones'`;
    }
  });
});

describe('instalments', () => {
  it('creates plans for a tariff and an additional line, and finds them by tariff, pair and device', async () => {
    const d = (
      await call(t, 'admin', 'POST', '/api/servicios/terminales/', device({ price: 909 }))
    ).json<Device>();
    const plan = await call(t, 'admin', 'POST', '/api/servicios/installment/', {
      terminal: d.id,
      object_id: tariffId,
      initial_price: 91,
      month_price: 34.08,
      months: 24,
      final_price: 909,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(plan.json()).toMatchObject({
      month_price: '34.08',
      final_price: '909.00',
      months: 24,
      terminal__id: d.id,
      object_type: 'tariff',
    });
    const implied = await call(t, 'admin', 'POST', '/api/servicios/installment/', {
      terminal: d.id,
      object_id: lineId,
      object_type: 'additional_line',
      initial_price: 0,
      month_price: 10,
      months: 12,
    });
    expect(implied.json()).toMatchObject({ final_price: '120.00', object_type: 'additional_line' });

    const byTariff = await call(
      t,
      'comercial',
      'GET',
      `/api/servicios/installments-tariff/${tariffId}/tariff`,
    );
    expect(byTariff.json<Plan[]>().map((p) => p.terminal__id)).toContain(d.id);
    const byMonthly = await call(
      t,
      'comercial',
      'GET',
      `/api/servicios/installments-tariff/${tariffId}/MONTHLY`,
    );
    expect(byMonthly.statusCode).toBe(200);
    const byLine = await call(
      t,
      'comercial',
      'GET',
      `/api/servicios/installments-tariff/${lineId}/additional_line`,
    );
    expect(byLine.json<Plan[]>().map((p) => p.terminal__id)).toContain(d.id);
    const pair = await call(
      t,
      'comercial',
      'GET',
      `/api/servicios/installments/${tariffId}/${d.id}`,
    );
    expect(pair.json<Plan[]>()).toHaveLength(1);
    const all = await call(t, 'comercial', 'GET', `/api/servicios/installments-terminal/${d.id}/`);
    expect(all.json<Plan[]>()).toHaveLength(2);
    expect(
      (await call(t, 'comercial', 'GET', `/api/servicios/installments-tariff/${tariffId}/otro`))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a plan whose figures do not add up, and unknown devices or tariffs; writes nothing', async () => {
    const d = (
      await call(t, 'admin', 'POST', '/api/servicios/terminales/', device())
    ).json<Device>();
    const wrong = await call(t, 'admin', 'POST', '/api/servicios/installment/', {
      terminal: d.id,
      object_id: tariffId,
      initial_price: 91,
      month_price: 30,
      months: 24,
      final_price: 909,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Record<string, string[]>>()['final_price']![0]).toMatch(
      /El precio final debe ser/,
    );
    const unknown = await call(t, 'admin', 'POST', '/api/servicios/installment/', {
      terminal: 99999999,
      object_id: 99999999,
      month_price: 10,
    });
    expect(unknown.json()).toEqual({
      terminal: ['No existe ese terminal'],
      object_id: ['No existe esa tarifa'],
    });
    expect((await sql`select 1 from instalments where device_id = ${d.id}`).length).toBe(0);
  });

  it('edits a plan (month price history) and deletes it', async () => {
    const d = (
      await call(t, 'admin', 'POST', '/api/servicios/terminales/', device())
    ).json<Device>();
    const body = { terminal: d.id, object_id: tariffId, initial_price: 0, month_price: 18.71 };
    const plan = (await call(t, 'admin', 'POST', '/api/servicios/installment/', body)).json<Plan>();
    const edited = await call(t, 'admin', 'PUT', `/api/servicios/installment/${plan.id}/`, {
      ...body,
      month_price: 16.5,
    });
    expect(edited.json()).toMatchObject({ month_price: '16.50' });
    const history = await call(
      t,
      'admin',
      'GET',
      `/api/servicios/pricehistory/?content_type=instalment&object_id=${plan.id}`,
    );
    expect(
      history.json<{ results: Array<{ price: string }> }>().results.map((r) => r.price),
    ).toEqual(['16.50', '18.71']);
    expect(
      (await call(t, 'admin', 'DELETE', `/api/servicios/installment/${plan.id}/`)).json(),
    ).toMatchObject({ deleted: true });
  });

  it('deactivates a device sold in an offer instead of deleting it', async () => {
    const [used] = await sql<
      { id: number }[]
    >`select device_id::int as id from packages where device_id is not null limit 1`;
    const res = await call(t, 'admin', 'DELETE', `/api/servicios/terminales/${used!.id}/`);
    expect(res.json()).toMatchObject({ deleted: false, deactivated: true });
  });

  it('another tenant’s devices and plans are 404', async () => {
    const [otra] = await sql<{ device: number; tariff: number; plan: number }[]>`
      with tn as (select id from tenants where name = 'Otra Empresa'),
      d as (insert into devices (tenant_id, name, brand, price, operator) select id, 'Móvil otra', 'X', 100, 'YOIGO' from tn returning id, tenant_id),
      tr as (insert into tariffs (tenant_id, name, category, price_value, operator, segment) select id, 'Tarifa otra d', 'mobile_line', 10, 'YOIGO', 'PARTICULAR' from tn returning id),
      p as (insert into instalments (tenant_id, device_id, tariff_id, installment_type, month_price)
            select d.tenant_id, d.id, tr.id, 'MONTHLY', 5 from d, tr returning id)
      select (select id::int from d) as device, (select id::int from tr) as tariff, (select id::int from p) as plan`;
    await expectCrossTenantNotFound(t, [
      { method: 'GET', url: `/api/servicios/installments-terminal/${otra!.device}/` },
      { method: 'GET', url: `/api/servicios/installments/${otra!.tariff}/${otra!.device}` },
      { method: 'GET', url: `/api/servicios/installments-tariff/${otra!.tariff}/tariff` },
      {
        method: 'PUT',
        url: `/api/servicios/terminales/${otra!.device}/`,
        payload: device(),
        users: ['admin', 'manager'],
      },
      {
        method: 'DELETE',
        url: `/api/servicios/installment/${otra!.plan}/`,
        users: ['admin', 'manager'],
      },
    ]);
    const list = await call(t, 'admin', 'GET', '/api/servicios/terminales/?default=1');
    expect(list.json<{ results: Device[] }>().results.map((r) => r.id)).not.toContain(otra!.device);
  });
});

describe('drop-downs', () => {
  it('lists active tariffs, lines and SVAs of an operator and segment', async () => {
    const res = await call(
      t,
      'comercial',
      'GET',
      '/api/servicios/tariff-adicionales-sva-drop-down/?operator=YOIGO&segment=PARTICULAR',
    );
    const items = res.json<Array<{ type: string; operator: string; segment: string }>>();
    expect(new Set(items.map((i) => i.type))).toEqual(
      new Set(['tariff', 'additional_line', 'sva']),
    );
    expect(items.every((i) => i.operator === 'YOIGO' && i.segment === 'PARTICULAR')).toBe(true);
    const noSva = await call(
      t,
      'comercial',
      'GET',
      '/api/servicios/tariff-adicionales-drop-down/?operator=YOIGO',
    );
    expect(noSva.json<Array<{ type: string }>>().some((i) => i.type === 'sva')).toBe(false);
  });

  it('lists only active devices with stock', async () => {
    const empty = (
      await call(t, 'admin', 'POST', '/api/servicios/terminales/', device({ devices: 0 }))
    ).json<Device>();
    const res = await call(t, 'comercial', 'GET', '/api/servicios/available-device-drop-down/');
    const ids = res.json<Array<{ id: number }>>().map((i) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(empty.id);
  });
});
