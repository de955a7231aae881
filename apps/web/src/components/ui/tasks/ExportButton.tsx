import { EXPORT_MESSAGES } from '@kiwi/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { saveBlob } from '../../../lib/download-file';
import { downloadExportFile, type StartedTask } from '../../../lib/http/tasks';
import { showSnackbar } from '../../../lib/snackbar';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { formatCount } from '../count-label';
import { ProgressBar } from '../ProgressBar';
import { useTaskProgress } from './use-task-progress';

export interface ExportButtonProps {
  /** Starts the export with the list's filters; answers `{task_id}`. */
  start: () => Promise<StartedTask>;
  label?: string;
  /** Name to save the file under; default the server's (e.g. 'clientes-20260302-101500-ab12cd34.xlsx'). */
  downloadName?: (serverName: string) => string;
  /** After the file is saved, with the task's result (`{filename, rows}`). */
  onDone?: (result: { filename: string; rows?: number }) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
}

type Step = 'idle' | 'starting' | 'running' | 'downloading';

function exportedFile(result: unknown): { filename: string; rows?: number } | null {
  if (typeof result !== 'object' || result === null) return null;
  const { filename, rows } = result as Record<string, unknown>;
  if (typeof filename !== 'string' || !filename) return null;
  return typeof rows === 'number' ? { filename, rows } : { filename };
}

function fail(message: string) {
  showSnackbar({ kind: 'error', message });
}

/**
 * "Exportar": starts the server export, shows its real progress (polled),
 * then downloads the file through the authenticated client and saves it.
 * Failures use the §8 messages: the server's reason for a failed task,
 * 'Error en la exportación' (4 s) when the export cannot start or the file
 * cannot be fetched, 'Ha habido un problema al exportar' when polling gives up.
 */
export function ExportButton({
  start,
  label = 'Exportar',
  downloadName,
  onDone,
  variant = 'secondary',
  size = 'sm',
  disabled,
}: ExportButtonProps) {
  const [step, setStep] = useState<Step>('idle');
  const [taskId, setTaskId] = useState<string | null>(null);
  const finish = () => {
    setTaskId(null);
    setStep('idle');
  };
  const task = useTaskProgress(taskId, {
    onSuccess: async (result) => {
      const file = exportedFile(result);
      if (!file) {
        fail(EXPORT_MESSAGES.failure);
        return finish();
      }
      setStep('downloading');
      try {
        const blob = await downloadExportFile(file.filename);
        saveBlob(blob, downloadName ? downloadName(file.filename) : file.filename);
        onDone?.(file);
      } catch {
        fail(EXPORT_MESSAGES.failure);
      }
      finish();
    },
    onFailure: (message) => {
      fail(message);
      finish();
    },
  });

  const run = async () => {
    setStep('starting');
    try {
      const started = await start();
      setTaskId(started.task_id);
      setStep('running');
    } catch {
      fail(EXPORT_MESSAGES.failure);
      setStep('idle');
    }
  };

  const busy = step !== 'idle';
  const progress = task.progress;
  const detail =
    step === 'downloading'
      ? 'Descargando el archivo…'
      : progress && progress.total > 0
        ? `${formatCount(progress.done)} de ${formatCount(progress.total)} filas`
        : 'Preparando la exportación…';

  return (
    <div className="inline-flex flex-col items-stretch gap-1.5">
      <Button
        variant={variant}
        size={size}
        busy={busy}
        disabled={disabled}
        onClick={() => void run()}
      >
        {busy ? null : <Download className="size-4" aria-hidden="true" />}
        {busy ? 'Exportando…' : label}
      </Button>
      {step === 'running' || step === 'downloading' ? (
        <ProgressBar
          className="min-w-48"
          label="Progreso de la exportación"
          value={step === 'downloading' ? 100 : task.percent}
          detail={detail}
        />
      ) : null}
    </div>
  );
}
