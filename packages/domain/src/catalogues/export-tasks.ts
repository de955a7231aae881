/** Export job states (spec section 4 and the task-status contract). */
export const EXPORT_TASK_STATES = ['SUCCESS', 'FAILURE', 'PROGRESS', 'PENDING'] as const;
export type ExportTaskState = (typeof EXPORT_TASK_STATES)[number];

/** Poll every 300 ms while in progress; on a poll error retry up to 30 times, 500 ms apart. */
export const EXPORT_POLL_INTERVAL_MS = 300;
export const EXPORT_POLL_MAX_RETRIES = 30;
export const EXPORT_POLL_RETRY_DELAY_MS = 500;

export type ExportPhase = 'success' | 'failure' | 'in-progress';

/** "SUCCESS, FAILURE, anything else means in progress." */
export function exportPhaseOf(state: string): ExportPhase {
  if (state === 'SUCCESS') return 'success';
  if (state === 'FAILURE') return 'failure';
  return 'in-progress';
}

/** progress = done / total x 100, whole percent, 0 when the total is unknown. */
export function exportProgressPercent(progress: { done: number; total: number } | null): number {
  if (!progress || progress.total <= 0) return 0;
  const percent = Math.round((progress.done / progress.total) * 100);
  return Math.min(100, Math.max(0, percent));
}
