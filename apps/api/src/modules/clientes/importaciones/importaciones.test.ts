import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_HEADER,
  leadLine,
  mobile,
  startImportHarness,
  type ImportHarness,
} from './importaciones.test-support';

const BASE = '/api/clientes/importaciones';

/**
 * A csv with 6 valid leads, 3 bad rows (bad DNI, bad phone, no name), one repeat of a row of
 * the file (same phone as lead 1) and one lead whose DNI belongs to demo customer 2.
 */
function mixedCsv(existingDocument: string) {
  return [
    CSV_HEADER,
    leadLine(1),
    leadLine(2),
    leadLine(3, { dni: '12345678A' }),
    leadLine(4, { telefono: '12345' }),
    leadLine(5, { nombre: '' }).replace(/^;Pérez García/, ';'),
    leadLine(6),
    leadLine(7, { telefono: mobile(20_000_001) }),
    leadLine(8, { dni: existingDocument }),
    leadLine(9),
    leadLine(10),
  ].join('\r\n');
}

// Each test drives real worker jobs; on a loaded shared machine a step can take seconds.
describe('clientes/importaciones: upload, analysis, confirm, revert', { timeout: 120_000 }, () => {
  let h: ImportHarness;
  let existing: { id: number; documento: string; email: string | null; origen: number | null };
  let managerId: number;

  beforeAll(async () => {
    h = await startImportHarness();
    const [customer] = await h.admin<
      { id: number; documento: string; email: string | null; origen: number | null }[]
    >`
      select id::int, documento, email, origen_bbdd_id::int as origen from customers
      where tenant_id = 1 and documento is not null and origen_bbdd_id <> 4 order by id limit 1`;
    existing = customer!;
    const [manager] = await h.admin<{ id: number }[]>`
      select id::int from accounts where username = 'manager@kiwi.demo'`;
    managerId = manager!.id;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('analyses a Spanish csv: suggested mapping, preview, errors in Spanish, duplicates in the file and in the tenant', async () => {
    const detail = await h.uploadAnalysed('leads.csv', mixedCsv(existing.documento));
    expect(detail.estado).toBe('ANALIZADA');
    expect(detail.columnas).toEqual(CSV_HEADER.split(';'));
    expect(detail.mapeo).toEqual({
      nombre: 0,
      apellidos: 1,
      documento: 2,
      telefono: 3,
      movil: 4,
      email: 5,
      direccion: 6,
      cp: 7,
      localidad: 8,
      provincia: 9,
    });
    expect(detail.muestra).toHaveLength(10);
    expect(detail.muestra[0]?.[0]).toBe('Lead1');
    expect(detail).toMatchObject({
      totalFilas: 10,
      conErrores: 3,
      duplicadasArchivo: 1,
      duplicadasExistentes: 1,
    });

    const errors = await h.call('manager', 'GET', `${BASE}/${detail.id}/filas/?tipo=errores`);
    expect(errors.statusCode).toBe(200);
    const rows = errors.json<{ results: { fila: number; errores: string[] }[]; count: number }>();
    expect(rows.count).toBe(3);
    expect(rows.results.map((r) => r.fila)).toEqual([4, 5, 6]);
    expect(rows.results[0]?.errores[0]).toBe('Documento no válido: «12345678A»');
    expect(rows.results[1]?.errores[0]).toMatch(/Teléfono no válido: «12345»/);
    expect(rows.results[2]?.errores).toContain('Falta el nombre');

    const dups = await h.call('manager', 'GET', `${BASE}/${detail.id}/filas/?tipo=duplicados`);
    const dupRows = dups.json<{ results: Record<string, unknown>[] }>().results;
    expect(dupRows).toHaveLength(2);
    expect(dupRows[0]).toMatchObject({ fila: 8, duplicadoFila: 2, motivoDuplicado: 'teléfono' });
    expect(dupRows[1]).toMatchObject({
      fila: 9,
      existente: { id: existing.id },
      motivoDuplicado: 'documento',
    });
  });

  it('"omitir": inserts the valid new leads tagged with origin and commercial, skips duplicates, keeps the rejected rows as xlsx; the revert deletes them', async () => {
    const detail = await h.uploadAnalysed(
      'omitir.csv',
      mixedCsv(existing.documento).replaceAll('Lead', 'Omitir'),
    );
    const confirm = await h.call('manager', 'POST', `${BASE}/${detail.id}/confirmar/`, {
      origenBbdd: 4,
      comercial: 4,
      duplicados: 'omitir',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const task = await h.waitTask('manager', confirm.json<{ task_id: string }>().task_id);
    expect(task.state, JSON.stringify(task.result)).toBe('SUCCESS');

    const done = (await h.call('manager', 'GET', `${BASE}/${detail.id}/`)).json<
      Record<string, unknown>
    >();
    expect(done).toMatchObject({
      estado: 'IMPORTADA',
      insertadas: 5,
      actualizadas: 0,
      omitidas: 2,
      rechazadas: 3,
      origenBbdd: { id: 4, nombre: 'Base de datos Yoigo' },
      comercial: { id: 4 },
      duplicados: 'omitir',
      hayArchivoRechazadas: true,
    });
    expect(done.revertibleHasta).toEqual(expect.any(String));

    const inserted = await h.admin<
      {
        nombre: string;
        telefonos_contacto: string[];
        origen: number;
        comercial: number;
        documento: string;
      }[]
    >`
      select nombre, telefonos_contacto, origen_bbdd_id::int as origen, comercial_id::int as comercial, documento
      from customers where tenant_id = 1 and nombre like 'Omitir%' order by id`;
    expect(inserted.map((c) => c.nombre)).toEqual([
      'Omitir1 Pérez García',
      'Omitir2 Pérez García',
      'Omitir6 Pérez García',
      'Omitir9 Pérez García',
      'Omitir10 Pérez García',
    ]);
    expect(inserted.every((c) => c.origen === 4 && c.comercial === 4)).toBe(true);
    expect(inserted[0]?.telefonos_contacto).toEqual([`+34${mobile(20_000_001)}`]);

    const history = await h.admin<{ n: number }[]>`
      select count(*)::int as n from record_history
      where table_name = 'customers' and action = 'INSERT' and route = 'job:customer-import-apply'
        and account_id = ${managerId}`;
    expect(history[0]?.n).toBe(5);

    const skipped = await h.call('manager', 'GET', `${BASE}/${detail.id}/filas/?tipo=omitidas`);
    const reasons = skipped.json<{ results: { fila: number; motivo: string }[] }>().results;
    expect(reasons.find((r) => r.fila === 8)?.motivo).toBe(
      'Repite la fila 2 del archivo (mismo teléfono)',
    );
    expect(reasons.find((r) => r.fila === 9)?.motivo).toMatch(
      /^Ya existe el cliente «.+» \(id \d+, mismo documento\)$/,
    );

    const file = await h.call('manager', 'GET', `${BASE}/${detail.id}/rechazadas/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      ...CSV_HEADER.split(';'),
      'Fila en el archivo',
      'Errores',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(String(sheet.getRow(2).getCell(12).value)).toBe('Documento no válido: «12345678A»');

    const revert = await h.call('manager', 'POST', `${BASE}/${detail.id}/revertir/`);
    expect(revert.statusCode, revert.body).toBe(200);
    const reverted = await h.waitTask('manager', revert.json<{ task_id: string }>().task_id);
    expect(reverted.state, JSON.stringify(reverted.result)).toBe('SUCCESS');
    const after = (await h.call('manager', 'GET', `${BASE}/${detail.id}/`)).json<
      Record<string, unknown>
    >();
    expect(after).toMatchObject({
      estado: 'REVERTIDA',
      eliminadas: 5,
      conservadas: 0,
      revertibleHasta: null,
    });
    const left = await h.admin`select 1 from customers where nombre like 'Omitir%'`;
    expect(left).toHaveLength(0);
    const deletes = await h.admin<{ n: number }[]>`
      select count(*)::int as n from record_history
      where table_name = 'customers' and action = 'DELETE' and route = 'job:customer-import-revert'`;
    expect(deletes[0]?.n).toBe(5);

    const again = await h.call('manager', 'POST', `${BASE}/${detail.id}/revertir/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Solo se puede revertir una importación terminada.' });
  });

  it('"actualizar": updates the existing customer (new phone added, origin set) and the revert restores it; "crear" creates the duplicates anyway', async () => {
    const newPhone = mobile(55_000_001);
    const csv = [
      CSV_HEADER,
      `Actualizado;;${existing.documento};${newPhone};;nuevo.correo@ejemplo.es;;;;`,
      leadLine(301),
    ].join('\n');
    const detail = await h.uploadAnalysed('actualizar.csv', csv);
    expect(detail.duplicadasExistentes).toBe(1);
    const [before] = await h.admin<{ telefonos_contacto: string[] }[]>`
      select telefonos_contacto from customers where id = ${existing.id}`;
    const confirm = await h.call('admin', 'POST', `${BASE}/${detail.id}/confirmar/`, {
      origenBbdd: 4,
      duplicados: 'actualizar',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await h.waitTask('admin', confirm.json<{ task_id: string }>().task_id)).state).toBe(
      'SUCCESS',
    );
    const [updated] = await h.admin<
      { nombre: string; email: string; telefonos_contacto: string[]; origen: number }[]
    >`
      select nombre, email, telefonos_contacto, origen_bbdd_id::int as origen from customers where id = ${existing.id}`;
    expect(updated).toMatchObject({
      nombre: 'Actualizado',
      email: 'nuevo.correo@ejemplo.es',
      origen: 4,
    });
    expect(updated?.telefonos_contacto).toEqual([
      ...(before?.telefonos_contacto ?? []),
      `+34${newPhone}`,
    ]);
    const figures = (await h.call('admin', 'GET', `${BASE}/${detail.id}/`)).json<
      Record<string, unknown>
    >();
    expect(figures).toMatchObject({
      insertadas: 1,
      actualizadas: 1,
      omitidas: 0,
      rechazadas: 0,
      hayArchivoRechazadas: false,
    });
    const noFile = await h.call('admin', 'GET', `${BASE}/${detail.id}/rechazadas/`);
    expect(noFile.statusCode).toBe(404);

    // Someone edits the notes after the import: the revert keeps that edit.
    await h.admin`update customers set notas = 'Llamar por la tarde' where id = ${existing.id}`;
    const revert = await h.call('admin', 'POST', `${BASE}/${detail.id}/revertir/`);
    expect((await h.waitTask('admin', revert.json<{ task_id: string }>().task_id)).state).toBe(
      'SUCCESS',
    );
    const [restored] = await h.admin<
      { email: string | null; telefonos_contacto: string[]; origen: number | null; notas: string }[]
    >`
      select email, telefonos_contacto, origen_bbdd_id::int as origen, notas from customers where id = ${existing.id}`;
    expect(restored).toMatchObject({
      email: existing.email,
      origen: existing.origen,
      telefonos_contacto: before?.telefonos_contacto,
      notas: 'Llamar por la tarde',
    });
    const revertRows = await h.admin<{ n: number }[]>`
      select count(*)::int as n from record_history
      where record_id = ${existing.id} and route = 'job:customer-import-revert' and action = 'UPDATE'`;
    expect(revertRows[0]?.n).toBe(1);

    const crear = await h.uploadAnalysed(
      'crear.csv',
      [
        CSV_HEADER,
        `Gemelo;;${existing.documento};;;;;;;`.replace(';;;;;;;', `;${mobile(77_000_001)};;;;;;`),
        leadLine(302),
        leadLine(302).replace('Lead302', 'Lead302bis'),
      ].join('\n'),
    );
    expect(crear).toMatchObject({ duplicadasExistentes: 1, duplicadasArchivo: 1 });
    const go = await h.call('manager', 'POST', `${BASE}/${crear.id}/confirmar/`, {
      origenBbdd: 2,
      comercial: null,
      duplicados: 'crear',
    });
    expect((await h.waitTask('manager', go.json<{ task_id: string }>().task_id)).state).toBe(
      'SUCCESS',
    );
    const twins = await h.admin`select 1 from customers where documento = ${existing.documento}`;
    expect(twins).toHaveLength(2);
    const result = (await h.call('manager', 'GET', `${BASE}/${crear.id}/`)).json<
      Record<string, unknown>
    >();
    expect(result).toMatchObject({ insertadas: 3, omitidas: 0, comercial: null });
  });

  it('reads xlsx, and a changed mapping is analysed again', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    sheet.addRow(['Móvil', 'Nombre completo', 'NIF', 'Correo', 'Código postal', 'Observaciones']);
    sheet.addRow([
      612000001,
      'Ana Torres',
      '00000023T',
      'ana@ejemplo.es',
      8001,
      'Interesada en fibra',
    ]);
    sheet.addRow([612000002, 'Luis Gil', '', '', 28013, '']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const detail = await h.uploadAnalysed('leads.xlsx', content);
    expect(detail).toMatchObject({ formato: 'xlsx', totalFilas: 2, conErrores: 0 });
    expect(detail.mapeo).toEqual({ movil: 0, nombre: 1, documento: 2, email: 3, cp: 4, notas: 5 });
    expect(detail.muestra[0]).toEqual([
      '612000001',
      'Ana Torres',
      '00000023T',
      'ana@ejemplo.es',
      '8001',
      'Interesada en fibra',
    ]);

    const remap = await h.call('manager', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: { nombre: 1, telefono: 0, email: 3 },
    });
    expect(remap.statusCode, remap.body).toBe(200);
    expect((await h.waitTask('manager', remap.json<{ task_id: string }>().task_id)).state).toBe(
      'SUCCESS',
    );
    const again = (await h.call('manager', 'GET', `${BASE}/${detail.id}/`)).json<
      Record<string, unknown>
    >();
    expect(again).toMatchObject({
      estado: 'ANALIZADA',
      mapeo: { nombre: 1, telefono: 0, email: 3 },
      totalFilas: 2,
    });

    const bad = await h.call('manager', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: { telefono: 0, email: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      'mapeo.nombre': ['Asigne la columna del nombre'],
      'mapeo.email': ['La misma columna ya está asignada a «telefono»'],
    });
    const outside = await h.call('manager', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: { nombre: 9, telefono: 0 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ 'mapeo.nombre': ['El archivo solo tiene 6 columnas'] });
  });

  it('refuses a revert after 7 days', async () => {
    const detail = await h.uploadAnalysed('viejo.csv', [CSV_HEADER, leadLine(401)].join('\n'));
    const go = await h.call('manager', 'POST', `${BASE}/${detail.id}/confirmar/`, {
      origenBbdd: 1,
      duplicados: 'omitir',
    });
    expect((await h.waitTask('manager', go.json<{ task_id: string }>().task_id)).state).toBe(
      'SUCCESS',
    );
    await h.admin`update customer_imports set importada_at = now() - interval '7 days 1 minute' where id = ${detail.id}`;
    const listed = (await h.call('manager', 'GET', `${BASE}/${detail.id}/`)).json<
      Record<string, unknown>
    >();
    expect(listed.revertibleHasta).toBeNull();
    const revert = await h.call('manager', 'POST', `${BASE}/${detail.id}/revertir/`);
    expect(revert.statusCode).toBe(409);
    expect(revert.json()).toEqual({
      detail: 'El plazo para revertir esta importación (7 días) ha terminado.',
    });
  });

  it('lists the imports, newest first, paged', async () => {
    const res = await h.call('admin', 'GET', `${BASE}/?itemsPerPage=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      results: { id: number; archivo: string; creadaPor: unknown }[];
      count: number;
      current: number;
    }>();
    expect(page.current).toBe(1);
    expect(page.count).toBeGreaterThanOrEqual(5);
    expect(page.results).toHaveLength(2);
    expect(page.results[0]!.id).toBeGreaterThan(page.results[1]!.id);
    expect(page.results[0]?.creadaPor).toMatchObject({ id: managerId });
    const past = await h.call('admin', 'GET', `${BASE}/?itemsPerPage=2&page=99`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Página inválida.' });
  });

  it('refuses bad files and bad bodies with Spanish messages, writing nothing', async () => {
    const before = await h.admin<{ n: number }[]>`select count(*)::int as n from customer_imports`;
    const cases: [string, Buffer | string, number, Record<string, string[]>][] = [
      ['informe.pdf', '%PDF-1.4', 400, { file: ['Solo se admiten archivos .xlsx o .csv.'] }],
      [
        'falso.xlsx',
        'Nombre;Teléfono\nAna;600000000',
        400,
        { file: ['El archivo no es un libro de Excel (.xlsx) válido.'] },
      ],
      ['vacio.csv', '', 400, { file: ['El archivo está vacío.'] }],
      [
        'binario.csv',
        Buffer.from([0x4e, 0x00, 0x01, 0x02]),
        400,
        { file: ['El archivo .csv no es de texto.'] },
      ],
      [
        'enorme.csv',
        Buffer.alloc(30 * 1024 * 1024 + 10, 0x41),
        413,
        { file: ['El archivo supera el tamaño máximo de 30 MB.'] },
      ],
    ];
    for (const [name, content, status, body] of cases) {
      const res = await h.upload('manager', name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toEqual(body);
    }
    const notMultipart = await h.call('manager', 'POST', `${BASE}/`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const after = await h.admin<{ n: number }[]>`select count(*)::int as n from customer_imports`;
    expect(after[0]?.n).toBe(before[0]?.n);

    // A file that is not readable as a spreadsheet ends the analysis in ERROR with the reason.
    const broken = await h.upload(
      'manager',
      'roto.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
    );
    expect(broken.statusCode).toBe(201);
    const task = await h.waitTask('manager', broken.json<{ task_id: string }>().task_id);
    expect(task).toMatchObject({
      state: 'FAILURE',
      result: 'El archivo no es un libro de Excel (.xlsx) válido.',
    });
    const failed = (
      await h.call('manager', 'GET', `${BASE}/${broken.json<{ id: number }>().id}/`)
    ).json<Record<string, unknown>>();
    expect(failed).toMatchObject({
      estado: 'ERROR',
      error: 'El archivo no es un libro de Excel (.xlsx) válido.',
    });

    const detail = await h.uploadAnalysed('cuerpos.csv', [CSV_HEADER, leadLine(501)].join('\n'));
    const bodies: [unknown, Record<string, string[]>][] = [
      [
        { origenBbdd: 1, duplicados: 'omitir', extra: 1 },
        { extra: expect.any(Array) as unknown as string[] },
      ],
      [{ duplicados: 'omitir' }, { origenBbdd: ['Elija el origen de la base de datos'] }],
      [
        { origenBbdd: 1, duplicados: 'borrar' },
        { duplicados: ['Elija qué hacer con los duplicados'] },
      ],
      [
        { origenBbdd: 7, duplicados: 'omitir' },
        { origenBbdd: ['Origen de base de datos inexistente.'] },
      ],
      [
        { origenBbdd: 1, comercial: 99999, duplicados: 'omitir' },
        { comercial: ['Comercial inexistente.'] },
      ],
    ];
    for (const [payload, expected] of bodies) {
      const res = await h.call(
        'manager',
        'POST',
        `${BASE}/${detail.id}/confirmar/`,
        payload as object,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    const still = (await h.call('manager', 'GET', `${BASE}/${detail.id}/`)).json<
      Record<string, unknown>
    >();
    expect(still.estado).toBe('ANALIZADA');
  });

  it('is for Manager and above: a Comercial gets 403 on every route', async () => {
    const detail = await h.uploadAnalysed(
      'roles.csv',
      [CSV_HEADER, leadLine(601)].join('\n'),
      'superadmin',
    );
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', `${BASE}/`],
      ['GET', `${BASE}/${detail.id}/`],
      ['GET', `${BASE}/${detail.id}/filas/`],
      ['GET', `${BASE}/${detail.id}/rechazadas/`],
      ['POST', `${BASE}/${detail.id}/analizar/`, { mapeo: { nombre: 0, telefono: 3 } }],
      ['POST', `${BASE}/${detail.id}/confirmar/`, { origenBbdd: 1, duplicados: 'omitir' }],
      ['POST', `${BASE}/${detail.id}/revertir/`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await h.call('comercial', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const upload = await h.upload('comercial', 'leads.csv', [CSV_HEADER, leadLine(602)].join('\n'));
    expect(upload.statusCode).toBe(403);
    for (const user of ['manager', 'admin', 'superadmin'] as const) {
      expect((await h.call(user, 'GET', `${BASE}/${detail.id}/`)).statusCode).toBe(200);
    }
  });

  it("answers 404 for another tenant's import on every route", async () => {
    const other = await h.uploadAnalysed(
      'otra.csv',
      [CSV_HEADER, leadLine(701)].join('\n'),
      'otraAdmin',
    );
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', `${BASE}/${other.id}/`],
      ['GET', `${BASE}/${other.id}/filas/`],
      ['GET', `${BASE}/${other.id}/rechazadas/`],
      ['POST', `${BASE}/${other.id}/analizar/`, { mapeo: { nombre: 0, telefono: 3 } }],
      ['POST', `${BASE}/${other.id}/confirmar/`, { origenBbdd: 1, duplicados: 'omitir' }],
      ['POST', `${BASE}/${other.id}/revertir/`],
    ];
    for (const user of ['manager', 'admin', 'superadmin'] as const) {
      for (const [method, url, payload] of routes) {
        const res = await h.call(user, method, url, payload);
        expect(res.statusCode, `${user} ${method} ${url}`).toBe(404);
      }
      const list = (await h.call(user, 'GET', `${BASE}/`)).json<{ results: { id: number }[] }>();
      expect(list.results.map((r) => r.id)).not.toContain(other.id);
    }
  });
});
