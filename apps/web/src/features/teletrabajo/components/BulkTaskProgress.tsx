import { ProgressBar } from '../../../components/ui/ProgressBar';
import { formatCount } from '../../../components/ui/count-label';
import { useTaskProgress } from '../../../components/ui/tasks/use-task-progress';
import { showSnackbar } from '../../../lib/snackbar';
import { BULK_PROGRESS_LABEL, bulkDoneMessage, type BulkKind } from './bulk-texts';

export interface RunningBulkTask {
  kind: BulkKind;
  taskId: string;
}

export interface BulkTaskProgressProps {
  task: RunningBulkTask;
  onFinished: () => void;
}

function affectedOf(result: unknown, fallback: number): number {
  if (typeof result === 'object' && result !== null) {
    const value = (result as Record<string, unknown>)['afectados'];
    if (typeof value === 'number') return value;
  }
  return fallback;
}

/** A bulk action of more than 500 rows runs as a worker job: its real progress, then the outcome. */
export function BulkTaskProgress({ task, onFinished }: BulkTaskProgressProps) {
  const progress = useTaskProgress(task.taskId, {
    onSuccess: (result) => {
      showSnackbar({
        kind: 'success',
        message: bulkDoneMessage(task.kind, affectedOf(result, progress.progress?.done ?? 0)),
      });
      onFinished();
    },
    onFailure: (message) => {
      showSnackbar({ kind: 'error', message });
      onFinished();
    },
  });
  const counts = progress.progress;
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-xl border border-primary/25 bg-primary-soft px-4 py-3"
    >
      <p className="text-sm font-medium text-ink">{BULK_PROGRESS_LABEL[task.kind]}…</p>
      <ProgressBar
        label={BULK_PROGRESS_LABEL[task.kind]}
        value={progress.percent}
        detail={
          counts && counts.total > 0
            ? `${formatCount(counts.done)} de ${formatCount(counts.total)} clientes`
            : 'Preparando…'
        }
      />
    </div>
  );
}
