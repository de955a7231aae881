import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type postgres from 'postgres';
import type { JobName, ParsedJobPayload } from '@kiwi/jobs';

export interface ProcessorContext {
  storageDir: string;
  logger: Logger;
  /** The kiwi_app pool (DATABASE_URL); absent when the worker runs without a database. */
  sql?: postgres.Sql;
}

/** The pool, or a failure saying the worker was started without DATABASE_URL. */
export function requireSql(ctx: ProcessorContext): postgres.Sql {
  if (!ctx.sql) throw new Error('DATABASE_URL is not set: this job needs the database');
  return ctx.sql;
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
