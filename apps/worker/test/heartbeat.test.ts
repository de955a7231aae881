import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHeartbeat } from '../src/heartbeat';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiwi-heartbeat-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const exists = (file: string) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );

it('touches the file again and again while Redis answers', async () => {
  const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: null,
  });
  const file = join(dir, 'alive');
  const heartbeat = startHeartbeat({ connection, file, intervalMs: 100 });
  try {
    await expect.poll(() => exists(file), { timeout: 5000 }).toBeDefined();
    const first = (await exists(file)) as number;
    await expect.poll(() => exists(file), { timeout: 5000 }).toBeGreaterThan(first);
  } finally {
    heartbeat.stop();
    connection.disconnect();
  }
});

it('never touches it while Redis is unreachable (the healthcheck then fails)', async () => {
  // Nothing listens on port 1: ioredis keeps retrying and PING never answers.
  const connection = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: null });
  connection.on('error', () => {});
  const file = join(dir, 'never');
  const heartbeat = startHeartbeat({ connection, file, intervalMs: 100, timeoutMs: 100 });
  try {
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await exists(file)).toBeUndefined();
  } finally {
    heartbeat.stop();
    connection.disconnect();
  }
});
