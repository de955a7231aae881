import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { JobName, ParsedJobPayload } from '@kiwi/jobs';

export interface ProcessorContext {
  storageDir: string;
  logger: Logger;
}

/** Receives a payload already validated against the job's zod schema. */
export type JobProcessor<N extends JobName> = (
  job: Job,
  payload: ParsedJobPayload<N>,
  ctx: ProcessorContext,
) => Promise<unknown>;

/**
 * A failure caused by the input (bad file, bad shape): retrying cannot help, and
 * the message is Spanish and safe to show to the user as the task's result.
 */
export class InvalidJobInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidJobInputError';
  }
}
