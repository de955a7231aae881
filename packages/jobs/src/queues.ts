/** Queue names. Each queue is one BullMQ queue (one Redis key space under the prefix). */
export const QUEUE_NAMES = {
  exports: 'exports',
  imports: 'imports',
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

/** Job names, one per processor in apps/worker/src/processors. */
export const JOB_NAMES = {
  writeXlsx: 'write-xlsx',
  customerImportAnalyse: 'customer-import-analyse',
  customerImportApply: 'customer-import-apply',
  customerImportRevert: 'customer-import-revert',
  customersExport: 'customers-export',
  customersBulk: 'customers-bulk',
} as const;
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

/**
 * Queues whose jobs the client polls through GET /api/utils/task-status/{taskId}/.
 * A task id is looked up in each of them, in this order.
 */
export const TASK_QUEUES: readonly QueueName[] = [QUEUE_NAMES.exports, QUEUE_NAMES.imports];

/**
 * Retries for transient failures (Redis hiccup, disk full, EMFILE...). Processors
 * throw bullmq's UnrecoverableError for bad input so it fails at once.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  // Finished jobs stay long enough for the client to poll and download, then Redis forgets them.
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
} as const;
