import type { Job } from 'bullmq';
import type postgres from 'postgres';
import { CUSTOMER_IMPORT_MESSAGES } from '@kiwi/domain';
import type { ParsedJobPayload } from '@kiwi/jobs';
import { withTenantSql, type JobActor } from '../database';
import { lockImport, setImportFailed, type ImportRecord } from './customer-import-queries';
import { InvalidJobInputError, requireSql, type ProcessorContext } from './types';

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
export interface StepTimes {
  ms: Record<string, number>;
  lap(step: string): void;
}

export function stepTimes(): StepTimes {
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

/**
 * One step of an import as a job: in one tenant transaction as the account that asked for it
 * (route `job:customer-import-<step>`), with set-based plans and the import's row locked;
 * when it fails for good the import goes to `failedState`. After the commit: `afterCommit`,
 * progress 100 %, and the log line `message` with the figures and the milliseconds per step.
 */
export async function runImportStep<F extends object>(
  job: Job,
  payload: ImportPayload,
  ctx: ProcessorContext,
  options: {
    step: 'analyse' | 'apply' | 'revert';
    failedState: string;
    message: string;
    afterCommit?: (time: StepTimes) => Promise<void>;
  },
  body: (tx: postgres.TransactionSql, record: ImportRecord, time: StepTimes) => Promise<F>,
): Promise<F & { importId: number }> {
  const sql = requireSql(ctx);
  const { importId } = payload;
  const time = stepTimes();
  const figures = await failImportOnError(job, sql, payload, options.failedState, async () =>
    withTenantSql(sql, payload.tenantId, importActor(payload, options.step), async (tx) => {
      await useSetBasedPlans(tx);
      const record = await lockImport(tx, importId);
      if (!record) throw new InvalidJobInputError('La importación ya no existe.');
      time.lap('lock');
      return body(tx, record, time);
    }),
  );
  time.lap('commit');
  await options.afterCommit?.(time);
  await job.updateProgress({ done: 100, total: 100 });
  const line: Record<string, unknown> = { jobId: job.id, tenantId: payload.tenantId, importId };
  Object.assign(line, figures, { ms: time.ms });
  ctx.logger.info(line, options.message);
  return { ...figures, importId };
}
