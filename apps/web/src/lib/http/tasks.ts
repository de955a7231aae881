import { http } from './client';

/** GET /api/utils/task-status/{id}/ (ARCHITECTURE "Contract with the client", decision 0401). */
export interface TaskStatus {
  state: 'SUCCESS' | 'FAILURE' | 'PROGRESS' | 'PENDING' | (string & {});
  progress: { done: number; total: number } | null;
  result: unknown;
}

/** What an export call answers: the task to follow. */
export interface StartedTask {
  task_id: string;
}

export function taskStatusPath(taskId: string): string {
  return `/api/utils/task-status/${encodeURIComponent(taskId)}/`;
}

export function fetchTaskStatus(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
  return http.get<TaskStatus>(taskStatusPath(taskId), { signal });
}

export const EXPORT_DOWNLOAD_PATH = '/api/utils/get-xlsx-files/';

/** The finished export file, downloaded with the session's token (never a bare link). */
export function downloadExportFile(filename: string, signal?: AbortSignal): Promise<Blob> {
  return http.get<Blob>(EXPORT_DOWNLOAD_PATH, {
    query: { filename },
    responseType: 'blob',
    signal,
  });
}
