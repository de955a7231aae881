import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { priceAt, priceOffer, type PriceHistoryEntry } from '@kiwi/domain';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { call, convergentTariff } from '../servicios.test-support';

let t: TestApp;
let sql: postgres.Sql;

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

type Row = {
  id: number;
  price: string;
  valid_from: string;
  is_active: boolean;
  object_name: string;
};
const historyOf = async (type: string, id: number) =>
  (
    await call(
      t,
      'comercial',
      'GET',
      `/api/servicios/pricehistory/?content_type=${type}&object_id=${id}`,
    )
  ).json<{
    count: number;
    results: Row[];
  }>();

const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;

describe('automatic, effective-dated price history (decision 1504)', () => {
  it('records the first price, an immediate change and a scheduled one', async () => {
    const tariff = (
      await call(
        t,
        'admin',
        'POST',
        '/api/servicios/tarifas/',
        convergentTariff({ price_value: 30 }),
      )
    ).json<{ id: number; name: string }>();
    expect((await historyOf('tariff', tariff.id)).results.map((r) => r.price)).toEqual(['30.00']);

    const now = await call(
      t,
      'admin',
      'PUT',
      `/api/servicios/tarifas/${tariff.id}/`,
      convergentTariff({ name: tariff.name, price_value: 35 }),
    );
    expect(now.json()).toMatchObject({ price_value: '35.00', next_price: null });

    const later = await call(
      t,
      'admin',
      'PUT',
      `/api/servicios/tarifas/${tariff.id}/`,
      convergentTariff({ name: tariff.name, price_value: 40, price_valid_from: nextYear }),
    );
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ price_value: '35.00', next_price: { price: '40.00' } });
    const [column] = await sql`select price_value::text as p from tariffs where id = ${tariff.id}`;
    expect(column!['p']).toBe('35.00');

    const same = await call(
      t,
      'admin',
      'PUT',
      `/api/servicios/tarifas/${tariff.id}/`,
      convergentTariff({ name: tariff.name, price_value: 35 }),
    );
    expect(same.statusCode).toBe(200);
    const history = await historyOf('tariff', tariff.id);
    expect(history.results.map((r) => r.price)).toEqual(['40.00', '35.00', '30.00']);
    expect(history.results[0]!.object_name).toBe(tariff.name);
  });

  it('an offer dated in the past is priced with the price in force then', async () => {
    const tariff = (
      await call(
        t,
        'admin',
        'POST',
        '/api/servicios/tarifas/',
        convergentTariff({ price_value: 50 }),
      )
    ).json<{ id: number; name: string }>();
    // The tariff cost 40 € from 1 March 2026 (recorded afterwards, backdated).
    const past = await call(t, 'admin', 'POST', '/api/servicios/pricehistory/', {
      price: 40,
      object_id: tariff.id,
      content_type: 'tariff',
      valid_from: '2026-03-01',
      is_active: null,
    });
    expect(past.statusCode).toBe(201);
    expect(past.json()).toMatchObject({
      price: '40.00',
      is_active: true,
      valid_from: '2026-02-28T23:00:00.000Z',
    });

    const at = async (date: string) =>
      (
        await call(
          t,
          'comercial',
          'GET',
          `/api/servicios/prices-at/?content_type=tariff&object_id[]=${tariff.id}&date=${date}`,
        )
      ).json<Array<{ price: string }>>()[0]!.price;
    expect(await at('2026-04-15')).toBe('40.00');
    expect(await at(new Date().toISOString())).toBe('50.00');

    // The same through the domain: the history resolved at the offer's date, then priced.
    const entries: PriceHistoryEntry[] = (await historyOf('tariff', tariff.id)).results;
    const offerAt = (date: string) =>
      priceOffer({
        mode: 'CREATE',
        operator: 'YOIGO',
        segment: 'PARTICULAR',
        packages: [
          {
            tipoLinea: 'LINEA_PRINCIPAL',
            tariff: { price_value: priceAt('50.00', entries, date) },
          },
        ],
      }).total;
    expect(offerAt('2026-04-15T10:00:00Z')).toBe('48.40'); // 40 € + 21 % VAT
    expect(offerAt(new Date().toISOString())).toBe('60.50'); // 50 € + 21 % VAT
  });

  it('writes a row for SVA, insurance and additional-line base fee changes', async () => {
    const sva = (
      await call(t, 'admin', 'POST', '/api/servicios/sva/', {
        name: 'SVA h',
        price_value: 3,
        operator: 'YOIGO',
        segment: 'PARTICULAR',
      })
    ).json<{ id: number }>();
    await call(t, 'admin', 'PUT', `/api/servicios/sva/${sva.id}/`, {
      name: 'SVA h',
      price_value: 3.5,
      operator: 'YOIGO',
      segment: 'PARTICULAR',
    });
    expect((await historyOf('sva', sva.id)).results.map((r) => r.price)).toEqual(['3.50', '3.00']);

    const seguro = (
      await call(t, 'admin', 'POST', '/api/servicios/seguros/', {
        name: 'Seguro h',
        price: 4.95,
        operator: 'YOIGO',
      })
    ).json<{ id: number }>();
    await call(t, 'admin', 'PUT', `/api/servicios/seguros/${seguro.id}/`, {
      name: 'Seguro h',
      price: 5.95,
      operator: 'YOIGO',
    });
    expect((await historyOf('insurance', seguro.id)).results.map((r) => r.price)).toEqual([
      '5.95',
      '4.95',
    ]);

    const line = {
      name: 'Adicional h',
      price_value: 6,
      operator: 'YOIGO',
      segment: 'PARTICULAR',
      mobile_line_info: { price: { base_fee: 4.9587 } },
    };
    const created = (await call(t, 'admin', 'POST', '/api/servicios/adicionales/', line)).json<{
      id: number;
    }>();
    await call(t, 'admin', 'PUT', `/api/servicios/adicionales/${created.id}/`, {
      ...line,
      mobile_line_info: { price: { base_fee: 5.12345 } },
    });
    expect((await historyOf('additional_line', created.id)).results.map((r) => r.price)).toEqual([
      '5.1235',
      '4.9587',
    ]);
  });

  it('deleting a scheduled change cancels it; editing a row moves the price', async () => {
    const tariff = (
      await call(
        t,
        'admin',
        'POST',
        '/api/servicios/tarifas/',
        convergentTariff({ price_value: 20 }),
      )
    ).json<{ id: number; name: string }>();
    const scheduled = (
      await call(t, 'admin', 'POST', '/api/servicios/pricehistory/', {
        price: 25,
        object_id: tariff.id,
        valid_from: nextYear,
      })
    ).json<{ id: number }>();
    const list = async () =>
      (
        await call(
          t,
          'admin',
          'GET',
          `/api/servicios/tarifas/?search=${encodeURIComponent(tariff.name)}`,
        )
      ).json<{ results: Array<{ price_value: string; next_price: unknown }> }>().results[0]!;
    expect(await list()).toMatchObject({ price_value: '20.00', next_price: { price: '25.00' } });
    const moved = await call(t, 'admin', 'PUT', `/api/servicios/pricehistory/${scheduled.id}/`, {
      valid_from: '2026-01-01',
      price: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(await list()).toMatchObject({ price_value: '20.00', next_price: null });
    const removed = await call(
      t,
      'admin',
      'DELETE',
      `/api/servicios/pricehistory/${scheduled.id}/`,
    );
    expect(removed.json()).toMatchObject({ deleted: true });
    expect(await list()).toMatchObject({ price_value: '20.00', next_price: null });
  });

  it('refuses a new item priced from a future date, unknown objects and bad prices', async () => {
    const future = await call(
      t,
      'admin',
      'POST',
      '/api/servicios/tarifas/',
      convergentTariff({ price_valid_from: nextYear }),
    );
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json())).toEqual(['price_valid_from']);
    const unknown = await call(t, 'admin', 'POST', '/api/servicios/pricehistory/', {
      price: 10,
      object_id: 99999999,
    });
    expect(unknown.json()).toEqual({ object_id: ['No existe ese elemento del catálogo'] });
    const negative = await call(t, 'admin', 'POST', '/api/servicios/pricehistory/', {
      price: -1,
      object_id: 1,
    });
    expect(negative.statusCode).toBe(400);
    const type = await call(t, 'admin', 'POST', '/api/servicios/pricehistory/', {
      price: 1,
      object_id: 1,
      content_type: 'coche',
    });
    expect(type.json()).toEqual({ content_type: ['Tipo de objeto no válido'] });
  });

  it('a Comercial reads the history but may not write it; another tenant’s object is unknown', async () => {
    expect(
      (
        await call(t, 'comercial', 'POST', '/api/servicios/pricehistory/', {
          price: 1,
          object_id: 1,
        })
      ).statusCode,
    ).toBe(403);
    const [otra] = await sql<{ id: number }[]>`
      insert into tariffs (tenant_id, name, category, price_value, operator, segment)
      select id, 'Otra h', 'mobile_line', 9, 'YOIGO', 'PARTICULAR' from tenants where name = 'Otra Empresa' returning id::int as id`;
    const res = await call(t, 'admin', 'POST', '/api/servicios/pricehistory/', {
      price: 1,
      object_id: otra!.id,
    });
    expect(res.statusCode).toBe(400);
    expect((await historyOf('tariff', otra!.id)).count).toBe(0);
  });
});

describe('/api/servicios/upfronts/', () => {
  it('creates, filters, edits and deletes upfronts per objective family; null keys dropped', async () => {
    const [family] = await sql<{ id: number }[]>`
      select o.id::int as id from objective_types o join tenants t on t.id = o.tenant_id where t.name = 'Demo Distribuciones' limit 1`;
    const [tariff] = await sql<{ id: number }[]>`
      select x.id::int as id from tariffs x join tenants t on t.id = x.tenant_id where t.name = 'Demo Distribuciones' limit 1`;
    const created = await call(t, 'admin', 'POST', '/api/servicios/upfronts/', {
      upfront: 25.5,
      familia_objetivo: family!.id,
      tipo: 'PORTABILIDAD',
      object_id: tariff!.id,
      content_type: 'tarifa',
      is_active: null,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      upfront: '25.50',
      content_type: 'tariff',
      tipo: 'PORTABILIDAD',
      is_active: true,
    });
    const id = created.json<{ id: number }>().id;
    const listed = await call(
      t,
      'comercial',
      'GET',
      `/api/servicios/upfronts/?familia_objetivo=${family!.id}&tipo=PORTABILIDAD&object_id=${tariff!.id}`,
    );
    expect(listed.json<{ results: Array<{ id: number }> }>().results.map((r) => r.id)).toContain(
      id,
    );
    const edited = await call(t, 'admin', 'PUT', `/api/servicios/upfronts/${id}/`, {
      upfront: 30,
      tipo: null,
    });
    expect(edited.json()).toMatchObject({ upfront: '30.00', tipo: 'PORTABILIDAD' });
    const bad = await call(t, 'admin', 'PUT', `/api/servicios/upfronts/${id}/`, {
      familia_objetivo: 99999999,
    });
    expect(bad.json()).toEqual({ familia_objetivo: ['No existe ese tipo de objetivo'] });
    expect(
      (await call(t, 'comercial', 'DELETE', `/api/servicios/upfronts/${id}/`)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'admin', 'DELETE', `/api/servicios/upfronts/${id}/`)).json(),
    ).toMatchObject({ deleted: true });
  });
});
