import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { resolveTenantPath, storagePaths, type TWriteXlsxResult } from '@kiwi/jobs';
import { XlsxFileWriter } from '../xlsx/xlsx-writer';
import { parseJsonTable, toCellValue, toSheetName } from './json-rows';
import type { JobProcessor } from './types';

/** Report progress about 50 times per file, never more often than every row. */
function progressStep(total: number): number {
  return Math.max(1, Math.ceil(total / 50));
}

/** Hand rows to zlib at least this often, so the encoded rows never pile up. */
const FLUSH_BYTES = 4 << 20;

/**
 * Converts the uploaded JSON into `<tenant>/exports/<outputName>.xlsx` with the streaming
 * xlsx writer (decision 1120). The file is written under a temporary name and renamed when
 * complete, so a download never sees half a spreadsheet.
 */
export const writeXlsx: JobProcessor<'write-xlsx'> = async (job, payload, ctx) => {
  const inputPath = resolveTenantPath(ctx.storageDir, payload.tenantId, payload.inputPath);
  const paths = storagePaths(ctx.storageDir, payload.tenantId);
  const filename = `${payload.outputName}.xlsx`;
  const target = paths.exportFile(filename);
  const partial = `${target}.${job.id ?? 'job'}.partial`;

  const text = await readFile(inputPath, 'utf8');
  let table;
  try {
    table = parseJsonTable(text);
  } catch (error) {
    await rm(inputPath, { force: true });
    throw error;
  }
  const total = table.rows.length;
  await job.updateProgress({ done: 0, total });

  await mkdir(paths.exportsDir, { recursive: true });
  try {
    const writer = await XlsxFileWriter.create(partial, {
      sheetName: toSheetName(payload.sheetName),
      columns: table.columns.map((header) => ({ header })),
    });
    try {
      const step = progressStep(total);
      for (let index = 0; index < total; index += 1) {
        const row = table.rows[index] ?? {};
        writer.addRow(table.columns.map((column) => toCellValue(row[column])));
        const done = index + 1;
        if (done % step === 0 && done < total) {
          await writer.flush();
          await job.updateProgress({ done, total });
        } else if (writer.buffered > FLUSH_BYTES) {
          await writer.flush();
        }
      }
      await writer.finish();
    } catch (error) {
      await writer.abort();
      throw error;
    }
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }

  await job.updateProgress({ done: total, total });
  await rm(inputPath, { force: true });
  ctx.logger.info(
    { jobId: job.id, tenantId: payload.tenantId, filename, rows: total },
    'xlsx written',
  );
  const result: TWriteXlsxResult = { filename, rows: total };
  return result;
};
