import { JOB_DEFINITIONS, type JobName, type QueueName } from '@kiwi/jobs';
import type { JobProcessor } from './types';

/**
 * A processor whose module (and what it imports: exceljs and csv-parse for the imports) is
 * loaded on its first job, so a worker that never runs that job never holds it in memory
 * (decision 1122; the build splits these modules into chunks).
 */
function lazy<N extends JobName>(load: () => Promise<JobProcessor<N>>): JobProcessor<N> {
  let loaded: Promise<JobProcessor<N>> | undefined;
  return async (job, payload, ctx) => {
    loaded ??= load();
    return (await loaded)(job, payload, ctx);
  };
}

/** One processor per job name; adding a job means adding it here and in @kiwi/jobs. */
export const PROCESSORS: { [N in JobName]: JobProcessor<N> } = {
  'write-xlsx': lazy(async () => (await import('./write-xlsx')).writeXlsx),
  'customer-import-analyse': lazy(
    async () => (await import('./customer-import-analyse')).customerImportAnalyse,
  ),
  'customer-import-apply': lazy(
    async () => (await import('./customer-import-apply')).customerImportApply,
  ),
  'customer-import-revert': lazy(
    async () => (await import('./customer-import-revert')).customerImportRevert,
  ),
  'customers-export': lazy(async () => (await import('./customers-export')).customersExport),
  'customers-bulk': lazy(async () => (await import('./customers-bulk')).customersBulk),
};

/** The queues that have at least one processor, i.e. the queues this worker consumes. */
export function queuesWithProcessors(): QueueName[] {
  const names = Object.keys(PROCESSORS) as JobName[];
  return [...new Set(names.map((name) => JOB_DEFINITIONS[name].queue))];
}
