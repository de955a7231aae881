import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job, Queue } from 'bullmq';
import { pino } from 'pino';
import {
  createQueue,
  createRedisConnection,
  enqueueJob,
  JOB_NAMES,
  QUEUE_NAMES,
  storagePaths,
} from '@kiwi/jobs';
import { startWorkers, type RunningWorkers } from '../src/workers';

/** A worker running in-process on a real Redis, isolated by a random prefix and a temp STORAGE_DIR. */
export interface Harness {
  storageDir: string;
  queue: Queue;
  running: RunningWorkers;
  upload(tenantId: number, name: string, content: string): Promise<string>;
  enqueueWriteXlsx(tenantId: number, inputPath: string, outputName: string): Promise<Job>;
  waitForFinished(jobId: string, timeoutMs?: number): Promise<Job>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const storageDir = await mkdtemp(join(tmpdir(), 'kiwi-worker-test-'));
  const prefix = `kiwi-test-${randomUUID()}`;
  const connection = createRedisConnection(process.env.REDIS_URL);
  const queue = createQueue(QUEUE_NAMES.exports, connection, { prefix });
  const running = startWorkers({
    connection,
    prefix,
    concurrency: 2,
    storageDir,
    logger: pino({ level: 'silent' }),
  });
  await Promise.all(running.workers.map((worker) => worker.waitUntilReady()));

  return {
    storageDir,
    queue,
    running,
    async upload(tenantId, name, content) {
      const paths = storagePaths(storageDir, tenantId);
      await mkdir(paths.uploadsDir, { recursive: true });
      const file = paths.uploadFile(name);
      await writeFile(file, content);
      return paths.relativeToStorage(file);
    },
    enqueueWriteXlsx(tenantId, inputPath, outputName) {
      return enqueueJob(queue, JOB_NAMES.writeXlsx, {
        tenantId,
        requestedBy: 1,
        inputPath,
        outputName,
      });
    },
    async waitForFinished(jobId, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // read the state first: a job snapshot taken before it finished would have stale fields
        const state = await queue.getJobState(jobId);
        if (state === 'completed' || state === 'failed') {
          const job = await queue.getJob(jobId);
          if (job) return job;
        }
        if (Date.now() > deadline)
          throw new Error(`job ${jobId} did not finish in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await running.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await connection.quit();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
