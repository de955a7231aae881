import {
  EXPORT_MESSAGES,
  EXPORT_POLL_INTERVAL_MS,
  EXPORT_POLL_MAX_RETRIES,
  EXPORT_POLL_RETRY_DELAY_MS,
  exportPhaseOf,
  exportProgressPercent,
} from '@kiwi/domain';
import { useEffect, useRef, useState } from 'react';
import { fetchTaskStatus, type TaskStatus } from '../../../lib/http/tasks';

export type TaskPhase = 'idle' | 'in-progress' | 'success' | 'failure';

export interface TaskProgress {
  phase: TaskPhase;
  /** The server's last state (PENDING, PROGRESS, SUCCESS, FAILURE), null before the first answer. */
  state: string | null;
  progress: { done: number; total: number } | null;
  /** done / total × 100 (whole percent); null while the total is unknown. */
  percent: number | null;
  /** SUCCESS: the task's result (an export's `{filename, rows}`); FAILURE: the server's reason. */
  result: unknown;
  /** FAILURE: the Spanish sentence to show (the server's reason, or "Ha habido un problema al exportar"). */
  failure: string | null;
}

export interface TaskProgressOptions {
  onSuccess?: (result: unknown) => void;
  onFailure?: (message: string) => void;
}

const IDLE: TaskProgress = {
  phase: 'idle',
  state: null,
  progress: null,
  percent: null,
  result: null,
  failure: null,
};

function failureText(result: unknown): string {
  return typeof result === 'string' && result.trim() ? result : EXPORT_MESSAGES.problem;
}

function fromStatus(status: TaskStatus): TaskProgress {
  const phase = exportPhaseOf(status.state);
  const progress = status.progress ?? null;
  return {
    phase,
    state: status.state,
    progress,
    percent:
      phase === 'success'
        ? 100
        : progress && progress.total > 0
          ? exportProgressPercent(progress)
          : null,
    result: status.result,
    failure: phase === 'failure' ? failureText(status.result) : null,
  };
}

/**
 * Follows a background task (export, import, bulk action) until it ends
 * (spec §4, §9): GET /api/utils/task-status/{id}/ every 300 ms while it is in
 * progress; a failed poll is retried up to 30 times in a row, 500 ms apart,
 * then the task counts as failed. `taskId` null = nothing to follow.
 */
export function useTaskProgress(
  taskId: string | null,
  options: TaskProgressOptions = {},
): TaskProgress {
  const [state, setState] = useState<TaskProgress>(IDLE);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (!taskId) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failedPolls = 0;
    setState({ ...IDLE, phase: 'in-progress' });

    const poll = async () => {
      let next: TaskProgress;
      try {
        next = fromStatus(await fetchTaskStatus(taskId, controller.signal));
        failedPolls = 0;
      } catch {
        if (controller.signal.aborted) return;
        failedPolls += 1;
        if (failedPolls > EXPORT_POLL_MAX_RETRIES) {
          const failure = EXPORT_MESSAGES.problem;
          setState((current) => ({ ...current, phase: 'failure', failure }));
          callbacks.current.onFailure?.(failure);
          return;
        }
        timer = setTimeout(() => void poll(), EXPORT_POLL_RETRY_DELAY_MS);
        return;
      }
      if (controller.signal.aborted) return;
      setState(next);
      if (next.phase === 'success') callbacks.current.onSuccess?.(next.result);
      else if (next.phase === 'failure')
        callbacks.current.onFailure?.(next.failure ?? EXPORT_MESSAGES.problem);
      else timer = setTimeout(() => void poll(), EXPORT_POLL_INTERVAL_MS);
    };
    void poll();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [taskId]);

  return state;
}
