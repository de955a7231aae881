import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoUser, type TestApp } from '../../../../test/support/test-app';
import { startWorkerProcess, type WorkerProcess } from './worker-process.test-support';

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = `----kiwi${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/json`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const jsonFile = (data: unknown, filename = 'clientes.json'): Part => ({
  name: 'file',
  filename,
  content: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)),
});

interface Task {
  state: string;
  progress: { done: number; total: number };
  result: unknown;
}

describe('exports: write-xlsx, task-status, get-xlsx-files', () => {
  let t: TestApp;
  let worker: WorkerProcess;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'kiwi-exports-test-'));
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

  async function upload(user: DemoUser, parts: Part[]) {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/utils/write-xlsx',
      payload: body.payload,
      headers: { ...body.headers, ...(await t.authHeader(user)) },
    });
  }

  async function status(user: DemoUser, taskId: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/utils/task-status/${taskId}/`,
      headers: await t.authHeader(user),
    });
  }

  /** Polls like the client does (spec 9: every 300 ms) until SUCCESS or FAILURE. */
  async function pollUntilFinished(user: DemoUser, taskId: string): Promise<Task[]> {
    const seen: Task[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await status(user, taskId);
      expect(res.statusCode).toBe(200);
      const task = res.json<Task>();
      seen.push(task);
      if (task.state === 'SUCCESS' || task.state === 'FAILURE') return seen;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`task ${taskId} did not finish: ${JSON.stringify(seen.at(-1))}`);
  }

  async function download(user: DemoUser, filename: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/utils/get-xlsx-files/?filename=${encodeURIComponent(filename)}`,
      headers: await t.authHeader(user),
    });
  }

  /** Files in any tenant's uploads folder: refused uploads must leave none behind. */
  async function uploadsLeft(): Promise<string[]> {
    const left: string[] = [];
    for (const dir of await readdir(storageDir)) {
      left.push(...(await readdir(join(storageDir, dir, 'uploads')).catch(() => [])));
    }
    return left;
  }

  let finishedFile = '';
  let finishedTaskId = '';

  it('converts an uploaded JSON through the worker; the download opens with the same rows', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      nombre: `Cliente ${i}`,
      telefono: 600_000_000 + i,
      provincia: i % 2 ? 'Málaga' : 'Cádiz',
    }));
    const res = await upload('comercial', [jsonFile(rows, 'Clientes Málaga.json')]);
    expect(res.statusCode).toBe(200);
    const { task_id } = res.json<{ task_id: string }>();
    expect(task_id).toMatch(/^[0-9a-f-]{36}$/);

    const seen = await pollUntilFinished('comercial', task_id);
    for (const task of seen) expect(['PENDING', 'PROGRESS', 'SUCCESS']).toContain(task.state);
    const dones = seen.map((task) => task.progress.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    const last = seen.at(-1) as Task;
    expect(last.progress).toEqual({ done: 5000, total: 5000 });
    const result = last.result as { filename: string; rows: number };
    expect(result.rows).toBe(5000);
    expect(result.filename).toMatch(/^Clientes-Malaga-\d{8}-\d{6}-[0-9a-f]{8}\.xlsx$/);
    finishedFile = result.filename;
    finishedTaskId = task_id;

    const file = await download('comercial', result.filename);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toContain(
      `attachment; filename="${result.filename}"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(5001);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'nombre', 'telefono', 'provincia']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Cliente 0', 600_000_000, 'Cádiz']);
    expect(sheet?.getRow(5001).values).toEqual([undefined, 'Cliente 4999', 600_004_999, 'Málaga']);
  });

  it('shows a task only to the account that started it, in its tenant', async () => {
    for (const user of ['manager', 'admin', 'otraAdmin'] as const) {
      const res = await status(user, finishedTaskId);
      expect(res.statusCode, user).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', '1', 'x'.repeat(40)]) {
      expect((await status('comercial', id)).statusCode).toBe(404);
    }
  });

  it('never serves a file to another tenant; missing files are 404', async () => {
    for (const user of ['otraAdmin', 'otraEmpleado'] as const) {
      const res = await download(user, finishedFile);
      expect(res.statusCode, user).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    expect((await download('comercial', 'no-existe.xlsx')).statusCode).toBe(404);
  });

  it.each([
    '../1/exports/a.xlsx',
    '..%2F..%2Fetc%2Fpasswd',
    '/etc/passwd',
    'exports/a.xlsx',
    '.hidden.xlsx',
    'notas.txt',
  ])('refuses the file name %j with 400', async (name) => {
    const res = await download('admin', decodeURIComponent(name));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ filename: ['Nombre de archivo inválido.'] });
  });

  it('asks for the filename parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/utils/get-xlsx-files/',
      headers: await t.authHeader('admin'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('filename');
  });

  it('reports a JSON that is not a list of objects as a FAILURE with the reason', async () => {
    const res = await upload('admin', [jsonFile('{"rows": [1, ')]);
    expect(res.statusCode).toBe(200);
    const seen = await pollUntilFinished('admin', res.json<{ task_id: string }>().task_id);
    expect(seen.at(-1)).toMatchObject({
      state: 'FAILURE',
      result: 'El archivo no contiene un JSON válido.',
    });
  });

  it('takes an output name and a sheet name', async () => {
    const res = await upload('admin', [
      jsonFile([{ a: 1 }]),
      { name: 'filename', value: 'Ventas enero' },
      { name: 'sheet_name', value: 'Enero' },
    ]);
    const seen = await pollUntilFinished('admin', res.json<{ task_id: string }>().task_id);
    const { filename } = seen.at(-1)?.result as { filename: string };
    expect(filename).toMatch(/^Ventas-enero-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download('admin', filename)).rawPayload as unknown as ArrayBuffer,
    );
    expect(workbook.worksheets[0]?.name).toBe('Enero');
  });

  it('rejects bad uploads before queueing anything', async () => {
    const cases: [Part[], Record<string, string[]>][] = [
      [[], { file: ['Se requiere un archivo JSON.'] }],
      [[jsonFile('')], { file: ['El archivo está vacío.'] }],
      [
        [jsonFile([{ a: 1 }]), { name: 'tenant_id', value: '2' }],
        { tenant_id: ['Campo no permitido.'] },
      ],
      [
        [{ ...jsonFile([]), name: 'archivo' }],
        { archivo: ['Solo se admite un archivo, en el campo "file".'] },
      ],
    ];
    for (const [parts, body] of cases) {
      const res = await upload('admin', parts);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(body);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/utils/write-xlsx',
      payload: { file: '[]' },
      headers: await t.authHeader('admin'),
    });
    expect(json.statusCode).toBe(415);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    const res = await upload('admin', [{ name: 'file', filename: 'big.json', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('detail');
    expect(await uploadsLeft()).toEqual([]);
  });

  it('needs a token on every export route', async () => {
    for (const url of [
      '/api/utils/task-status/00000000-0000-4000-8000-000000000000/',
      '/api/utils/get-xlsx-files/?filename=a.xlsx',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const body = multipart([jsonFile([])]);
    const res = await t.app.inject({ method: 'POST', url: '/api/utils/write-xlsx', ...body });
    expect(res.statusCode).toBe(401);
  });
});
