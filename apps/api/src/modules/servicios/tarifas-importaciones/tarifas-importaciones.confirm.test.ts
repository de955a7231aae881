import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/test-app';
import { call } from '../servicios.test-support';
import {
  closeTariffImportFixture,
  openTariffImportFixture,
  BASE,
  type Detail,
  csv,
  rows,
  upload,
  type TariffImportFixture,
} from './tarifas-importaciones.test-support';

let f: TariffImportFixture;
let t: TestApp;
beforeAll(async () => {
  f = await openTariffImportFixture();
  t = f.t;
});
afterAll(() => closeTariffImportFixture(f));

describe('tariff sheet import: confirmation', () => {
  it('applies every correct row in one go: new tariffs, price changes with their history, record history', async () => {
    const up = await upload(
      t,
      'manager',
      'confirmar.csv',
      csv(
        'Móvil Confirmado 50GB;Yoigo;Particular;Móvil;15,50;50 GB;Ilimitados;;;',
        'Convergente Existente;Yoigo;Particular;;52;;;;;',
        'Sin precio;Yoigo;Particular;Móvil;;10 GB;100;;;',
      ),
    );
    expect(up.statusCode, up.body).toBe(201);
    const { id } = up.json<Detail>();
    const res = await call(t, 'manager', 'POST', `${BASE}/${id}/confirmar/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      estado: 'APLICADA',
      creadas: 1,
      actualizadas: 1,
      rechazadas: 1,
      aplicadaPor: { nombre: expect.any(String) },
      aplicadaAt: expect.any(String),
    });
    const outcome = await rows(t, id);
    expect(outcome.map((r) => r.resultado)).toEqual(['CREADA', 'ACTUALIZADA', 'RECHAZADA']);
    const createdId = outcome[0]!.tarifa!.id;

    const list = await call(t, 'admin', 'GET', '/api/servicios/tarifas/?search=Confirmado');
    expect(list.json<{ results: unknown[] }>().results).toEqual([
      expect.objectContaining({
        id: createdId,
        name: 'Móvil Confirmado 50GB',
        category: 'mobile_line',
        price_value: '15.50',
        mobile_line_info: {
          mobile_line_data: { unit: 'GB', amount: 50 },
          mobile_line_voice: { unit: 'min', amount: null },
        },
      }),
    ]);
    const updated = await call(
      t,
      'admin',
      'GET',
      '/api/servicios/tarifas/?search=Convergente Existente',
    );
    expect(updated.json<{ results: unknown[] }>().results).toEqual([
      expect.objectContaining({
        id: f.existing.id,
        price_value: '52.00',
        // The rest of the tariff is as it was: line data kept.
        fixed_line_info: expect.objectContaining({ type: 'FIBRA' }),
      }),
    ]);
    const prices = await f.sql<{ object_id: number; price: string }[]>`
      select object_id::int, price::text from price_history
      where content_type = 'tariff' and object_id in (${createdId}, ${f.existing.id}) order by id`;
    expect(prices.filter((p) => p.object_id === createdId).map((p) => Number(p.price))).toEqual([
      15.5,
    ]);
    expect(prices.filter((p) => p.object_id === f.existing.id).map((p) => Number(p.price))).toEqual(
      expect.arrayContaining([45.5, 52]),
    );
    const history = await f.sql<{ record_id: number; action: string }[]>`
      select record_id::int, action from record_history
      where table_name = 'tariffs' and record_id in (${createdId}, ${f.existing.id})`;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ record_id: createdId }),
        expect.objectContaining({ record_id: f.existing.id }),
      ]),
    );

    const twice = await call(t, 'manager', 'POST', `${BASE}/${id}/confirmar/`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ detail: string }>().detail).toMatch(/ya se aplicó/);
    const listed = await call(t, 'admin', 'GET', `${BASE}/`);
    expect(listed.json<{ results: Detail[] }>().results[0]).toMatchObject({
      id,
      estado: 'APLICADA',
    });
  });

  it('says SIN_CAMBIOS for a row that is already so, and writes no price for it', async () => {
    const up = await upload(
      t,
      'admin',
      'igual.csv',
      csv('Convergente Existente;Yoigo;Particular;;52;;;;;'),
    );
    const { id } = up.json<Detail>();
    expect(up.json()).toMatchObject({ sinCambios: 1, aActualizar: 0 });
    const before =
      await f.sql`select count(*)::int as n from price_history where object_id = ${f.existing.id} and content_type = 'tariff'`;
    expect((await call(t, 'admin', 'POST', `${BASE}/${id}/confirmar/`)).statusCode).toBe(200);
    const after =
      await f.sql`select count(*)::int as n from price_history where object_id = ${f.existing.id} and content_type = 'tariff'`;
    expect(after[0]!['n']).toBe(before[0]!['n']);
  });

  it('writes nothing when one write fails (one transaction)', async () => {
    await f.sql`create function kiwi_test_refuse_tariff() returns trigger language plpgsql as $$
      begin if new.name = 'Tarifa que falla' then raise exception 'refused by the test'; end if; return new; end $$`;
    await f.sql`create trigger kiwi_test_refuse before insert on tariffs for each row execute function kiwi_test_refuse_tariff()`;
    try {
      const up = await upload(
        t,
        'admin',
        'falla.csv',
        csv(
          'Tarifa buena;Yoigo;Particular;Móvil;10;10 GB;100;;;',
          'Convergente Existente;Yoigo;Particular;;60;;;;;',
          'Tarifa que falla;Yoigo;Particular;Móvil;10;10 GB;100;;;',
        ),
      );
      const { id } = up.json<Detail>();
      const res = await call(t, 'admin', 'POST', `${BASE}/${id}/confirmar/`);
      expect(res.statusCode).toBe(500);
      const written =
        await f.sql`select name, price_value::text from tariffs where name in ('Tarifa buena', 'Tarifa que falla') or id = ${f.existing.id}`;
      expect(written).toEqual([{ name: 'Convergente Existente', price_value: '52.00' }]);
      const detail = await call(t, 'admin', 'GET', `${BASE}/${id}/`);
      expect(detail.json()).toMatchObject({ estado: 'PENDIENTE', creadas: 0 });
    } finally {
      await f.sql`drop trigger kiwi_test_refuse on tariffs`;
    }
  });

  it('refuses a confirmation with no correct row (400, Spanish)', async () => {
    const up = await upload(t, 'admin', 'nada.csv', csv('Mala;Movistar;Particular;Móvil;1;;;;;'));
    const res = await call(t, 'admin', 'POST', `${BASE}/${up.json<Detail>().id}/confirmar/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'No hay ninguna fila correcta que importar.' });
  });
});
