import { randomUUID } from 'node:crypto';
import { Queue, type ConnectionOptions, type Job, type JobsOptions } from 'bullmq';
import { JOB_DEFINITIONS, parseJobPayload, type JobPayload } from './payloads';
import { DEFAULT_JOB_OPTIONS, type JobName, type QueueName } from './queues';

export interface QueueSettings {
  /** Redis key prefix shared by producers and workers (see queuePrefixFromEnv). */
  prefix: string;
}

export function createQueue(
  name: QueueName,
  connection: ConnectionOptions,
  { prefix }: QueueSettings,
): Queue {
  return new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
}

/**
 * Validates the payload against the job's schema and adds it under a random UUID,
 * which is the `task_id` the client polls (sequential ids would be guessable).
 */
export async function enqueueJob<N extends JobName>(
  queue: Queue,
  name: N,
  payload: JobPayload<N>,
  options: Omit<JobsOptions, 'jobId'> = {},
): Promise<Job> {
  const definition = JOB_DEFINITIONS[name];
  if (queue.name !== definition.queue) {
    throw new Error(`Job ${name} belongs to queue ${definition.queue}, not ${queue.name}`);
  }
  const data = parseJobPayload(name, payload);
  return queue.add(name, data, { ...options, jobId: randomUUID() });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Task ids are the UUIDs given by enqueueJob; anything else cannot be a task. */
export function isTaskId(value: string): boolean {
  return UUID.test(value);
}
