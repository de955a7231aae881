import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect } from 'vitest';
import { uploadFile } from '../../../../test/support/multipart';
import { createTestApp, type DemoUser, type TestApp } from '../../../../test/support/test-app';
import {
  startWorkerProcess,
  type WorkerProcess,
} from '../../utils/exports/worker-process.test-support';

export const BASE = '/api/clientes/importaciones';

/** The app, a real worker process on the same database/Redis/storage, and an admin connection. */
export interface ImportHarness {
  t: TestApp;
  admin: postgres.Sql;
  storageDir: string;
  upload(user: DemoUser, filename: string, content: Buffer | string): Promise<UploadAnswer>;
  /** Upload and wait for the analysis; answers the import's detail. */
  uploadAnalysed(
    filename: string,
    content: Buffer | string,
    user?: DemoUser,
  ): Promise<ImportDetail>;
  call(user: DemoUser, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer>;
  waitTask(user: DemoUser, taskId: string): Promise<{ state: string; result: unknown }>;
  /** POSTs a step (`confirmar/`, `revertir/`…), expects 200 and waits for its task to succeed. */
  runStep(user: DemoUser, id: number, step: string, payload?: object): Promise<void>;
  /** The import as `GET …/{id}/` answers it. */
  detail(user: DemoUser, id: number): Promise<ImportDetail>;
  close(): Promise<void>;
}

export interface Answer {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  headers: Record<string, unknown>;
  json<T = Record<string, unknown>>(): T;
}
type UploadAnswer = Answer;

export type ImportDetail = Record<string, unknown> & {
  id: number;
  estado: string;
  columnas: string[];
  muestra: string[][];
  mapeo: Record<string, number>;
};

export async function startImportHarness(): Promise<ImportHarness> {
  const storageDir = await mkdtemp(join(tmpdir(), 'kiwi-import-test-'));
  const t = await createTestApp({ STORAGE_DIR: storageDir });
  const worker: WorkerProcess = await startWorkerProcess({
    REDIS_URL: t.config.REDIS_URL,
    KIWI_QUEUE_PREFIX: t.config.KIWI_QUEUE_PREFIX,
    STORAGE_DIR: storageDir,
    DATABASE_URL: t.config.DATABASE_URL,
  });
  const admin = postgres(t.adminUrl, { max: 2, onnotice: () => {} });

  const call: ImportHarness['call'] = async (user, method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: await t.authHeader(user),
      ...(payload === undefined ? {} : { payload }),
    }) as unknown as Promise<Answer>;

  const upload: ImportHarness['upload'] = async (user, filename, content) =>
    uploadFile(t, `${BASE}/`, user, filename, content) as unknown as Promise<Answer>;

  const waitTask: ImportHarness['waitTask'] = async (user, taskId) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await call(user, 'GET', `/api/utils/task-status/${taskId}/`);
      expect(res.statusCode).toBe(200);
      const task = res.json<{ state: string; result: unknown }>();
      if (task.state === 'SUCCESS' || task.state === 'FAILURE') return task;
      if (Date.now() > deadline) throw new Error(`task ${taskId} still ${task.state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  return {
    t,
    admin,
    storageDir,
    upload,
    call,
    waitTask,
    async runStep(user, id, step, payload) {
      const res = await call(user, 'POST', `${BASE}/${id}/${step}`, payload);
      expect(res.statusCode, res.body).toBe(200);
      const task = await waitTask(user, res.json<{ task_id: string }>().task_id);
      expect(task.state, JSON.stringify(task.result)).toBe('SUCCESS');
    },
    async detail(user, id) {
      const res = await call(user, 'GET', `${BASE}/${id}/`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ImportDetail>();
    },
    async uploadAnalysed(filename, content, user = 'manager') {
      const res = await upload(user, filename, content);
      expect(res.statusCode, res.body).toBe(201);
      const { id, task_id } = res.json<{ id: number; task_id: string }>();
      const task = await waitTask(user, task_id);
      expect(task.state, JSON.stringify(task.result)).toBe('SUCCESS');
      const detail = await call(user, 'GET', `${BASE}/${id}/`);
      expect(detail.statusCode).toBe(200);
      return detail.json<ImportDetail>();
    },
    async close() {
      await worker?.stop();
      await admin.end({ timeout: 5 });
      await t.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with one file in the field `file`. */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI from a number (0–99 999 999). */
export const dni = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

/** A valid Spanish mobile (6xx xxx xxx) from a number. */
export const mobile = (n: number) => `6${String(n).padStart(8, '0')}`;

export const CSV_HEADER =
  'Nombre;Apellidos;DNI/NIF/CIF;Teléfono;Móvil;Email;Dirección;CP;Localidad;Provincia';

/** A csv line of a valid lead number n. */
export function leadLine(
  n: number,
  overrides: Partial<Record<'nombre' | 'dni' | 'telefono' | 'email' | 'cp', string>> = {},
) {
  return [
    overrides.nombre ?? `Lead${n}`,
    'Pérez García',
    overrides.dni ?? dni(10_000_000 + n),
    overrides.telefono ?? mobile(20_000_000 + n),
    '',
    overrides.email ?? `lead${n}@ejemplo.es`,
    `Calle Mayor ${n}`,
    overrides.cp ?? '28013',
    'Madrid',
    'Madrid',
  ].join(';');
}

/**
 * A csv with 6 valid leads, 3 bad rows (bad DNI, bad phone, no name), one repeat of a row of
 * the file (same phone as lead 1) and one lead whose DNI belongs to an existing customer.
 */
export function mixedCsv(existingDocument: string, prefix = 'Lead') {
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
  ]
    .join('\r\n')
    .replaceAll('Lead', prefix);
}

export interface ExistingCustomer {
  id: number;
  documento: string;
  email: string | null;
  origen: number | null;
}

/** A demo customer of tenant 1 with a document and an origin other than 4, for the duplicate cases. */
export async function existingCustomer(admin: postgres.Sql): Promise<ExistingCustomer> {
  const [customer] = await admin<ExistingCustomer[]>`
    select id::int, documento, email, origen_bbdd_id::int as origen from customers
    where tenant_id = 1 and documento is not null and origen_bbdd_id <> 4 order by id limit 1`;
  if (!customer) throw new Error('the demo has no customer with a document');
  return customer;
}

export async function accountId(admin: postgres.Sql, username: string): Promise<number> {
  const [row] = await admin<
    { id: number }[]
  >`select id::int from accounts where username = ${username}`;
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

/**
 * The harness of a test file, started before its tests and closed after them, and the demo
 * customer the duplicate cases use. Read the fields inside the tests (set by `beforeAll`).
 */
export function useImportHarness(): { h: ImportHarness; existing: ExistingCustomer } {
  const context = {} as { h: ImportHarness; existing: ExistingCustomer };
  beforeAll(async () => {
    context.h = await startImportHarness();
    context.existing = await existingCustomer(context.h.admin);
  }, 120_000);
  afterAll(async () => {
    await context.h?.close();
  });
  return context;
}
