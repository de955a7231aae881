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

describe('tariff sheet import: preview', () => {
  let detail: Detail;

  beforeAll(async () => {
    const res = await upload(
      t,
      'manager',
      'tarifas.csv',
      csv(
        'Móvil Importado 30GB;Yoigo;Particular;Móvil;12,90;30 GB;Ilimitados;;;',
        'CONVERGENTE EXISTENTE;yoigo;PARTICULAR;;49,90;;;;;',
        'Tarifa mala;Movistar;Particular;Móvil;1500;30 GB;100;;;',
        'móvil importado 30gb;YOIGO;PARTICULAR;Móvil;13;30 GB;100;;;',
        'Fibra rara;Yoigo;Particular;Fijo;30;;;Fibra;rápida;300',
        'Fijo sin datos;Yoigo;Particular;Fijo;30;;;;;',
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    detail = res.json<Detail>();
  });

  it('suggests the mapping from the Spanish headers and counts what each row would do', () => {
    expect(detail).toMatchObject({
      estado: 'PENDIENTE',
      archivo: 'tarifas.csv',
      formato: 'csv',
      totalFilas: 6,
      conErrores: 4,
      aCrear: 1,
      aActualizar: 1,
      sinCambios: 0,
      creadaPor: { nombre: expect.any(String) },
      mapeo: {
        nombre: 0,
        operador: 1,
        segmento: 2,
        categoria: 3,
        precio: 4,
        datos: 5,
        minutosVoz: 6,
        tipoFija: 7,
        bajada: 8,
        subida: 9,
      },
    });
    expect(detail['columnas']).toHaveLength(10);
    expect(detail['muestra']).toHaveLength(6);
  });

  it('matches an f.existing tariff by name (any case), operator and segment', async () => {
    const [create, update] = await rows(t, detail.id);
    expect(create).toMatchObject({ fila: 2, accion: 'CREAR', errores: [], tarifa: null });
    expect(update).toMatchObject({
      fila: 3,
      accion: 'ACTUALIZAR',
      errores: [],
      tarifa: { id: f.existing.id, nombre: 'Convergente Existente' },
    });
  });

  it('words each row’s errors with the tariff POST’s own messages, naming the column', async () => {
    const post = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', {
      name: 'Tarifa mala',
      operator: 'Movistar',
      segment: 'PARTICULAR',
      category: 'mobile_line',
      price_value: '1500',
      mobile_line_info: {
        mobile_line_data: { amount: 30, unit: 'GB' },
        mobile_line_voice: { amount: 100 },
      },
    });
    expect(post.statusCode).toBe(400);
    const fields = post.json<Record<string, string[]>>();
    const errors = await rows(t, detail.id, 'errores');
    expect(errors.map((r) => r.fila)).toEqual([4, 5, 6, 7]);
    expect(errors[0]!.errores.sort()).toEqual(
      [`Operador: ${fields['operator']![0]}`, `Precio: ${fields['price_value']![0]}`].sort(),
    );
    expect(errors[1]!.errores).toEqual([
      'Repite la tarifa de la fila 2 (mismo nombre, operador y segmento)',
    ]);
    expect(errors[2]!.errores).toContain(
      'Velocidad de bajada: escriba una velocidad, p. ej. 600 Mb («rápida»)',
    );
    expect(errors[3]!.errores).toEqual(['Línea fija: Faltan los datos de la línea fija']);
    expect(errors.every((r) => r.accion === null)).toBe(true);
  });

  it('checks the rows again with another mapping; name, operator and segment are needed', async () => {
    const bad = await call(t, 'admin', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: { nombre: 0, operador: 1, precio: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      'mapeo.precio': ['La misma columna ya está asignada a «operador»'],
      'mapeo.segmento': ['Asigne la columna del segmento'],
    });
    const withoutPrice = { ...detail.mapeo, precio: undefined };
    const again = await call(t, 'admin', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: JSON.parse(JSON.stringify(withoutPrice)),
    });
    expect(again.statusCode, again.body).toBe(200);
    // Without prices the new tariff lacks one, the f.existing one keeps its own: nothing changes.
    expect(again.json()).toMatchObject({ aCrear: 0, aActualizar: 0, sinCambios: 1 });
    const restored = await call(t, 'admin', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: detail.mapeo,
    });
    expect(restored.json()).toMatchObject({ aCrear: 1, aActualizar: 1, conErrores: 4 });
  });
});
