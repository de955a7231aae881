import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import type { Job } from 'bullmq';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProgress, readTask, storagePaths, type TaskProgress } from '@kiwi/jobs';
import { startHarness, type Harness } from './harness';

async function readSheetRows(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    // row.values is 1-based: drop the empty slot 0
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('write-xlsx on the worker', () => {
  let harness: Harness;
  const taskOf = async (job: Job) => (await readTask(harness.queue, job.id ?? ''))?.status;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness.close();
  });

  it('converts a JSON array into a spreadsheet with the same rows, reporting progress', async () => {
    const rows = Array.from({ length: 240 }, (_, i) => ({
      nombre: `Cliente ${i}`,
      telefono: 600_000_000 + i,
      activo: i % 2 === 0,
      ...(i % 3 === 0 ? { notas: `nota ${i}` } : {}),
    }));
    const progress: TaskProgress[] = [];
    harness.running.workers[0]?.on('progress', (_job, value) => {
      const reported = readProgress(value);
      if (reported) progress.push(reported);
    });

    const input = await harness.upload(7, 'clientes.json', JSON.stringify(rows));
    const job = await harness.enqueueWriteXlsx(7, input, 'clientes-export');
    const finished = await harness.waitForFinished(job.id ?? '');

    expect(await taskOf(finished)).toEqual({
      state: 'SUCCESS',
      progress: { done: 240, total: 240 },
      result: { filename: 'clientes-export.xlsx', rows: 240 },
    });
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.some((p) => p.done > 0 && p.done < 240)).toBe(true);
    expect(progress.at(-1)).toEqual({ done: 240, total: 240 });

    const file = storagePaths(harness.storageDir, 7).exportFile('clientes-export.xlsx');
    const sheet = await readSheetRows(file);
    expect(sheet[0]).toEqual(['nombre', 'telefono', 'activo', 'notas']);
    expect(sheet).toHaveLength(241);
    rows.forEach((row, i) => {
      const expected: unknown[] = [row.nombre, row.telefono, row.activo];
      if (row.notas) expected.push(row.notas);
      expect(sheet[i + 1]).toEqual(expected);
    });
    // the upload is consumed, and no partial file is left behind
    expect(existsSync(storagePaths(harness.storageDir, 7).uploadFile('clientes.json'))).toBe(false);
    expect(await readdir(storagePaths(harness.storageDir, 7).exportsDir)).toEqual([
      'clientes-export.xlsx',
    ]);
  });

  it('accepts {rows: [...]} and writes nested values as JSON text', async () => {
    const input = await harness.upload(
      7,
      'envuelto.json',
      JSON.stringify({ rows: [{ id: 1, lineas: ['600', '601'], extra: { a: 1 } }] }),
    );
    const job = await harness.enqueueWriteXlsx(7, input, 'envuelto');
    const finished = await harness.waitForFinished(job.id ?? '');
    expect(await finished.isCompleted()).toBe(true);

    const sheet = await readSheetRows(
      storagePaths(harness.storageDir, 7).exportFile('envuelto.xlsx'),
    );
    expect(sheet).toEqual([
      ['id', 'lineas', 'extra'],
      [1, '["600","601"]', '{"a":1}'],
    ]);
  });

  it.each([
    ['not JSON', '{"rows": [', 'El archivo no contiene un JSON válido.'],
    [
      'a bare object',
      '{"a": 1}',
      'El JSON debe ser una lista de objetos o un objeto con la lista en "rows".',
    ],
    ['a list of numbers', '[1, 2]', 'La fila 1 no es un objeto.'],
  ])(
    'fails %s at once, without retries, with a Spanish reason',
    async (_label, content, reason) => {
      const input = await harness.upload(7, 'malo.json', content);
      const job = await harness.enqueueWriteXlsx(7, input, 'malo');
      const finished = await harness.waitForFinished(job.id ?? '');

      expect(finished.attemptsMade).toBe(1);
      expect(await taskOf(finished)).toMatchObject({ state: 'FAILURE', result: reason });
      expect(existsSync(storagePaths(harness.storageDir, 7).exportFile('malo.xlsx'))).toBe(false);
    },
  );

  it("refuses to read another tenant's upload", async () => {
    const input = await harness.upload(8, 'ajeno.json', '[{"secreto": 1}]');
    const job = await harness.enqueueWriteXlsx(7, input, 'robado');
    const finished = await harness.waitForFinished(job.id ?? '');

    expect(finished.attemptsMade).toBe(1);
    expect((await taskOf(finished))?.state).toBe('FAILURE');
    expect(existsSync(storagePaths(harness.storageDir, 7).exportFile('robado.xlsx'))).toBe(false);
  });

  it('retries a transient storage failure with backoff and then succeeds', async () => {
    const tenant = storagePaths(harness.storageDir, 9);
    // a plain file where the exports folder should be: mkdir fails like a full or broken disk
    await mkdir(tenant.tenantDir, { recursive: true });
    await writeFile(tenant.exportsDir, 'not a folder');
    const failures: number[] = [];
    const worker = harness.running.workers[0];
    const onFailed = (): void => {
      failures.push(Date.now());
      void rm(tenant.exportsDir, { force: true });
    };
    worker?.on('failed', onFailed);

    const input = await harness.upload(9, 'reintento.json', '[{"a": 1}, {"a": 2}]');
    const job = await harness.enqueueWriteXlsx(9, input, 'reintento');
    const finished = await harness.waitForFinished(job.id ?? '');
    worker?.off('failed', onFailed);

    expect(failures).toHaveLength(1);
    expect(await taskOf(finished)).toMatchObject({
      state: 'SUCCESS',
      result: { filename: 'reintento.xlsx', rows: 2 },
    });
    expect(await readSheetRows(tenant.exportFile('reintento.xlsx'))).toEqual([['a'], [1], [2]]);
  });
});
