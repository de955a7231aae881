import { CUSTOMER_IMPORT_LIMITS, CUSTOMER_IMPORT_MESSAGES } from '@kiwi/domain';
import { runImportStep } from './customer-import-job';
import {
  deleteInsertedCustomers,
  finishRevert,
  restoreUpdatedCustomers,
} from './customer-import-revert-queries';
import { InvalidJobInputError, type JobProcessor } from './types';

const REVERT_WINDOW_MS = CUSTOMER_IMPORT_LIMITS.revertDays * 24 * 3600 * 1000;

/**
 * Reverts an import in one transaction (decision 1205): deletes the customers it inserted
 * (but those worked on since) and restores the ones it updated. Recorded by the customers'
 * history triggers as `job:customer-import-revert`.
 */
export const customerImportRevert: JobProcessor<'customer-import-revert'> = (job, payload, ctx) =>
  // A failed revert changed nothing: the import stays imported (and revertible).
  runImportStep(
    job,
    payload,
    ctx,
    { step: 'revert', failedState: 'IMPORTADA', message: 'import reverted' },
    async (tx, record, time) => {
      const { importId } = payload;
      if (record.estado !== 'REVIRTIENDO') {
        throw new InvalidJobInputError(CUSTOMER_IMPORT_MESSAGES.notRevertible);
      }
      if (!record.importadaAt || Date.now() - record.importadaAt.getTime() > REVERT_WINDOW_MS) {
        throw new InvalidJobInputError(CUSTOMER_IMPORT_MESSAGES.revertExpired);
      }
      await job.updateProgress({ done: 0, total: 100 });
      const deleted = await deleteInsertedCustomers(tx, importId);
      time.lap('delete');
      await job.updateProgress({ done: 90, total: 100 });
      const restauradas = await restoreUpdatedCustomers(tx, importId);
      time.lap('restore');
      const figures = { ...deleted, restauradas };
      await finishRevert(tx, importId, figures);
      time.lap('finish');
      return figures;
    },
  );
