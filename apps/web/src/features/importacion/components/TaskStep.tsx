import { ProgressBar } from '../../../components/ui/ProgressBar';
import { useTaskProgress } from '../../../components/ui/tasks/use-task-progress';

export interface TaskStepProps {
  taskId: string;
  /** 'Analizando el archivo', 'Importando', 'Revirtiendo'. */
  label: string;
  onDone: () => void;
  onFailed: (message: string) => void;
}

/** Follows a step of the import on the worker with a real progress bar. */
export function TaskStep({ taskId, label, onDone, onFailed }: TaskStepProps) {
  const task = useTaskProgress(taskId, { onSuccess: onDone, onFailure: onFailed });
  return (
    <div className="flex flex-col gap-3 py-6" aria-live="polite">
      <p className="font-medium">{label}…</p>
      <ProgressBar
        label={`Progreso: ${label.toLowerCase()}`}
        value={task.percent}
        detail={task.percent === null ? 'En cola' : `${task.percent} %`}
      />
    </div>
  );
}
