import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  accountId,
  BASE,
  CSV_HEADER,
  leadLine,
  mixedCsv,
  mobile,
  useImportHarness,
} from './importaciones.test-support';

// Confirming an analysed import under each duplicate policy (decision 1204). Each test drives
// real worker jobs; on a loaded shared machine a step can take seconds.
describe('clientes/importaciones: confirm and apply', { timeout: 120_000 }, () => {
  const ctx = useImportHarness();

  it('"omitir": inserts the valid new leads tagged with origin and commercial, in file order, skips duplicates, keeps the rejected rows as xlsx', async () => {
    const detail = await ctx.h.uploadAnalysed(
      'omitir.csv',
      mixedCsv(ctx.existing.documento, 'Omitir'),
    );
    await ctx.h.runStep('manager', detail.id, 'confirmar/', {
      origenBbdd: 4,
      comercial: 4,
      duplicados: 'omitir',
    });

    const done = await ctx.h.detail('manager', detail.id);
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

    const inserted = await ctx.h.admin<
      {
        id: number;
        nombre: string;
        telefonos_contacto: string[];
        origen: number;
        comercial: number;
      }[]
    >`
      select id::int, nombre, telefonos_contacto, origen_bbdd_id::int as origen, comercial_id::int as comercial
      from customers where tenant_id = 1 and nombre like 'Omitir%' order by id`;
    // Ordered by id: the ids follow the file's order.
    expect(inserted.map((c) => c.nombre)).toEqual([
      'Omitir1 Pérez García',
      'Omitir2 Pérez García',
      'Omitir6 Pérez García',
      'Omitir9 Pérez García',
      'Omitir10 Pérez García',
    ]);
    expect(inserted.every((c) => c.origen === 4 && c.comercial === 4)).toBe(true);
    expect(inserted[0]?.telefonos_contacto).toEqual([`+34${mobile(20_000_001)}`]);
    const linked = await ctx.h.admin<{ fila: number; customer: number }[]>`
      select fila, customer_id::int as customer from customer_import_rows
      where import_id = ${detail.id} and resultado = 'INSERTADA' order by fila`;
    expect(linked.map((r) => r.customer)).toEqual(inserted.map((c) => c.id));

    const managerId = await accountId(ctx.h.admin, 'manager@kiwi.demo');
    const history = await ctx.h.admin<{ n: number }[]>`
      select count(*)::int as n from record_history
      where table_name = 'customers' and action = 'INSERT' and route = 'job:customer-import-apply'
        and account_id = ${managerId}`;
    expect(history[0]?.n).toBe(5);

    const skipped = await ctx.h.call('manager', 'GET', `${BASE}/${detail.id}/filas/?tipo=omitidas`);
    const reasons = skipped.json<{ results: { fila: number; motivo: string }[] }>().results;
    expect(reasons.find((r) => r.fila === 8)?.motivo).toBe(
      'Repite la fila 2 del archivo (mismo teléfono)',
    );
    expect(reasons.find((r) => r.fila === 9)?.motivo).toMatch(
      /^Ya existe el cliente «.+» \(id \d+, mismo documento\)$/,
    );

    const file = await ctx.h.call('manager', 'GET', `${BASE}/${detail.id}/rechazadas/`);
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
    expect(sheet.getRow(2).getCell(1).value).toBe('Omitir3');
    expect(String(sheet.getRow(2).getCell(12).value)).toBe('Documento no válido: «12345678A»');
  });

  it('checks the duplicates again when applying: a customer added since the analysis is skipped, one deleted since is not', async () => {
    const twinDocument = leadLine(902).split(';')[2]!;
    const [gone] = await ctx.h.admin<{ id: number }[]>`
      insert into customers (tenant_id, nombre, documento, tipo_documento)
      values (1, 'Se borrará', ${twinDocument}, 'DNI') returning id::int`;
    const csv = [CSV_HEADER, leadLine(901), leadLine(902), leadLine(903)].join('\n');
    const detail = await ctx.h.uploadAnalysed('recheck.csv', csv);
    expect(detail.duplicadasExistentes).toBe(1);

    // After the analysis: lead 901's phone is given to a new customer, the twin of 902 goes.
    const [added] = await ctx.h.admin<{ id: number }[]>`
      insert into customers (tenant_id, nombre, telefonos_contacto)
      values (1, 'Llegó después', array[${`+34${mobile(20_000_901)}`}]) returning id::int`;
    await ctx.h.admin`delete from customers where id = ${gone!.id}`;
    await ctx.h.runStep('manager', detail.id, 'confirmar/', {
      origenBbdd: 1,
      duplicados: 'omitir',
    });

    expect(await ctx.h.detail('manager', detail.id)).toMatchObject({ insertadas: 2, omitidas: 1 });
    const all = await ctx.h.call('manager', 'GET', `${BASE}/${detail.id}/filas/?tipo=todas`);
    const rows = all.json<{ results: Record<string, unknown>[] }>().results;
    expect(rows[0]).toMatchObject({
      fila: 2,
      resultado: 'OMITIDA',
      existente: { id: added!.id },
      motivoDuplicado: 'teléfono',
      motivo: `Ya existe el cliente «Llegó después» (id ${added!.id}, mismo teléfono)`,
    });
    expect(rows[1]).toMatchObject({
      fila: 3,
      resultado: 'INSERTADA',
      existente: null,
      motivoDuplicado: null,
    });
  });

  it('"actualizar": updates the existing customer (non-empty values, new phone added, origin set); "crear" creates the duplicates anyway', async () => {
    const newPhone = mobile(55_000_001);
    // A second row finds the same customer through its phone: only the first row updates it.
    const knownPhone = `+34${mobile(55_000_003)}`;
    await ctx.h
      .admin`update customers set telefonos_contacto = telefonos_contacto || ${[knownPhone]}::text[]
      where id = ${ctx.existing.id}`;
    const [before] = await ctx.h.admin<{ nombre: string; telefonos_contacto: string[] }[]>`
      select nombre, telefonos_contacto from customers where id = ${ctx.existing.id}`;
    const csv = [
      CSV_HEADER,
      `Actualizado;;${ctx.existing.documento};${newPhone};;nuevo.correo@ejemplo.es;;;;`,
      `Otra vez;;;${knownPhone};;;;;;`,
      leadLine(301),
    ].join('\n');
    const detail = await ctx.h.uploadAnalysed('actualizar.csv', csv);
    expect(detail).toMatchObject({ duplicadasExistentes: 2, duplicadasArchivo: 0 });
    await ctx.h.runStep('admin', detail.id, 'confirmar/', {
      origenBbdd: 4,
      duplicados: 'actualizar',
    });
    const [updated] = await ctx.h.admin<
      { nombre: string; email: string; telefonos_contacto: string[]; origen: number }[]
    >`
      select nombre, email, telefonos_contacto, origen_bbdd_id::int as origen from customers where id = ${ctx.existing.id}`;
    expect(updated).toMatchObject({
      nombre: 'Actualizado',
      email: 'nuevo.correo@ejemplo.es',
      origen: 4,
    });
    expect(updated?.telefonos_contacto).toEqual([
      ...(before?.telefonos_contacto ?? []),
      `+34${newPhone}`,
    ]);
    expect(await ctx.h.detail('admin', detail.id)).toMatchObject({
      insertadas: 1,
      actualizadas: 1,
      omitidas: 1,
      rechazadas: 0,
      hayArchivoRechazadas: false,
    });
    const skipped = await ctx.h.call('admin', 'GET', `${BASE}/${detail.id}/filas/?tipo=omitidas`);
    expect(skipped.json<{ results: { fila: number; motivo: string }[] }>().results).toEqual([
      expect.objectContaining({
        fila: 3,
        motivo: `El cliente «${before?.nombre}» ya se actualiza con la fila 2`,
      }),
    ]);
    const noFile = await ctx.h.call('admin', 'GET', `${BASE}/${detail.id}/rechazadas/`);
    expect(noFile.statusCode).toBe(404);
    const history = await ctx.h.admin<
      { old: Record<string, unknown>; new: Record<string, unknown> }[]
    >`
      select old_values as old, new_values as new from record_history
      where record_id = ${ctx.existing.id} and table_name = 'customers' and action = 'UPDATE'
        and route = 'job:customer-import-apply'`;
    expect(history).toHaveLength(1);
    expect(history[0]?.new).toMatchObject({ nombre: 'Actualizado', origen_bbdd_id: 4 });

    const crear = await ctx.h.uploadAnalysed(
      'crear.csv',
      [
        CSV_HEADER,
        `Gemelo;;${ctx.existing.documento};;;;;;;`.replace(
          ';;;;;;;',
          `;${mobile(77_000_001)};;;;;;`,
        ),
        leadLine(302),
        leadLine(302).replace('Lead302', 'Lead302bis'),
      ].join('\n'),
    );
    expect(crear).toMatchObject({ duplicadasExistentes: 1, duplicadasArchivo: 1 });
    await ctx.h.runStep('manager', crear.id, 'confirmar/', {
      origenBbdd: 2,
      comercial: null,
      duplicados: 'crear',
    });
    const twins = await ctx.h
      .admin`select 1 from customers where documento = ${ctx.existing.documento}`;
    expect(twins).toHaveLength(2);
    expect(await ctx.h.detail('manager', crear.id)).toMatchObject({
      insertadas: 3,
      omitidas: 0,
      comercial: null,
    });
  });

  it('refuses bad confirm bodies with Spanish messages on their fields, changing nothing', async () => {
    const detail = await ctx.h.uploadAnalysed(
      'cuerpos.csv',
      [CSV_HEADER, leadLine(501)].join('\n'),
    );
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
      const res = await ctx.h.call(
        'manager',
        'POST',
        `${BASE}/${detail.id}/confirmar/`,
        payload as object,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    expect((await ctx.h.detail('manager', detail.id)).estado).toBe('ANALIZADA');
  });
});
