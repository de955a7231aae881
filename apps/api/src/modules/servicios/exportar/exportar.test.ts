import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import {
  startWorkerProcess,
  type WorkerProcess,
} from '../../utils/exports/worker-process.test-support';
import { call } from '../servicios.test-support';

let t: TestApp;
let worker: WorkerProcess;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'kiwi-catalogue-export-'));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  worker = await startWorkerProcess({
    REDIS_URL: t.config.REDIS_URL,
    KIWI_QUEUE_PREFIX: t.config.KIWI_QUEUE_PREFIX,
    STORAGE_DIR: storageDir,
  });
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function finished(taskId: string) {
  for (let i = 0; i < 200; i += 1) {
    const res = await call(t, 'manager', 'GET', `/api/utils/task-status/${taskId}/`);
    const task = res.json<{ state: string; result: { filename: string; rows: number } }>();
    if (task.state === 'SUCCESS' || task.state === 'FAILURE') return task;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('export did not finish');
}

describe('GET /api/servicios/export/?tab=', () => {
  it('exports the filtered tariffs tab to xlsx through the worker', async () => {
    const list = await call(
      t,
      'manager',
      'GET',
      '/api/servicios/tarifas/?default=1&operator=YOIGO&is_active=1',
    );
    const count = list.json<{ count: number }>().count;
    const res = await call(
      t,
      'manager',
      'GET',
      '/api/servicios/export/?tab=tarifas&operator=YOIGO&is_active=1',
    );
    expect(res.statusCode, res.body).toBe(200);
    const task = await finished(res.json<{ task_id: string }>().task_id);
    expect(task.state).toBe('SUCCESS');
    expect(task.result.rows).toBe(count);
    expect(task.result.filename).toMatch(/^catalogo-tarifas-/);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/utils/get-xlsx-files/?filename=${task.result.filename}`,
      headers: await t.authHeader('manager'),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Tarifas');
    expect(sheet.getRow(1).values).toContain('Precio');
    expect(sheet.rowCount).toBe(count + 1);
    const operatorColumn = (sheet.getRow(1).values as string[]).indexOf('Operador');
    for (let r = 2; r <= sheet.rowCount; r += 1)
      expect(sheet.getRow(r).getCell(operatorColumn).value).toBe('YOIGO');
  });

  it('exports the other tabs too; devices need MasMovil; a Comercial may not export', async () => {
    for (const tab of [
      'adicionales',
      'sva',
      'promociones',
      'seguros',
      'gestion',
      'origenesbd',
      'tipoobjetivo',
      'pricehistory',
      'upfronts',
      'terminales',
      'installment',
    ]) {
      const res = await call(t, 'admin', 'GET', `/api/servicios/export/?tab=${tab}`);
      expect(res.statusCode, `${tab} ${res.body}`).toBe(200);
    }
    expect((await call(t, 'admin', 'GET', '/api/servicios/export/?tab=clientes')).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, 'comercial', 'GET', '/api/servicios/export/?tab=tarifas')).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'otraAdmin', 'GET', '/api/servicios/export/?tab=tarifas')).statusCode,
    ).toBe(403);
  });
});
