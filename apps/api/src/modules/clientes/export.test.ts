import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type DemoUser, type TestApp } from '../../../test/support/test-app';
import {
  startWorkerProcess,
  type WorkerProcess,
} from '../utils/exports/worker-process.test-support';
import { api, type ListBody } from './entradas/customers.test-support';

/** The teletrabajo export through the real worker: same rows and order as the table. */
let t: TestApp;
let worker: WorkerProcess;
let storageDir: string;
let call: ReturnType<typeof api>;
const EXPORT = '/api/clientes/teletrabajo/download-xlsx-teletrabajo/';

interface Task {
  state: string;
  progress: { done: number; total: number };
  result: { filename: string; rows: number } | string | null;
}

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'kiwi-customers-export-'));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  call = api(t);
  worker = await startWorkerProcess({
    REDIS_URL: t.config.REDIS_URL,
    KIWI_QUEUE_PREFIX: t.config.KIWI_QUEUE_PREFIX,
    STORAGE_DIR: storageDir,
    DATABASE_URL: t.config.DATABASE_URL,
  });
});

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function exportRows(
  user: DemoUser,
  query: string,
): Promise<{ task: Task; rows: string[][] }> {
  const started = await call(user, 'GET', `${EXPORT}?${query}`);
  expect(started.statusCode, started.body).toBe(200);
  const { task_id } = started.json<{ task_id: string }>();
  let task: Task | undefined;
  for (let i = 0; i < 300; i += 1) {
    const res = await call(user, 'GET', `/api/utils/task-status/${task_id}/`);
    task = res.json<Task>();
    if (task.state === 'SUCCESS' || task.state === 'FAILURE') break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(task?.state, JSON.stringify(task)).toBe('SUCCESS');
  const { filename } = task!.result as { filename: string };
  const file = await call(
    user,
    'GET',
    `/api/utils/get-xlsx-files/?filename=${encodeURIComponent(filename)}`,
  );
  expect(file.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return { task: task!, rows };
}

describe('GET /api/clientes/teletrabajo/download-xlsx-teletrabajo/', () => {
  it('exports the rows of the table, in its order, with its columns', async () => {
    const query = 'segmento=NEGOCIOS&ordering=nombre';
    const list = await call('manager', 'GET', `/api/clientes/entradas/?${query}&itemsPerPage=100`);
    const table = list.json<ListBody>();
    expect(table.count).toBeGreaterThan(10);
    expect(table.count).toBeLessThanOrEqual(100);
    const { task, rows } = await exportRows('manager', query);
    expect(rows[0]!.slice(0, 4)).toEqual(['Nombre', 'Documento', 'Tipo de documento', 'Teléfonos']);
    expect(rows[0]).toContain('Próximo agendado');
    expect(rows.slice(1).map((r) => r[0])).toEqual(table.results.map((r) => r.nombre));
    expect(rows.slice(1).map((r) => r[1])).toEqual(table.results.map((r) => r.documento ?? ''));
    expect(task.progress).toEqual({ done: table.count, total: table.count });
    expect(task.result).toMatchObject({ rows: table.count });
  });

  it('a Comercial exports only what they see', async () => {
    const list = await call(
      'comercial',
      'GET',
      '/api/clientes/entradas/?itemsPerPage=100&ordering=id',
    );
    const table = list.json<ListBody>();
    const { rows } = await exportRows('comercial', 'ordering=id');
    expect(rows).toHaveLength(table.count + 1);
    expect(rows.slice(1).map((r) => r[0])).toEqual(table.results.map((r) => r.nombre));
  });

  it('refuses bad filters before queueing anything', async () => {
    const res = await call('manager', 'GET', `${EXPORT}?estadoOferta[]=9`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('estadoOferta.0');
  });

  it('is refused to a tenant without ERP groups', async () => {
    expect((await call('otraAdmin', 'GET', EXPORT)).statusCode).toBe(403);
  });
});
