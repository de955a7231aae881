import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import { call, convergentTariff } from '../servicios.test-support';

let t: TestApp;
let sql: postgres.Sql;
let otraTariffId: number;

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  const [row] = await sql<{ id: number }[]>`
    insert into tariffs (tenant_id, name, category, price_value, operator, segment)
    select id, 'Tarifa de Otra', 'mobile_line', 10, 'YOIGO', 'PARTICULAR' from tenants where name = 'Otra Empresa'
    returning id::int as id`;
  otraTariffId = row!.id;
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

type Tariff = Record<string, unknown> & { id: number; price_value: string };

describe('GET /api/servicios/tarifas/', () => {
  it('answers {count, results} paged by 16, for a Comercial too', async () => {
    const res = await call(t, 'comercial', 'GET', '/api/servicios/tarifas/');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; results: Tariff[] }>();
    expect(body.count).toBeGreaterThan(16);
    expect(body.results).toHaveLength(16);
    const page2 = await call(t, 'admin', 'GET', '/api/servicios/tarifas/?page=2&itemsPerPage=15');
    expect(page2.json<{ results: Tariff[] }>().results).toHaveLength(15);
    expect(page2.json<{ results: Tariff[] }>().results[0]!.id).not.toBe(body.results[0]!.id);
  });

  it('filters by operator, segment, category, payment type, activity and name', async () => {
    const res = await call(
      t,
      'comercial',
      'GET',
      '/api/servicios/tarifas/?default=1&is_active=1&operator=YOIGO&segment=PARTICULAR&category=convergent&payment_type=POSPAGO&search=fibra',
    );
    const body = res.json<{ count: number; results: Tariff[] }>();
    expect(body.count).toBeGreaterThan(0);
    for (const r of body.results) {
      expect(r).toMatchObject({
        operator: 'YOIGO',
        segment: 'PARTICULAR',
        category: 'convergent',
        is_active: true,
      });
      expect(String(r['name']).toLowerCase()).toContain('fibra');
    }
  });

  it('treats DBL as segment NEGOCIOS whatever segment is asked', async () => {
    const created = await call(
      t,
      'admin',
      'POST',
      '/api/servicios/tarifas/',
      convergentTariff({ operator: 'DBL', segment: 'NEGOCIOS' }),
    );
    expect(created.statusCode).toBe(201);
    const res = await call(
      t,
      'comercial',
      'GET',
      '/api/servicios/tarifas/?default=1&operator=DBL&segment=PARTICULAR',
    );
    const ids = res.json<{ results: Tariff[] }>().results.map((r) => r.id);
    expect(ids).toContain(created.json<Tariff>().id);
  });
});

describe('POST/PUT tariff bodies (spec 5)', () => {
  it('stores fixed and mobile data with default units, drops zero foreign minutes', async () => {
    const res = await call(t, 'manager', 'POST', '/api/servicios/tarifas/', convergentTariff());
    expect(res.statusCode).toBe(201);
    const tariff = res.json<Tariff>();
    expect(tariff.price_value).toBe('45.50');
    expect(tariff['fixed_line_info']).toMatchObject({
      type: 'FIBRA',
      upload_speed: { unit: 'Mb', amount: 600 },
      voice_to_fixed: null,
      voice_to_mobile: 1000,
    });
    expect(tariff['mobile_line_info']).toEqual({
      mobile_line_data: { unit: 'GB', amount: 100 },
      mobile_line_voice: { unit: 'min', amount: null },
    });
  });

  it('keeps foreign minutes when non-zero', async () => {
    const body = convergentTariff();
    body.mobile_line_info.voice_to_foreign = 60;
    const res = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', body);
    expect(res.json<Tariff>()['mobile_line_info']).toMatchObject({ voice_to_foreign: 60 });
  });

  it.each([
    ['mobile_line', 'fixed_line_info', 'Esta categoría no lleva datos de línea fija'],
    ['fixed_line', 'mobile_line_info', 'Esta categoría no lleva datos de línea móvil'],
    ['mobile_fixed_line', 'mobile_line_info', 'Esta categoría no lleva datos de línea móvil'],
  ])('refuses %s with %s (400, nothing written)', async (category, field, message) => {
    const name = `Incoherente ${category}`;
    const res = await call(
      t,
      'admin',
      'POST',
      '/api/servicios/tarifas/',
      convergentTariff({ category, name }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect((await sql`select 1 from tariffs where name = ${name}`).length).toBe(0);
  });

  it('requires the line data the category carries', async () => {
    const { fixed_line_info: _f, ...noFixed } = convergentTariff();
    const res = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', noFixed);
    expect(res.json()).toEqual({ fixed_line_info: ['Faltan los datos de la línea fija'] });
  });

  it.each([
    [{ price_value: -1 }, 'price_value'],
    [{ price_value: 99999 }, 'price_value'],
    [{ operator: 'TELEFONICA' }, 'operator'],
    [{ segment: 'GOBIERNO' }, 'segment'],
    [{ category: 'satellite' }, 'category'],
    [{ payment_type: 'TRUEQUE' }, 'payment_type'],
  ])('refuses bad input %o in Spanish', async (patch, field) => {
    const res = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', convergentTariff(patch));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  it('refuses an unknown speed unit', async () => {
    const body = convergentTariff();
    (body.fixed_line_info.upload_speed as Record<string, unknown>)['unit'] = 'Tb';
    const res = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', body);
    expect(res.json()).toEqual({
      'fixed_line_info.upload_speed.unit': ['Unidad de velocidad no válida'],
    });
  });

  it('refuses a duplicate name for the same operator and segment, not for another segment', async () => {
    const body = convergentTariff({ name: 'Tarifa Única' });
    expect((await call(t, 'admin', 'POST', '/api/servicios/tarifas/', body)).statusCode).toBe(201);
    const again = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', {
      ...body,
      name: 'tarifa única',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('name');
    const other = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', {
      ...body,
      segment: 'NEGOCIOS',
    });
    expect(other.statusCode).toBe(201);
  });

  it('edits links with the tariff and refuses unknown or foreign ids, writing nothing', async () => {
    const [promo] = await sql<
      { id: number }[]
    >`select p.id::int as id from promotions p join tenants t on t.id = p.tenant_id where t.name = 'Demo Distribuciones' limit 1`;
    const [sva] = await sql<
      { id: number }[]
    >`select s.id::int as id from svas s join tenants t on t.id = s.tenant_id where t.name = 'Demo Distribuciones' limit 1`;
    const created = (
      await call(t, 'admin', 'POST', '/api/servicios/tarifas/', convergentTariff())
    ).json<Tariff>();
    const edited = await call(
      t,
      'admin',
      'PUT',
      `/api/servicios/tarifas/${created.id}/`,
      convergentTariff({ name: created['name'], promotions: [promo!.id], svas: [sva!.id] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ promotions: [promo!.id], svas: [sva!.id] });
    const bad = await call(
      t,
      'admin',
      'PUT',
      `/api/servicios/tarifas/${created.id}/`,
      convergentTariff({ name: 'Cambiada', promotions: [promo!.id, 999999] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ promotions: ['No existen: 999999'] });
    const [row] = await sql`select name from tariffs where id = ${created.id}`;
    expect(row!['name']).toBe(created['name']);
  });
});

describe('access and tenants', () => {
  it('a Comercial reads but may not write', async () => {
    expect(
      (await call(t, 'comercial', 'POST', '/api/servicios/tarifas/', convergentTariff()))
        .statusCode,
    ).toBe(403);
    expect((await call(t, 'comercial', 'DELETE', '/api/servicios/tarifas/1/')).statusCode).toBe(
      403,
    );
  });

  it('a tenant without ERP groups is refused', async () => {
    expect((await call(t, 'otraAdmin', 'GET', '/api/servicios/tarifas/')).statusCode).toBe(403);
  });

  it('never lists another tenant’s tariffs; their ids are 404', async () => {
    const all = await call(t, 'admin', 'GET', '/api/servicios/tarifas/?default=1');
    expect(all.json<{ results: Tariff[] }>().results.map((r) => r.id)).not.toContain(otraTariffId);
    await expectCrossTenantNotFound(
      t,
      [
        {
          method: 'PUT',
          url: `/api/servicios/tarifas/${otraTariffId}/`,
          payload: convergentTariff(),
        },
        { method: 'DELETE', url: `/api/servicios/tarifas/${otraTariffId}/` },
      ],
      ['superadmin', 'admin', 'manager'],
    );
  });
});

describe('DELETE', () => {
  it('removes an unused tariff, deactivates one that offers use and says so', async () => {
    const unused = (
      await call(t, 'admin', 'POST', '/api/servicios/tarifas/', convergentTariff())
    ).json<Tariff>();
    const gone = await call(t, 'admin', 'DELETE', `/api/servicios/tarifas/${unused.id}/`);
    expect(gone.json()).toEqual({
      deleted: true,
      deactivated: false,
      detail: 'Eliminado correctamente',
    });
    const [used] = await sql<
      { id: number }[]
    >`select tariff_id::int as id from packages where tariff_id is not null limit 1`;
    const kept = await call(t, 'admin', 'DELETE', `/api/servicios/tarifas/${used!.id}/`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ deleted: false, deactivated: true });
    expect(kept.json<{ detail: string }>().detail).toMatch(/se ha desactivado/);
    const [row] = await sql`select is_active from tariffs where id = ${used!.id}`;
    expect(row!['is_active']).toBe(false);
  });
});
