import { mkdir, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { enqueueJob, JOB_NAMES, storagePaths } from '@kiwi/jobs';
import { forbidden, notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { exportBaseName } from '../../utils/exports/exports.service';
import { CATALOGUE_SHEETS } from './exportar.sheets';

export interface CatalogueExportDeps {
  storageDir: string;
  queue: Queue;
}

/**
 * GET /api/servicios/export/?tab= (decision 1507): the tab's list with its filters (every
 * match) as rows with Spanish headers, handed to the worker's JSON → xlsx job — the export
 * task mechanism of decisions 0401-0403. Answers {task_id}.
 */
export async function startCatalogueExport(
  ctx: ServiceContext,
  deps: CatalogueExportDeps,
  tab: string,
  rawQuery: unknown,
): Promise<{ task_id: string }> {
  const sheet = CATALOGUE_SHEETS[tab];
  if (!sheet) throw notFound();
  if (sheet.devices && !ctx.auth.tenantGroups.includes('MasMovil')) throw forbidden();
  const query = { ...(sheet.query.parse(rawQuery) as object), default: true, page: 1 };
  const { results } = await sheet.list(ctx, query);
  const rows = results.map(sheet.row);

  const paths = storagePaths(deps.storageDir, ctx.auth.tenantId);
  const inputPath = paths.uploadFile(`${randomUUID()}.json`);
  await mkdir(paths.uploadsDir, { recursive: true });
  await writeFile(inputPath, JSON.stringify(rows));
  try {
    const job = await enqueueJob(deps.queue, JOB_NAMES.writeXlsx, {
      tenantId: ctx.auth.tenantId,
      requestedBy: ctx.auth.accountId,
      inputPath: paths.relativeToStorage(inputPath),
      outputName: exportBaseName(`catalogo-${tab}`),
      sheetName: sheet.title,
    });
    return { task_id: job.id ?? '' };
  } catch (error) {
    await rm(inputPath, { force: true });
    throw error;
  }
}
