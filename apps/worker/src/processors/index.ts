import { JOB_DEFINITIONS, type JobName, type QueueName } from '@kiwi/jobs';
import type { JobProcessor } from './types';
import { customerImportAnalyse } from './customer-import-analyse';
import { customerImportApply } from './customer-import-apply';
import { customerImportRevert } from './customer-import-revert';
import { customersBulk } from './customers-bulk';
import { customersExport } from './customers-export';
import { writeXlsx } from './write-xlsx';

/** One processor per job name; adding a job means adding it here and in @kiwi/jobs. */
export const PROCESSORS: { [N in JobName]: JobProcessor<N> } = {
  'write-xlsx': writeXlsx,
  'customer-import-analyse': customerImportAnalyse,
  'customer-import-apply': customerImportApply,
  'customer-import-revert': customerImportRevert,
  'customers-export': customersExport,
  'customers-bulk': customersBulk,
};

/** The queues that have at least one processor, i.e. the queues this worker consumes. */
export function queuesWithProcessors(): QueueName[] {
  const names = Object.keys(PROCESSORS) as JobName[];
  return [...new Set(names.map((name) => JOB_DEFINITIONS[name].queue))];
}
