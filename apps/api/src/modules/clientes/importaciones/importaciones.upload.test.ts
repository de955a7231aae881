import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  BASE,
  CSV_HEADER,
  leadLine,
  mixedCsv,
  useImportHarness,
} from './importaciones.test-support';

// Upload and analysis: the file, the suggested mapping, the preview, the per-row errors and
// the duplicates. Each test drives real worker jobs; on a loaded shared machine a step can
// take seconds.
describe('clientes/importaciones: upload and analysis', { timeout: 120_000 }, () => {
  const ctx = useImportHarness();

  it('analyses a Spanish csv: suggested mapping, preview, errors in Spanish, duplicates in the file and in the tenant', async () => {
    const detail = await ctx.h.uploadAnalysed('leads.csv', mixedCsv(ctx.existing.documento));
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

    const errors = await ctx.h.call('manager', 'GET', `${BASE}/${detail.id}/filas/?tipo=errores`);
    expect(errors.statusCode).toBe(200);
    const rows = errors.json<{ results: { fila: number; errores: string[] }[]; count: number }>();
    expect(rows.count).toBe(3);
    expect(rows.results.map((r) => r.fila)).toEqual([4, 5, 6]);
    expect(rows.results[0]?.errores[0]).toBe('Documento no válido: «12345678A»');
    expect(rows.results[1]?.errores[0]).toMatch(/Teléfono no válido: «12345»/);
    expect(rows.results[2]?.errores).toContain('Falta el nombre');

    const dups = await ctx.h.call('manager', 'GET', `${BASE}/${detail.id}/filas/?tipo=duplicados`);
    const dupRows = dups.json<{ results: Record<string, unknown>[] }>().results;
    expect(dupRows).toHaveLength(2);
    expect(dupRows[0]).toMatchObject({ fila: 8, duplicadoFila: 2, motivoDuplicado: 'teléfono' });
    expect(dupRows[1]).toMatchObject({
      fila: 9,
      existente: { id: ctx.existing.id },
      motivoDuplicado: 'documento',
    });

    // The file's own cells are kept for the rejected rows only (their downloadable file).
    const kept = await ctx.h.admin<{ fila: number; original: string[] }[]>`
      select fila, original from customer_import_rows
      where import_id = ${detail.id} and original <> '{}' order by fila`;
    expect(kept.map((r) => r.fila)).toEqual([4, 5, 6]);
    expect(kept[0]?.original.slice(0, 3)).toEqual(['Lead3', 'Pérez García', '12345678A']);
  });

  it('finds the earliest row a repeat points at, and a customer saved before phones were normalised', async () => {
    // 612 34 56 78 as a customer saved it long ago: the file's +34612345678 is the same phone.
    const [legacy] = await ctx.h.admin<{ id: number }[]>`
      insert into customers (tenant_id, nombre, telefonos_contacto)
      values (1, 'Cliente antiguo', array['612 34 56 78']) returning id::int`;
    const csv = [
      CSV_HEADER,
      leadLine(801),
      leadLine(802, { telefono: '+34 612 345 678' }),
      leadLine(803, { email: 'lead801@ejemplo.es' }),
      leadLine(804, { dni: leadLine(801).split(';')[2]!, email: 'lead801@ejemplo.es' }),
    ].join('\n');
    const detail = await ctx.h.uploadAnalysed('repetidas.csv', csv);
    expect(detail).toMatchObject({ totalFilas: 4, duplicadasArchivo: 2, duplicadasExistentes: 1 });
    const all = await ctx.h.call('manager', 'GET', `${BASE}/${detail.id}/filas/?tipo=todas`);
    const rows = all.json<{ results: Record<string, unknown>[] }>().results;
    expect(rows.map((r) => [r.fila, r.duplicadoFila, r.motivoDuplicado])).toEqual([
      [2, null, null],
      [3, null, 'teléfono'],
      [4, 2, 'email'],
      // documento and email both point at row 2: the reason named first alphabetically
      [5, 2, 'documento'],
    ]);
    expect(rows[1]).toMatchObject({ existente: { id: legacy!.id, nombre: 'Cliente antiguo' } });
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
    const detail = await ctx.h.uploadAnalysed('leads.xlsx', content);
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

    await ctx.h.runStep('manager', detail.id, 'analizar/', {
      mapeo: { nombre: 1, telefono: 0, email: 3 },
    });
    expect(await ctx.h.detail('manager', detail.id)).toMatchObject({
      estado: 'ANALIZADA',
      mapeo: { nombre: 1, telefono: 0, email: 3 },
      totalFilas: 2,
    });

    const bad = await ctx.h.call('manager', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: { telefono: 0, email: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      'mapeo.nombre': ['Asigne la columna del nombre'],
      'mapeo.email': ['La misma columna ya está asignada a «telefono»'],
    });
    const outside = await ctx.h.call('manager', 'POST', `${BASE}/${detail.id}/analizar/`, {
      mapeo: { nombre: 9, telefono: 0 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ 'mapeo.nombre': ['El archivo solo tiene 6 columnas'] });
  });

  it('refuses bad files with Spanish messages, writing nothing; an unreadable file ends the analysis in ERROR', async () => {
    const before = await ctx.h.admin<
      { n: number }[]
    >`select count(*)::int as n from customer_imports`;
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
      const res = await ctx.h.upload('manager', name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toEqual(body);
    }
    const notMultipart = await ctx.h.call('manager', 'POST', `${BASE}/`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const after = await ctx.h.admin<
      { n: number }[]
    >`select count(*)::int as n from customer_imports`;
    expect(after[0]?.n).toBe(before[0]?.n);

    const broken = await ctx.h.upload(
      'manager',
      'roto.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
    );
    expect(broken.statusCode).toBe(201);
    const task = await ctx.h.waitTask('manager', broken.json<{ task_id: string }>().task_id);
    expect(task).toMatchObject({
      state: 'FAILURE',
      result: 'El archivo no es un libro de Excel (.xlsx) válido.',
    });
    expect(await ctx.h.detail('manager', broken.json<{ id: number }>().id)).toMatchObject({
      estado: 'ERROR',
      error: 'El archivo no es un libro de Excel (.xlsx) válido.',
    });
  });
});
