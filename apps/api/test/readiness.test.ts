import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@kiwi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { READY_CHECK_TIMEOUT_MS } from '../src/plugins/health';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

/** /readyz must answer within its per-dependency timeout, plus a little for the machine. */
const ANSWER_WITHIN_MS = READY_CHECK_TIMEOUT_MS + 600;

let database: TestDatabase;
let pg: TcpProxy;
let redis: TcpProxy;
let app: FastifyInstance;

/** The same URL, reaching its server through `proxy`. */
function through(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

beforeAll(async () => {
  database = await createTestDatabase({ template: 'empty' });
  const pgUrl = new URL(database.appUrl);
  pg = await startTcpProxy(pgUrl.hostname, Number(pgUrl.port || 5432));
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  redis = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
  const config = loadConfig({
    DATABASE_URL: through(database.appUrl, pg),
    DATABASE_POOL_MAX: '3',
    REDIS_URL: through(redisUrl.toString(), redis),
    KIWI_QUEUE_PREFIX: `kiwi-test-${randomBytes(6).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // as in test-app.ts: lag from sharing the cores with other suites is not overload
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
  });
  app = await buildApp({ config, logger: false });
  await app.ready();
});

afterAll(async () => {
  await pg?.resume();
  await redis?.resume();
  await app?.close();
  await Promise.all([pg?.close(), redis?.close()]);
  await database?.drop();
});

async function readyz() {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  return { res, ms: performance.now() - started };
}

async function expectReadySoon() {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { res } = await readyz();
    if (res.statusCode === 200) return res;
    if (Date.now() > deadline) throw new Error(`/readyz still ${res.statusCode}: ${res.body}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Three probes in a row: each one 503 naming `down`, each one within the timeout. */
async function expectDownEveryTime(down: string[]) {
  for (let i = 0; i < 3; i += 1) {
    const { res, ms } = await readyz();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', down });
    expect(ms, `probe ${i + 1} took ${Math.round(ms)} ms`).toBeLessThan(ANSWER_WITHIN_MS);
  }
}

describe('/readyz with its dependencies failing', () => {
  it('is 200 while PostgreSQL and Redis answer', async () => {
    const { res } = await readyz();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: true, redis: true });
  });

  it('PostgreSQL hangs (host unreachable): 503 naming the database, quickly, every time', async () => {
    pg.hang();
    await expectDownEveryTime(['database']);
    const { res } = await readyz();
    expect(res.json()).toMatchObject({
      database: false,
      redis: true,
      detail: 'No responde la base de datos.',
    });
    await pg.resume();
    await expectReadySoon();
  });

  it('PostgreSQL stopped (connections dropped and refused): 503 quickly, then 200 once back', async () => {
    await pg.stop();
    await expectDownEveryTime(['database']);
    await pg.resume();
    const res = await expectReadySoon();
    expect(res.json()).toEqual({ status: 'ok', database: true, redis: true });
  });

  it('Redis and PostgreSQL both down: 503 naming both', async () => {
    pg.hang();
    redis.hang();
    await expectDownEveryTime(['database', 'redis']);
    const { res } = await readyz();
    expect(res.json()).toMatchObject({
      database: false,
      redis: false,
      detail: 'No responden ni la base de datos ni Redis.',
    });
    await pg.resume();
    await redis.resume();
    await expectReadySoon();
  });
});
