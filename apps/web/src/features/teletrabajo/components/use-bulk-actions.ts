import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  RowSelection,
  RowSelectionController,
} from '../../../components/ui/data-table/use-row-selection';
import type { QueryParams } from '../../../lib/http/query-string';
import { showSnackbar } from '../../../lib/snackbar';
import { runBulkAction, type BulkAction } from '../api/bulk-actions';
import { CUSTOMERS_QUERY_KEY } from '../api/customers-list';
import { bulkDoneMessage, type BulkKind } from './bulk-texts';
import type { RunningBulkTask } from './BulkTaskProgress';

/**
 * A bulk action's life: the dialog asking for it, the request (≤ 500 rows
 * answer at once), or the worker job to follow (above 500), then a fresh list.
 */
export function useBulkActions(selection: RowSelectionController, params: QueryParams) {
  const client = useQueryClient();
  const [kind, setKind] = useState<BulkKind | null>(null);
  const [chosen, setChosen] = useState<RowSelection>(selection.selection);
  const [running, setRunning] = useState<RunningBulkTask | null>(null);

  const refresh = () => void client.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY });

  const open = (next: BulkKind) => {
    setChosen(selection.selection);
    setKind(next);
  };

  const confirm = async (action: BulkAction) => {
    const answer = await runBulkAction(action, chosen, params);
    selection.clear();
    if ('task_id' in answer) {
      setRunning({ kind: action.accion, taskId: answer.task_id });
      return;
    }
    showSnackbar({ kind: 'success', message: bulkDoneMessage(action.accion, answer.afectados) });
    refresh();
  };

  return {
    kind,
    chosen,
    running,
    open,
    close: () => setKind(null),
    confirm,
    finished: () => {
      setRunning(null);
      refresh();
    },
  };
}
