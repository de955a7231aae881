import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BASE,
  CSV_HEADER,
  leadLine,
  mixedCsv,
  mobile,
  useImportHarness,
} from './importaciones.test-support';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

// The revert within 7 days (decision 1205) and the purge of expired imports (decision 1207).
// Each test drives real worker jobs; on a loaded shared machine a step can take seconds.
describe('clientes/importaciones: revert and purge', { timeout: 120_000 }, () => {
  const ctx = useImportHarness();

  /** Uploads, analyses and applies a csv as the manager; answers the import's id. */
  async function imported(filename: string, csv: string, duplicados = 'omitir') {
    const detail = await ctx.h.uploadAnalysed(filename, csv);
    await ctx.h.runStep('manager', detail.id, 'confirmar/', { origenBbdd: 4, duplicados });
    return detail.id;
  }

  it('deletes the customers it inserted, recorded in their history, except one somebody worked on', async () => {
    const id = await imported('revertir.csv', mixedCsv(ctx.existing.documento, 'Revertir'));
    const [worked] = await ctx.h.admin<{ id: number }[]>`
      select id::int from customers where nombre = 'Revertir6 Pérez García'`;
    await ctx.h
      .admin`insert into customer_notes (tenant_id, customer_id, nota) values (1, ${worked!.id}, 'Llamado')`;

    await ctx.h.runStep('manager', id, 'revertir/');
    expect(await ctx.h.detail('manager', id)).toMatchObject({
      estado: 'REVERTIDA',
      eliminadas: 4,
      conservadas: 1,
      revertibleHasta: null,
    });
    const left = await ctx.h.admin<{ nombre: string }[]>`
      select nombre from customers where nombre like 'Revertir%'`;
    expect(left.map((c) => c.nombre)).toEqual(['Revertir6 Pérez García']);
    const deletes = await ctx.h.admin<{ n: number }[]>`
      select count(*)::int as n from record_history
      where table_name = 'customers' and action = 'DELETE' and route = 'job:customer-import-revert'`;
    expect(deletes[0]?.n).toBe(4);

    const again = await ctx.h.call('manager', 'POST', `${BASE}/${id}/revertir/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Solo se puede revertir una importación terminada.' });
  });

  it('gives an updated customer back its previous values, keeping an edit made after the import', async () => {
    const [before] = await ctx.h.admin<{ telefonos_contacto: string[] }[]>`
      select telefonos_contacto from customers where id = ${ctx.existing.id}`;
    const id = await imported(
      'restaurar.csv',
      [
        CSV_HEADER,
        `Actualizado;;${ctx.existing.documento};${mobile(56_000_001)};;otro.correo@ejemplo.es;;;;`,
      ].join('\n'),
      'actualizar',
    );
    // Someone edits the notes after the import: the revert keeps that edit.
    await ctx.h
      .admin`update customers set notas = 'Llamar por la tarde' where id = ${ctx.existing.id}`;
    await ctx.h.runStep('manager', id, 'revertir/');
    const [restored] = await ctx.h.admin<
      {
        nombre: string;
        email: string | null;
        telefonos_contacto: string[];
        origen: number | null;
        notas: string;
      }[]
    >`
      select nombre, email, telefonos_contacto, origen_bbdd_id::int as origen, notas
      from customers where id = ${ctx.existing.id}`;
    expect(restored).toMatchObject({
      email: ctx.existing.email,
      origen: ctx.existing.origen,
      telefonos_contacto: before?.telefonos_contacto,
      notas: 'Llamar por la tarde',
    });
    expect(restored?.nombre).not.toBe('Actualizado');
    expect(await ctx.h.detail('manager', id)).toMatchObject({ restauradas: 1, eliminadas: 0 });
    const revertRows = await ctx.h.admin<{ n: number }[]>`
      select count(*)::int as n from record_history
      where record_id = ${ctx.existing.id} and route = 'job:customer-import-revert' and action = 'UPDATE'`;
    expect(revertRows[0]?.n).toBe(1);
  });

  it('refuses a revert after 7 days', async () => {
    const id = await imported('viejo.csv', [CSV_HEADER, leadLine(401)].join('\n'));
    await ctx.h
      .admin`update customer_imports set importada_at = now() - interval '7 days 1 minute' where id = ${id}`;
    expect((await ctx.h.detail('manager', id)).revertibleHasta).toBeNull();
    const revert = await ctx.h.call('manager', 'POST', `${BASE}/${id}/revertir/`);
    expect(revert.statusCode).toBe(409);
    expect(revert.json()).toEqual({
      detail: 'El plazo para revertir esta importación (7 días) ha terminado.',
    });
  });

  it('a new import purges the rows and files of the imports whose 7 days are over, and only those', async () => {
    const files = async (id: number) => {
      const [row] = await ctx.h.admin<{ ruta: string; rechazadas: string | null }[]>`
        select ruta, archivo_rechazadas as rechazadas from customer_imports where id = ${id}`;
      return {
        upload: join(ctx.h.storageDir, row!.ruta),
        rejected: row!.rechazadas ? join(ctx.h.storageDir, '1', 'exports', row!.rechazadas) : null,
      };
    };
    const rowsOf = async (id: number) =>
      (
        await ctx.h.admin<{ n: number }[]>`
          select count(*)::int as n from customer_import_rows where import_id = ${id}`
      )[0]?.n;

    const expired = await imported(
      'caducada.csv',
      [
        CSV_HEADER,
        leadLine(1001, { nombre: 'Caducada1' }),
        leadLine(1002, { nombre: 'Caducada2' }),
        leadLine(1003, { nombre: 'Caducada3', dni: '12345678A' }),
      ].join('\n'),
    );
    const recent = await imported('reciente.csv', [CSV_HEADER, leadLine(1101)].join('\n'));
    const unconfirmed = (
      await ctx.h.uploadAnalysed('sin-confirmar.csv', [CSV_HEADER, leadLine(1201)].join('\n'))
    ).id;
    const expiredFiles = await files(expired);
    const unconfirmedFiles = await files(unconfirmed);
    expect(expiredFiles.rejected).not.toBeNull();
    expect(await exists(expiredFiles.upload)).toBe(true);
    expect(await exists(expiredFiles.rejected!)).toBe(true);
    await ctx.h.admin`update customer_imports set importada_at = now() - interval '7 days 1 minute'
      where id = ${expired}`;
    await ctx.h.admin`update customer_imports set importada_at = now() - interval '6 days 23 hours'
      where id = ${recent}`;
    await ctx.h.admin`update customer_imports set updated_at = now() - interval '7 days 1 minute'
      where id = ${unconfirmed}`;

    await ctx.h.uploadAnalysed('nueva.csv', [CSV_HEADER, leadLine(1301)].join('\n'));

    expect(await rowsOf(expired)).toBe(0);
    expect(await exists(expiredFiles.upload)).toBe(false);
    expect(await exists(expiredFiles.rejected!)).toBe(false);
    const purged = await ctx.h.detail('manager', expired);
    // The import stays, with its figures; its customers are not touched.
    expect(purged).toMatchObject({
      estado: 'IMPORTADA',
      insertadas: 2,
      rechazadas: 1,
      hayArchivoRechazadas: false,
    });
    const customers = await ctx.h.admin`select 1 from customers where nombre like 'Caducada%'`;
    expect(customers).toHaveLength(2);
    const rows = await ctx.h.call('manager', 'GET', `${BASE}/${expired}/filas/?tipo=todas`);
    expect(rows.json<{ count: number }>().count).toBe(0);
    const rejected = await ctx.h.call('manager', 'GET', `${BASE}/${expired}/rechazadas/`);
    expect(rejected.statusCode).toBe(404);

    expect(await rowsOf(unconfirmed)).toBe(0);
    expect(await exists(unconfirmedFiles.upload)).toBe(false);
    expect(await ctx.h.detail('manager', unconfirmed)).toMatchObject({
      estado: 'ERROR',
      error:
        'Pasaron 7 días sin confirmarla y se borró el archivo: súbalo de nuevo para importarlo.',
    });
    const confirm = await ctx.h.call('manager', 'POST', `${BASE}/${unconfirmed}/confirmar/`, {
      origenBbdd: 1,
      duplicados: 'omitir',
    });
    expect(confirm.statusCode).toBe(409);
    const analyse = await ctx.h.call('manager', 'POST', `${BASE}/${unconfirmed}/analizar/`, {
      mapeo: { nombre: 0, telefono: 3 },
    });
    expect(analyse.statusCode).toBe(409);
    expect(analyse.json()).toEqual({
      detail: 'El archivo de esta importación ya se ha borrado: súbalo de nuevo.',
    });

    // Still within its 7 days: untouched, and it can still be reverted.
    expect(await rowsOf(recent)).toBe(1);
    expect(await exists((await files(recent)).upload)).toBe(true);
    await ctx.h.runStep('manager', recent, 'revertir/');
    expect(await ctx.h.detail('manager', recent)).toMatchObject({
      estado: 'REVERTIDA',
      eliminadas: 1,
    });
  });
});
