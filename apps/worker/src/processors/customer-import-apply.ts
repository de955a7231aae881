import {
  decideOutcomes,
  finishApply,
  insertCustomers,
  rejectedRows,
  updateCustomers,
} from './customer-import-apply-queries';
import { runImportStep } from './customer-import-job';
import { writeRejectedRowsFile } from './customer-import-rejected-file';
import { InvalidJobInputError, type JobProcessor } from './types';

/**
 * Applies an analysed import in one transaction (decision 1204): the duplicates against
 * the tenant are checked again (customers may have been added since the analysis), each
 * row gets its outcome under the chosen policy, the new customers go in with one
 * multi-row INSERT … SELECT and the existing ones are updated with one UPDATE … FROM,
 * every customer tagged with the import's origin (and commercial). The record-history
 * triggers record it all as `job:customer-import-apply` by the account that confirmed.
 */
export const customerImportApply: JobProcessor<'customer-import-apply'> = (job, payload, ctx) =>
  // A failed apply wrote nothing: the import goes back to "pending confirmation".
  runImportStep(
    job,
    payload,
    ctx,
    { step: 'apply', failedState: 'ANALIZADA', message: 'import applied' },
    async (tx, record, time) => {
      const { importId } = payload;
      if (record.estado !== 'IMPORTANDO' || record.politica === null) {
        throw new InvalidJobInputError('La importación no está pendiente de aplicar.');
      }
      const tagging = { origenBbddId: record.origenBbddId, comercialId: record.comercialId };
      // Progress in per cent, weighted by what the steps take (the insert most of it).
      const step = async (done: number) => job.updateProgress({ done, total: 100 });
      await step(0);
      await decideOutcomes(tx, importId, record.politica);
      time.lap('outcomes');
      await step(20);
      await insertCustomers(tx, importId, tagging);
      time.lap('insert');
      await step(85);
      await updateCustomers(tx, importId, tagging);
      time.lap('update');
      await step(90);
      const rejected = await rejectedRows(tx, importId);
      const file =
        rejected.length > 0
          ? await writeRejectedRowsFile(
              ctx.storageDir,
              payload.tenantId,
              importId,
              record.columnas,
              rejected,
            )
          : null;
      time.lap('rejectedFile');
      await step(95);
      const applied = await finishApply(tx, importId, file);
      time.lap('finish');
      return applied;
    },
  );
