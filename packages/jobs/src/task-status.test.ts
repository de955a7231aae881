import { randomUUID } from 'node:crypto';
import { Worker, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisConnection } from './connection';
import { createQueue, enqueueJob, isTaskId } from './queue';
import { GENERIC_TASK_FAILURE, readTask, taskFromJobState } from './task-status';
import { JOB_NAMES, QUEUE_NAMES } from './queues';

const payload = {
  tenantId: 7,
  requestedBy: 1,
  inputPath: '7/uploads/in.json',
  outputName: 'salida',
};

describe('taskFromJobState', () => {
  const job = { progress: { done: 3, total: 10 }, returnvalue: null, failedReason: '' };

  it('maps BullMQ states to the four client states', () => {
    expect(taskFromJobState('waiting', job).state).toBe('PENDING');
    expect(taskFromJobState('delayed', job).state).toBe('PENDING');
    expect(taskFromJobState('active', job)).toEqual({
      state: 'PROGRESS',
      progress: { done: 3, total: 10 },
      result: null,
    });
  });

  it('reports a finished task as fully done with its result', () => {
    const done = { ...job, returnvalue: { filename: 'a.xlsx' } };
    expect(taskFromJobState('completed', done)).toEqual({
      state: 'SUCCESS',
      progress: { done: 10, total: 10 },
      result: { filename: 'a.xlsx' },
    });
  });

  it('gives a failure its reason, or a generic Spanish message', () => {
    expect(taskFromJobState('failed', { ...job, failedReason: 'JSON inválido' }).result).toBe(
      'JSON inválido',
    );
    expect(taskFromJobState('failed', job).result).toBe(GENERIC_TASK_FAILURE);
  });

  it('ignores progress that is not {done, total}', () => {
    expect(taskFromJobState('active', { ...job, progress: 42 }).progress).toEqual({
      done: 0,
      total: 0,
    });
  });
});

describe('jobs on a real Redis', () => {
  const connection = createRedisConnection(process.env.REDIS_URL);
  const prefix = `kiwi-test-${randomUUID()}`;
  const queue = createQueue(QUEUE_NAMES.exports, connection, { prefix });

  beforeAll(async () => {
    await queue.waitUntilReady();
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  });

  it('refuses an invalid payload before it reaches Redis', async () => {
    await expect(
      enqueueJob(queue, JOB_NAMES.writeXlsx, { ...payload, outputName: '../x' }),
    ).rejects.toThrow();
    expect(await queue.count()).toBe(0);
  });

  it('follows a job from PENDING to SUCCESS under a task id', async () => {
    const job = await enqueueJob(queue, JOB_NAMES.writeXlsx, payload);
    expect(isTaskId(job.id ?? '')).toBe(true);
    expect((await readTask(queue, job.id ?? ''))?.status.state).toBe('PENDING');
    expect(await readTask(queue, '00000000-0000-4000-8000-000000000000')).toBeNull();

    const worker = new Worker(
      QUEUE_NAMES.exports,
      async (active: Job) => {
        await active.updateProgress({ done: 1, total: 2 });
        return { filename: 'salida.xlsx', rows: 2 };
      },
      { connection, prefix },
    );
    const completed = new Promise((resolve) => worker.once('completed', resolve));
    await completed;
    await worker.close();

    expect((await readTask(queue, job.id ?? ''))?.status).toEqual({
      state: 'SUCCESS',
      progress: { done: 2, total: 2 },
      result: { filename: 'salida.xlsx', rows: 2 },
    });
  });
});
