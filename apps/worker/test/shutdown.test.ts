import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storagePaths } from '@kiwi/jobs';
import { startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness.close();
});

it('a graceful stop lets the running conversion finish', async () => {
  const rows = Array.from({ length: 30_000 }, (_, i) => ({ id: i, nombre: `Fila ${i}` }));
  const input = await harness.upload(7, 'grande.json', JSON.stringify(rows));
  const started = new Promise<void>((resolve) => {
    harness.running.workers[0]?.once('progress', () => resolve());
  });
  const job = await harness.enqueueWriteXlsx(7, input, 'grande');
  await started;

  await harness.running.close();

  const finished = await harness.queue.getJob(job.id ?? '');
  expect(await finished?.getState()).toBe('completed');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(storagePaths(harness.storageDir, 7).exportFile('grande.xlsx'));
  expect(workbook.worksheets[0]?.rowCount).toBe(30_001);
});
