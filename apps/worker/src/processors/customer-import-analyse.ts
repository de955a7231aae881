import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkImportRow,
  CUSTOMER_IMPORT_LIMITS,
  suggestMapping,
  type ImportMapping,
} from '@kiwi/domain';
import { resolveTenantPath } from '@kiwi/jobs';
import { stagingLine } from './customer-import-copy';
import { importActor, reportProgress, runImportStep } from './customer-import-job';
import {
  copyIntoStaging,
  createStaging,
  finishAnalysis,
  markStagedDuplicates,
  storeStagedRows,
} from './customer-import-queries';
import { purgeAfterStep } from './customer-import-purge';
import { readSheetRows } from './customer-import-read';
import { InvalidJobInputError, requireSql, type JobProcessor } from './types';

const COPY_CHUNK = 64 * 1024;

/**
 * Analyses an uploaded lead file (decision 1201): reads every row (streaming), maps and
 * checks it with the customer rules, COPYs the rows into a temporary staging table in one
 * stream, marks the duplicates inside the file and against the tenant there in one
 * set-based statement, then stores the rows once. The first analysis suggests the mapping
 * from the header row.
 */
export const customerImportAnalyse: JobProcessor<'customer-import-analyse'> = (job, payload, ctx) =>
  runImportStep(
    job,
    payload,
    ctx,
    {
      step: 'analyse',
      failedState: 'ERROR',
      message: 'import analysed',
      // Each new import clears the tenant's expired ones (decision 1207).
      afterCommit: async (time) => {
        await purgeAfterStep(
          requireSql(ctx),
          payload.tenantId,
          importActor(payload, 'purge'),
          ctx.storageDir,
          ctx.logger,
        );
        time.lap('purge');
      },
    },
    async (tx, record, time) => {
      const { importId } = payload;
      if (record.estado !== 'ANALIZANDO') {
        throw new InvalidJobInputError('La importación no está pendiente de análisis.');
      }
      const path = resolveTenantPath(ctx.storageDir, payload.tenantId, record.ruta);
      const progress = reportProgress(job, 95);
      await job.updateProgress({ done: 0, total: 100 });

      await createStaging(tx);
      const rows = readSheetRows(path, record.formato, (fraction) => progress(fraction));
      let header: string[] | null = null;
      let mapping: ImportMapping = record.mapeo as ImportMapping;
      const muestra: string[][] = [];
      let count = 0;
      // The COPY stream gets chunks of about 64 kB, not one write (and one socket write) per row.
      async function* chunks() {
        let chunk = '';
        for await (const row of rows) {
          if (header === null) {
            header = row.cells.map((c) => c.trim());
            if (Object.keys(mapping).length === 0) mapping = suggestMapping(header);
            continue;
          }
          count += 1;
          if (count > CUSTOMER_IMPORT_LIMITS.maxRows) {
            throw new InvalidJobInputError(
              `El archivo tiene más de ${CUSTOMER_IMPORT_LIMITS.maxRows.toLocaleString('es-ES')} filas: divídalo en varios.`,
            );
          }
          if (muestra.length < CUSTOMER_IMPORT_LIMITS.previewRows) muestra.push(row.cells);
          const checked = checkImportRow(row.cells, mapping);
          // The file's own cells are kept for the rejected rows only (their downloadable file).
          const original = checked.errores.length > 0 ? row.cells : [];
          chunk += stagingLine(row.fila, checked.values, checked.errores, original);
          if (chunk.length >= COPY_CHUNK) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk !== '') yield chunk;
      }
      await pipeline(Readable.from(chunks()), await copyIntoStaging(tx));
      time.lap('read');
      if (header === null) throw new InvalidJobInputError('El archivo está vacío.');
      if (count === 0)
        throw new InvalidJobInputError('El archivo no tiene filas de datos debajo de la cabecera.');

      await markStagedDuplicates(tx);
      time.lap('duplicates');
      await storeStagedRows(tx, importId);
      time.lap('store');
      await finishAnalysis(tx, importId, {
        columnas: header,
        muestra,
        mapeo: mapping as Record<string, number>,
      });
      time.lap('finish');
      return { filas: count };
    },
  );
