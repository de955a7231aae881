import ExcelJS from 'exceljs';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_IMPORT_FIELDS } from '@kiwi/domain';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import { uploadFile } from '../../../../test/support/multipart';
import { createTestApp, type DemoUser, type TestApp } from '../../../../test/support/test-app';
import { call, convergentTariff } from '../servicios.test-support';

const BASE = '/api/servicios/tarifas/importaciones';

let t: TestApp;
let sql: postgres.Sql;
let existing: { id: number; name: string };

type Detail = Record<string, unknown> & {
  id: number;
  estado: string;
  mapeo: Record<string, number>;
};
type Row = {
  fila: number;
  accion: string | null;
  errores: string[];
  resultado: string | null;
  tarifa: { id: number; nombre: string } | null;
};

const upload = (user: DemoUser, filename: string, content: Buffer | string) =>
  uploadFile(t, `${BASE}/`, user, filename, content);

async function rows(id: number, tipo = 'todas'): Promise<Row[]> {
  const res = await call(t, 'admin', 'GET', `${BASE}/${id}/filas/?tipo=${tipo}&itemsPerPage=50`);
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Row[] }>().results;
}

const HEADER =
  'Nombre;Operador;Segmento;Categoría;Precio;Datos móviles;Minutos del móvil;Tipo de línea fija;Velocidad de bajada;Velocidad de subida';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1, onnotice: () => {} });
  const created = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', {
    ...convergentTariff({ name: 'Convergente Existente' }),
    promotions: [],
  });
  expect(created.statusCode).toBe(201);
  existing = created.json<{ id: number; name: string }>();
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

describe('tariff sheet import: preview', () => {
  let detail: Detail;

  beforeAll(async () => {
    const res = await upload(
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

  it('matches an existing tariff by name (any case), operator and segment', async () => {
    const [create, update] = await rows(detail.id);
    expect(create).toMatchObject({ fila: 2, accion: 'CREAR', errores: [], tarifa: null });
    expect(update).toMatchObject({
      fila: 3,
      accion: 'ACTUALIZAR',
      errores: [],
      tarifa: { id: existing.id, nombre: 'Convergente Existente' },
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
    const errors = await rows(detail.id, 'errores');
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
    // Without prices the new tariff lacks one, the existing one keeps its own: nothing changes.
    expect(again.json()).toMatchObject({ aCrear: 0, aActualizar: 0, sinCambios: 1 });
    const restored = await call(t, 'admin', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: detail.mapeo,
    });
    expect(restored.json()).toMatchObject({ aCrear: 1, aActualizar: 1, conErrores: 4 });
  });
});

describe('tariff sheet import: confirmation', () => {
  it('applies every correct row in one go: new tariffs, price changes with their history, record history', async () => {
    const up = await upload(
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
    const outcome = await rows(id);
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
        id: existing.id,
        price_value: '52.00',
        // The rest of the tariff is as it was: line data kept.
        fixed_line_info: expect.objectContaining({ type: 'FIBRA' }),
      }),
    ]);
    const prices = await sql<{ object_id: number; price: string }[]>`
      select object_id::int, price::text from price_history
      where content_type = 'tariff' and object_id in (${createdId}, ${existing.id}) order by id`;
    expect(prices.filter((p) => p.object_id === createdId).map((p) => Number(p.price))).toEqual([
      15.5,
    ]);
    expect(prices.filter((p) => p.object_id === existing.id).map((p) => Number(p.price))).toEqual(
      expect.arrayContaining([45.5, 52]),
    );
    const history = await sql<{ record_id: number; action: string }[]>`
      select record_id::int, action from record_history
      where table_name = 'tariffs' and record_id in (${createdId}, ${existing.id})`;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ record_id: createdId }),
        expect.objectContaining({ record_id: existing.id }),
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
      'admin',
      'igual.csv',
      csv('Convergente Existente;Yoigo;Particular;;52;;;;;'),
    );
    const { id } = up.json<Detail>();
    expect(up.json()).toMatchObject({ sinCambios: 1, aActualizar: 0 });
    const before =
      await sql`select count(*)::int as n from price_history where object_id = ${existing.id} and content_type = 'tariff'`;
    expect((await call(t, 'admin', 'POST', `${BASE}/${id}/confirmar/`)).statusCode).toBe(200);
    const after =
      await sql`select count(*)::int as n from price_history where object_id = ${existing.id} and content_type = 'tariff'`;
    expect(after[0]!['n']).toBe(before[0]!['n']);
  });

  it('writes nothing when one write fails (one transaction)', async () => {
    await sql`create function kiwi_test_refuse_tariff() returns trigger language plpgsql as $$
      begin if new.name = 'Tarifa que falla' then raise exception 'refused by the test'; end if; return new; end $$`;
    await sql`create trigger kiwi_test_refuse before insert on tariffs for each row execute function kiwi_test_refuse_tariff()`;
    try {
      const up = await upload(
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
        await sql`select name, price_value::text from tariffs where name in ('Tarifa buena', 'Tarifa que falla') or id = ${existing.id}`;
      expect(written).toEqual([{ name: 'Convergente Existente', price_value: '52.00' }]);
      const detail = await call(t, 'admin', 'GET', `${BASE}/${id}/`);
      expect(detail.json()).toMatchObject({ estado: 'PENDIENTE', creadas: 0 });
    } finally {
      await sql`drop trigger kiwi_test_refuse on tariffs`;
    }
  });

  it('refuses a confirmation with no correct row (400, Spanish)', async () => {
    const up = await upload('admin', 'nada.csv', csv('Mala;Movistar;Particular;Móvil;1;;;;;'));
    const res = await call(t, 'admin', 'POST', `${BASE}/${up.json<Detail>().id}/confirmar/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'No hay ninguna fila correcta que importar.' });
  });
});

describe('tariff sheet import: template and files', () => {
  it('serves a template with Spanish headers whose example row imports as a new tariff', async () => {
    const res = await call(t, 'admin', 'GET', `${BASE}/plantilla/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.getWorksheet('Tarifas')!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(TARIFF_IMPORT_FIELDS.map((f) => f.label));
    expect(book.getWorksheet('Valores admitidos')).toBeDefined();

    const up = await upload('admin', 'plantilla-tarifas.xlsx', res.rawPayload);
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
    const before = await sql`select count(*)::int as n from tariff_imports`;
    const res = await upload('admin', name, content);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ file: string[] }>().file).toEqual([message]);
    const after = await sql`select count(*)::int as n from tariff_imports`;
    expect(after[0]!['n']).toBe(before[0]!['n']);
  });
});

describe('tariff sheet import: who and which tenant', () => {
  it('is for who may write tariffs: a Comercial and a tenant without ERP get 403', async () => {
    for (const user of ['comercial', 'otraAdmin', 'otraEmpleado'] as const) {
      expect(
        (await upload(user, 'tarifas.csv', csv('A;Yoigo;Particular;Móvil;1;;;;;'))).statusCode,
      ).toBe(403);
      expect((await call(t, user, 'GET', `${BASE}/`)).statusCode).toBe(403);
      expect((await call(t, user, 'GET', `${BASE}/plantilla/`)).statusCode).toBe(403);
    }
    for (const user of ['superadmin', 'admin', 'manager'] as const) {
      expect((await call(t, user, 'GET', `${BASE}/`)).statusCode).toBe(200);
    }
  });

  it('answers 404 for another tenant’s import on every route', async () => {
    const [otra] = await sql<{ id: number }[]>`
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
