import type { Job, JobState, Queue } from 'bullmq';

export type TaskState = 'SUCCESS' | 'FAILURE' | 'PROGRESS' | 'PENDING';

export interface TaskProgress {
  done: number;
  total: number;
}

/** The body of GET /api/utils/task-status/{taskId}/ (ARCHITECTURE "Contract with the client"). */
export interface TaskStatus {
  state: TaskState;
  progress: TaskProgress;
  result: unknown;
}

/** Shown when a job failed for a reason that is not the user's (I/O, bugs): details stay in the logs. */
export const GENERIC_TASK_FAILURE = 'Ha habido un problema al exportar';

/** Reads the `{done, total}` a processor reported with job.updateProgress. */
export function readProgress(progress: unknown): TaskProgress | null {
  if (typeof progress !== 'object' || progress === null) return null;
  const { done, total } = progress as Record<string, unknown>;
  if (typeof done !== 'number' || typeof total !== 'number') return null;
  if (!Number.isFinite(done) || !Number.isFinite(total) || done < 0 || total < 0) return null;
  return { done, total };
}

type JobSnapshot = Pick<Job, 'progress' | 'returnvalue' | 'failedReason'>;

/** Pure mapping from a BullMQ state and job fields to the task the client sees. */
export function taskFromJobState(state: JobState | 'unknown', job: JobSnapshot): TaskStatus {
  const reported = readProgress(job.progress);
  if (state === 'completed') {
    const total = reported?.total ?? 1;
    return { state: 'SUCCESS', progress: { done: total, total }, result: job.returnvalue ?? null };
  }
  const progress = reported ?? { done: 0, total: 0 };
  if (state === 'failed') {
    return { state: 'FAILURE', progress, result: job.failedReason || GENERIC_TASK_FAILURE };
  }
  if (state === 'active') return { state: 'PROGRESS', progress, result: null };
  // waiting, delayed (also between retries), prioritized, waiting-children, unknown
  return { state: 'PENDING', progress, result: null };
}

export interface TaskRead {
  job: Job;
  status: TaskStatus;
}

/**
 * Reads a task's state first and the job second: a job snapshot taken before the
 * state could miss the result of a job that finished in between. Null when the
 * queue does not hold that id (never existed, or removed after its retention).
 */
export async function readTask(queue: Queue, taskId: string): Promise<TaskRead | null> {
  const state = await queue.getJobState(taskId);
  if (state === 'unknown') return null;
  const job = await queue.getJob(taskId);
  if (!job) return null;
  return { job, status: taskFromJobState(state, job) };
}
