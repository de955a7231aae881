import { Worker, type ConnectionOptions } from 'bullmq';
import { createDispatcher } from './dispatch';
import { queuesWithProcessors } from './processors';
import type { ProcessorContext } from './processors/types';

export interface StartWorkersOptions extends ProcessorContext {
  connection: ConnectionOptions;
  prefix: string;
  concurrency: number;
}

export interface RunningWorkers {
  workers: Worker[];
  /** Stops taking jobs and waits for the running ones; `force` abandons them (they rerun as stalled). */
  close(force?: boolean): Promise<void>;
}

/** One BullMQ Worker per queue that has processors, all sharing the dispatcher. */
export function startWorkers(options: StartWorkersOptions): RunningWorkers {
  const { connection, prefix, concurrency, ...ctx } = options;
  const dispatch = createDispatcher(ctx);
  const workers = queuesWithProcessors().map((queue) => {
    const worker = new Worker(queue, dispatch, { connection, prefix, concurrency });
    worker.on('failed', (job, error) => {
      ctx.logger.warn(
        { queue, jobId: job?.id, attemptsMade: job?.attemptsMade, reason: error.message },
        'job attempt failed',
      );
    });
    worker.on('error', (error) => ctx.logger.error({ queue, err: error }, 'worker error'));
    return worker;
  });
  return {
    workers,
    close: async (force = false) => {
      await Promise.all(workers.map((worker) => worker.close(force)));
    },
  };
}
