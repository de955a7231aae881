import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  startWorkerProcess,
  type WorkerProcess,
} from '../utils/exports/worker-process.test-support';
import { api, demoIds, insertCustomerRow, type DemoIds } from './entradas/customers.test-support';

/** Decision 1108: bulk actions on a selection or on all that match; > 500 as a worker job. */
let t: TestApp;
let sql: postgres.Sql;
let ids: DemoIds;
let call: ReturnType<typeof api>;
let worker: WorkerProcess;
let storageDir: string;
const BULK = '/api/clientes/entradas/bulk/';

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'kiwi-customers-bulk-'));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  call = api(t);
  sql = postgres(t.adminUrl, { max: 1 });
  ids = await demoIds(sql);
  worker = await startWorkerProcess({
    REDIS_URL: t.config.REDIS_URL,
    KIWI_QUEUE_PREFIX: t.config.KIWI_QUEUE_PREFIX,
    STORAGE_DIR: storageDir,
    DATABASE_URL: t.config.DATABASE_URL,
  });
});

afterAll(async () => {
  await worker?.stop();
  await sql?.end();
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const row = async (id: number) =>
  (
    await sql<{ comercial_id: number | null; origen_bbdd_id: number | null }[]>`
      select comercial_id::int, origen_bbdd_id::int from customers where id = ${id}`
  )[0];

describe('POST /api/clientes/entradas/bulk/ in the request', () => {
  it('reassigns a selection, recorded in the history with the route', async () => {
    const a = await insertCustomerRow(sql, ids.tenant, {
      nombre: 'Masiva A',
      comercial_id: ids.comercial,
    });
    const b = await insertCustomerRow(sql, ids.tenant, { nombre: 'Masiva B' });
    const res = await call('manager', 'POST', BULK, {
      accion: 'reasignar',
      ids: [a, b],
      valor: ids.dbl,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ afectados: 2 });
    expect((await row(a))?.comercial_id).toBe(ids.dbl);
    const history = await sql<{ route: string }[]>`
      select route from record_history where table_name = 'customers' and record_id = ${a} and action = 'UPDATE'`;
    expect(history.map((h) => h.route)).toEqual(['POST /api/clientes/entradas/bulk/']);
    const back = await call('admin', 'POST', BULK, {
      accion: 'reasignar',
      ids: [a, b],
      valor: null,
    });
    expect(back.json()).toEqual({ afectados: 2 });
    expect((await row(b))?.comercial_id).toBeNull();
  });

  it('sets the origin of all that match the filters', async () => {
    await insertCustomerRow(sql, ids.tenant, { nombre: 'Filtrada Uno Zqx' });
    await insertCustomerRow(sql, ids.tenant, { nombre: 'Filtrada Dos Zqx' });
    const res = await call('manager', 'POST', BULK, {
      accion: 'origen',
      filtros: { search: 'Zqx' },
      valor: ids.origen,
    });
    expect(res.json()).toEqual({ afectados: 2 });
    const [n] = await sql<{ n: number }[]>`
      select count(*)::int as n from customers where nombre like '%Zqx' and origen_bbdd_id = ${ids.origen}`;
    expect(n?.n).toBe(2);
  });

  it('deletes a selection; another tenant’s ids are not touched', async () => {
    const mine = await insertCustomerRow(sql, ids.tenant, { nombre: 'Para borrar en masa' });
    const theirs = await insertCustomerRow(sql, ids.otraTenant, { nombre: 'De Otra en masa' });
    const res = await call('superadmin', 'POST', BULK, { accion: 'eliminar', ids: [mine, theirs] });
    expect(res.json()).toEqual({ afectados: 1 });
    expect(await row(mine)).toBeUndefined();
    expect(await row(theirs)).toBeDefined();
  });

  it('is refused to a Comercial (403) and writes nothing', async () => {
    const a = await insertCustomerRow(sql, ids.tenant, {
      nombre: 'No masiva',
      comercial_id: ids.comercial,
    });
    const res = await call('comercial', 'POST', BULK, { accion: 'eliminar', ids: [a] });
    expect(res.statusCode).toBe(403);
    expect(await row(a)).toBeDefined();
  });

  it.each([
    [{ accion: 'eliminar' }, 'ids'],
    [{ accion: 'eliminar', ids: [1], filtros: {} }, 'ids'],
    [{ accion: 'reasignar', ids: [1] }, 'valor'],
    [{ accion: 'borrar', ids: [1] }, 'accion'],
    [{ accion: 'eliminar', ids: [] }, 'ids'],
    [{ accion: 'eliminar', filtros: { estadoOferta: ['9'] } }, 'filtros.estadoOferta.0'],
    [{ accion: 'reasignar', ids: [1], valor: 999999 }, 'valor'],
    [{ accion: 'origen', ids: [1], valor: 999999 }, 'valor'],
    [{ accion: 'eliminar', ids: [1], extra: 1 }, 'extra'],
  ])('%j → 400 on %s', async (body, field) => {
    const before = await sql<{ n: number }[]>`select count(*)::int as n from customers`;
    const res = await call('manager', 'POST', BULK, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Record<string, string[]>>()[field]?.[0]).toEqual(expect.any(String));
    const after = await sql<{ n: number }[]>`select count(*)::int as n from customers`;
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('POST /api/clientes/entradas/bulk/ above 500', () => {
  it('runs as a worker job with progress', async () => {
    await sql`
      insert into customers (tenant_id, nombre)
      select ${ids.tenant}, 'Lote masivo ' || g from generate_series(1, 620) g`;
    const res = await call('manager', 'POST', BULK, {
      accion: 'reasignar',
      filtros: { nombre: 'Lote masivo' },
      valor: ids.dbl,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { task_id, total } = res.json<{ task_id: string; total: number }>();
    expect(total).toBe(620);
    let task:
      { state: string; progress: { done: number; total: number }; result: unknown } | undefined;
    for (let i = 0; i < 200; i += 1) {
      task = (await call('manager', 'GET', `/api/utils/task-status/${task_id}/`)).json();
      if (task?.state === 'SUCCESS' || task?.state === 'FAILURE') break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(task).toMatchObject({
      state: 'SUCCESS',
      progress: { done: 620, total: 620 },
      result: { afectados: 620 },
    });
    const [n] = await sql<{ n: number }[]>`
      select count(*)::int as n from customers where nombre like 'Lote masivo %' and comercial_id = ${ids.dbl}`;
    expect(n?.n).toBe(620);
    const [h] = await sql<{ n: number }[]>`
      select count(*)::int as n from record_history where route = 'job:customers-bulk:reasignar'`;
    expect(h?.n).toBe(620);
  });
});
