import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { resolveTenantPath, storagePaths, type TWriteXlsxResult } from '@kiwi/jobs';
import { parseJsonTable, toCellValue, toSheetName } from './json-rows';
import type { JobProcessor } from './types';

/** Report progress about 50 times per file, never more often than every row. */
function progressStep(total: number): number {
  return Math.max(1, Math.ceil(total / 50));
}

/**
 * Converts the uploaded JSON into `<tenant>/exports/<outputName>.xlsx` with
 * exceljs' streaming writer. The file is written under a temporary name and
 * renamed when complete, so a download never sees half a spreadsheet.
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: partial,
    useStyles: false,
    useSharedStrings: false,
  });
  try {
    const sheet = workbook.addWorksheet(toSheetName(payload.sheetName));
    sheet.addRow(table.columns).commit();
    const step = progressStep(total);
    for (let index = 0; index < total; index += 1) {
      const row = table.rows[index] ?? {};
      sheet.addRow(table.columns.map((column) => toCellValue(row[column]))).commit();
      const done = index + 1;
      if (done % step === 0 && done < total) await job.updateProgress({ done, total });
    }
    sheet.commit();
    await workbook.commit();
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
