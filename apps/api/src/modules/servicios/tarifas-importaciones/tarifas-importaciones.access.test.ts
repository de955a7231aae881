import { TARIFF_IMPORT_FIELDS } from '@kiwi/domain';
import ExcelJS from 'exceljs';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/test-app';
import { call } from '../servicios.test-support';
import {
  closeTariffImportFixture,
  HEADER,
  openTariffImportFixture,
  BASE,
  csv,
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

describe('tariff sheet import: template and files', () => {
  it('serves a template with Spanish headers whose example row imports as a new tariff', async () => {
    const res = await call(t, 'admin', 'GET', `${BASE}/plantilla/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.getWorksheet('Tarifas')!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(TARIFF_IMPORT_FIELDS.map((field) => field.label));
    expect(book.getWorksheet('Valores admitidos')).toBeDefined();

    const up = await upload(t, 'admin', 'plantilla-tarifas.xlsx', res.rawPayload);
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({ formato: 'xlsx', totalFilas: 1, conErrores: 0, aCrear: 1 });
  });

  it.each([
    ['tarifas.pdf', Buffer.from('%PDF-1.4'), 400, 'Solo se admiten archivos .xlsx o .csv.'],
    [
      'tarifas.xlsx',
      Buffer.from('Nombre;Precio\nA;1'),
      400,
      'El archivo no es un libro de Excel (.xlsx) válido.',
    ],
    ['tarifas.csv', Buffer.from([0x50, 0x00, 0x01]), 400, 'El archivo .csv no es de texto.'],
    ['vacio.csv', Buffer.alloc(0), 400, 'El archivo está vacío.'],
    [
      'cabecera.csv',
      Buffer.from(HEADER),
      400,
      'El archivo no tiene filas de tarifas debajo de la cabecera.',
    ],
    [
      'grande.csv',
      Buffer.from(
        csv(...Array.from({ length: 2001 }, (_, i) => `T${i};Yoigo;Particular;Móvil;1;;;;;`)),
      ),
      400,
      'El archivo tiene más de 2.000 filas: divídalo en varios.',
    ],
    [
      'enorme.csv',
      Buffer.alloc(2 * 1024 * 1024 + 10, 'a'),
      413,
      'El archivo supera el tamaño máximo de 2 MB.',
    ],
  ])('refuses %s (%i) in Spanish and stores nothing', async (name, content, status, message) => {
    const before = await f.sql`select count(*)::int as n from tariff_imports`;
    const res = await upload(t, 'admin', name, content);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ file: string[] }>().file).toEqual([message]);
    const after = await f.sql`select count(*)::int as n from tariff_imports`;
    expect(after[0]!['n']).toBe(before[0]!['n']);
  });
});

describe('tariff sheet import: who and which tenant', () => {
  it('is for who may write tariffs: a Comercial and a tenant without ERP get 403', async () => {
    for (const user of ['comercial', 'otraAdmin', 'otraEmpleado'] as const) {
      expect(
        (await upload(t, user, 'tarifas.csv', csv('A;Yoigo;Particular;Móvil;1;;;;;'))).statusCode,
      ).toBe(403);
      expect((await call(t, user, 'GET', `${BASE}/`)).statusCode).toBe(403);
      expect((await call(t, user, 'GET', `${BASE}/plantilla/`)).statusCode).toBe(403);
    }
    for (const user of ['superadmin', 'admin', 'manager'] as const) {
      expect((await call(t, user, 'GET', `${BASE}/`)).statusCode).toBe(200);
    }
  });

  it('answers 404 for another tenant’s import on every route', async () => {
    const [otra] = await f.sql<{ id: number }[]>`
      insert into tariff_imports (tenant_id, archivo, formato, mapeo)
      select id, 'otra.csv', 'csv', '{"nombre":0,"operador":1,"segmento":2}'::jsonb from tenants
      where name = 'Otra Empresa' returning id::int as id`;
    const url = `${BASE}/${otra!.id}/`;
    await expectCrossTenantNotFound(
      t,
      [
        { method: 'GET', url },
        { method: 'GET', url: `${url}filas/` },
        {
          method: 'POST',
          url: `${url}analizar/`,
          payload: { mapeo: { nombre: 0, operador: 1, segmento: 2 } },
        },
        { method: 'POST', url: `${url}confirmar/` },
      ],
      ['superadmin', 'admin', 'manager'],
    );
  });
});

describe('tariff sheet import: OpenAPI', () => {
  it('documents every route under its tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    for (const [path, method] of [
      [`${BASE}/`, 'post'],
      [`${BASE}/`, 'get'],
      [`${BASE}/plantilla/`, 'get'],
      [`${BASE}/{id}/`, 'get'],
      [`${BASE}/{id}/filas/`, 'get'],
      [`${BASE}/{id}/analizar/`, 'post'],
      [`${BASE}/{id}/confirmar/`, 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([
        'servicios: importación de tarifas',
      ]);
    }
  });
});
