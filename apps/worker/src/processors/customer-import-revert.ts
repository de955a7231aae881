import { CUSTOMER_IMPORT_LIMITS, CUSTOMER_IMPORT_MESSAGES } from '@kiwi/domain';
import { withTenantSql } from '../database';
import { failImportOnError, importActor, stepTimes, useSetBasedPlans } from './customer-import-job';
import { lockImport } from './customer-import-queries';
import {
  deleteInsertedCustomers,
  finishRevert,
  restoreUpdatedCustomers,
} from './customer-import-revert-queries';
import { InvalidJobInputError, requireSql, type JobProcessor } from './types';

const REVERT_WINDOW_MS = CUSTOMER_IMPORT_LIMITS.revertDays * 24 * 3600 * 1000;

/**
 * Reverts an import in one transaction (decision 1205): deletes the customers it inserted
 * (but those worked on since) and restores the ones it updated. Recorded by the customers'
 * history triggers as `job:customer-import-revert`.
 */
export const customerImportRevert: JobProcessor<'customer-import-revert'> = async (
  job,
  payload,
  ctx,
) => {
  const sql = requireSql(ctx);
  const { importId } = payload;
  const time = stepTimes();
  // A failed revert changed nothing: the import stays imported (and revertible).
  const figures = await failImportOnError(job, sql, payload, 'IMPORTADA', async () =>
    withTenantSql(sql, payload.tenantId, importActor(payload, 'revert'), async (tx) => {
      await useSetBasedPlans(tx);
      const record = await lockImport(tx, importId);
      if (!record) throw new InvalidJobInputError('La importación ya no existe.');
      if (record.estado !== 'REVIRTIENDO') {
        throw new InvalidJobInputError(CUSTOMER_IMPORT_MESSAGES.notRevertible);
      }
      if (!record.importadaAt || Date.now() - record.importadaAt.getTime() > REVERT_WINDOW_MS) {
        throw new InvalidJobInputError(CUSTOMER_IMPORT_MESSAGES.revertExpired);
      }
      await job.updateProgress({ done: 0, total: 2 });
      time.lap('lock');
      const deleted = await deleteInsertedCustomers(tx, importId);
      time.lap('delete');
      await job.updateProgress({ done: 1, total: 2 });
      const restauradas = await restoreUpdatedCustomers(tx, importId);
      time.lap('restore');
      const done = { ...deleted, restauradas };
      await finishRevert(tx, importId, done);
      time.lap('finish');
      return done;
    }),
  );
  time.lap('commit');
  await job.updateProgress({ done: 2, total: 2 });
  ctx.logger.info(
    { jobId: job.id, tenantId: payload.tenantId, importId, ...figures, ms: time.ms },
    'import reverted',
  );
  return { importId, ...figures };
};
