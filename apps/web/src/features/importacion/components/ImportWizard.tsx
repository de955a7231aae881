import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import {
  ImportLoadFailed,
  ImportWizardFrame,
} from '../../../components/ui/import/ImportWizardFrame';
import { showSnackbar } from '../../../lib/snackbar';
import { importQueryKey, useImport } from '../api/importaciones';
import { FileStep } from './FileStep';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { TaskStep } from './TaskStep';

type Running = { taskId: string; label: string } | null;

const TASK_LABELS = {
  analyse: 'Analizando el archivo',
  apply: 'Importando los clientes',
  revert: 'Revirtiendo la importación',
} as const;

/**
 * The lead import, step by step: file → analysis (worker) → preview, mapping, errors and
 * duplicates → import (worker) → result, rejected rows, revert.
 */
export function ImportWizard({ initialImportId = null }: { initialImportId?: number | null }) {
  const client = useQueryClient();
  const [importId, setImportId] = useState<number | null>(initialImportId);
  const [running, setRunning] = useState<Running>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const item = useImport(running ? null : importId);

  const follow = (taskId: string, kind: keyof typeof TASK_LABELS) => {
    setFailure(null);
    setRunning({ taskId, label: TASK_LABELS[kind] });
  };
  const refresh = async () => {
    setRunning(null);
    if (importId !== null) await client.invalidateQueries({ queryKey: importQueryKey(importId) });
    await client.invalidateQueries({ queryKey: ['importaciones'] });
    await client.invalidateQueries({ queryKey: ['clientes'] });
  };
  const reset = () => {
    setImportId(null);
    setRunning(null);
    setFailure(null);
  };

  if (running) {
    return (
      <TaskStep
        key={running.taskId}
        taskId={running.taskId}
        label={running.label}
        onDone={() => {
          if (running.label === TASK_LABELS.apply)
            showSnackbar({ kind: 'success', message: 'Importación terminada' });
          if (running.label === TASK_LABELS.revert)
            showSnackbar({ kind: 'success', message: 'Importación revertida' });
          void refresh();
        }}
        onFailed={(message) => {
          setFailure(message);
          void refresh();
        }}
      />
    );
  }
  if (importId === null) {
    return (
      <FileStep
        onStarted={(started) => {
          setImportId(started.id);
          follow(started.task_id, 'analyse');
        }}
      />
    );
  }
  if (item.isPending) return <p className="py-6 text-sm text-muted">Cargando…</p>;
  if (item.isError || !item.data) return <ImportLoadFailed onReset={reset} />;
  const data = item.data;
  return (
    <ImportWizardFrame archivo={data.archivo} problem={failure ?? data.error}>
      {data.estado === 'ANALIZADA' && <ReviewStep item={data} onTask={follow} />}
      {(data.estado === 'IMPORTADA' || data.estado === 'REVERTIDA') && (
        <ResultStep item={data} onRevert={(taskId) => follow(taskId, 'revert')} onNew={reset} />
      )}
      {data.estado === 'ERROR' && (
        <Button variant="secondary" onClick={reset}>
          Subir otro archivo
        </Button>
      )}
      {['ANALIZANDO', 'IMPORTANDO', 'REVIRTIENDO'].includes(data.estado) && (
        <p className="text-sm text-muted">
          En curso: vuelva a abrir esta importación en unos segundos.
        </p>
      )}
    </ImportWizardFrame>
  );
}
