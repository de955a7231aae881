import type { Job } from 'bullmq';
import type postgres from 'postgres';
import { CUSTOMER_IMPORT_MESSAGES } from '@kiwi/domain';
import type { ParsedJobPayload } from '@kiwi/jobs';
import { withTenantSql, type JobActor } from '../database';
import { setImportFailed } from './customer-import-queries';
import { InvalidJobInputError } from './types';

type ImportPayload = ParsedJobPayload<'customer-import-analyse'>;

/** The history's "who": the account that asked for the step, through `job:customer-import-<step>`. */
export function importActor(
  payload: ImportPayload,
  step: 'analyse' | 'apply' | 'revert' | 'purge',
): JobActor {
  return { accountId: payload.requestedBy, route: `job:customer-import-${step}` };
}

/**
 * Progress while a step reads its file: the fraction read mapped onto 0–`upTo` of 100,
 * reported at most every 2 %.
 */
export function reportProgress(job: Job, upTo: number): (fraction: number) => void {
  let last = -1;
  return (fraction) => {
    const done = Math.min(upTo, Math.floor(fraction * upTo));
    if (done - last < 2) return;
    last = done;
    void job.updateProgress({ done, total: 100 }).catch(() => {});
  };
}

/**
 * Milliseconds spent in each step of a job, in order, for its log line (`ms`): what an
 * operator reads when an import is slow, and what the lead import bench prints per stage.
 */
export function stepTimes(): { ms: Record<string, number>; lap(step: string): void } {
  const ms: Record<string, number> = {};
  let last = performance.now();
  return {
    ms,
    lap(step) {
      const now = performance.now();
      ms[step] = Math.round(now - last);
      last = now;
    },
  };
}

/**
 * Runs a step; when it fails for good (bad input, or the last attempt) the import is left
 * in `failedState` with a Spanish reason, in a transaction of its own (the step's was
 * rolled back).
 */
export async function failImportOnError<T>(
  job: Job,
  sql: postgres.Sql,
  payload: ImportPayload,
  failedState: string,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (error instanceof InvalidJobInputError || lastAttempt) {
      const reason =
        error instanceof InvalidJobInputError ? error.message : CUSTOMER_IMPORT_MESSAGES.failed;
      await withTenantSql(
        sql,
        payload.tenantId,
        { accountId: payload.requestedBy, route: 'job:customer-import' },
        (tx) => setImportFailed(tx, payload.importId, failedState, reason),
      ).catch(() => {});
    }
    throw error;
  }
}

/**
 * The import's statements join rows written moments before in the same transaction: the
 * planner has no statistics for them (kiwi_app cannot ANALYZE a table it does not own),
 * estimates one row and picks nested loops, which makes every join quadratic (10 000 rows:
 * over 5 minutes instead of under a second). Hash joins only, in this transaction, with
 * the memory to keep a 100 000-row import's keys in one batch (decisions 1204 and 1206).
 */
export async function useSetBasedPlans(tx: postgres.TransactionSql): Promise<void> {
  await tx`set local enable_nestloop = off`;
  await tx`set local enable_mergejoin = off`;
  await tx`set local work_mem = '32MB'`;
}
