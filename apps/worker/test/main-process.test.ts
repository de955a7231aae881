import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import {
  createQueue,
  createRedisConnection,
  enqueueJob,
  JOB_NAMES,
  QUEUE_NAMES,
  storagePaths,
} from '@kiwi/jobs';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const connection = createRedisConnection(process.env.REDIS_URL);
const prefix = `kiwi-test-${randomUUID()}`;
const queue = createQueue(QUEUE_NAMES.exports, connection, { prefix });
let storageDir = '';

afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  await connection.quit();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

it('on SIGTERM (even sent twice, as under pnpm start) the process finishes its job and exits 0', async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'kiwi-worker-main-'));
  const paths = storagePaths(storageDir, 3);
  await mkdir(paths.uploadsDir, { recursive: true });
  const rows = Array.from({ length: 40_000 }, (_, i) => ({ id: i, texto: `fila ${i}` }));
  await writeFile(paths.uploadFile('in.json'), JSON.stringify(rows));

  // `node --import tsx` rather than the tsx CLI: one process, which receives the signals itself
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, MAIN], {
    env: {
      ...process.env,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      KIWI_QUEUE_PREFIX: prefix,
      STORAGE_DIR: storageDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  const sawLog = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (output.includes(text)) resolve();
      };
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        check();
      });
      check();
    });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await sawLog('"msg":"worker ready"');
  const job = await enqueueJob(queue, JOB_NAMES.writeXlsx, {
    tenantId: 3,
    requestedBy: 1,
    inputPath: paths.relativeToStorage(paths.uploadFile('in.json')),
    outputName: 'grande',
  });
  await expect.poll(() => queue.getJobState(job.id ?? ''), { timeout: 10_000 }).toBe('active');

  child.kill('SIGTERM');
  child.kill('SIGTERM');
  expect(await exited, output).toBe(0);
  expect(await queue.getJobState(job.id ?? '')).toBe('completed');
  expect(output).toContain('"msg":"worker stopped"');
});
