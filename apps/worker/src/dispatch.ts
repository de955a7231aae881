import { UnrecoverableError, type Job } from 'bullmq';
import { ZodError } from 'zod';
import { GENERIC_TASK_FAILURE, isJobName, parseJobPayload, UnsafeFileNameError } from '@kiwi/jobs';
import { PROCESSORS } from './processors';
import { InvalidJobInputError, type JobProcessor, type ProcessorContext } from './processors/types';

/**
 * The BullMQ processor function: validates the payload, runs the job's processor
 * and sorts failures in two kinds.
 * - Bad input (unknown job, invalid payload, unusable file): UnrecoverableError,
 *   so BullMQ fails it at once; its Spanish message becomes the task's result.
 * - Anything else is taken as transient (I/O, Redis): logged with its details and
 *   rethrown with a generic message, so BullMQ retries it with backoff and the
 *   client never sees paths or stack traces.
 */
export function createDispatcher(ctx: ProcessorContext): (job: Job) => Promise<unknown> {
  return async (job) => {
    const log = ctx.logger.child({ jobId: job.id, job: job.name, attempt: job.attemptsMade + 1 });
    if (!isJobName(job.name)) {
      throw new UnrecoverableError(`Tarea desconocida: ${job.name}`);
    }
    let payload;
    try {
      payload = parseJobPayload(job.name, job.data);
    } catch (error) {
      log.error({ err: error }, 'invalid job payload');
      throw new UnrecoverableError('Los datos de la tarea no son válidos.');
    }
    const processor = PROCESSORS[job.name] as JobProcessor<typeof job.name>;
    try {
      return await processor(job, payload, ctx);
    } catch (error) {
      if (error instanceof InvalidJobInputError) {
        log.warn({ reason: error.message }, 'job input rejected');
        throw new UnrecoverableError(error.message);
      }
      if (error instanceof UnsafeFileNameError || error instanceof ZodError) {
        log.error({ err: error }, 'job refers to an unsafe path');
        throw new UnrecoverableError('Los datos de la tarea no son válidos.');
      }
      log.error({ err: error }, 'job failed, will be retried if attempts remain');
      throw new Error(GENERIC_TASK_FAILURE, { cause: error });
    }
  };
}
