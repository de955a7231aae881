import type { Queue } from 'bullmq';
import { enqueueJob, JOB_NAMES } from '@kiwi/jobs';
import type { TCustomerQuery } from '@kiwi/domain';
import type { AuthContext } from '../../../plugins/access';
import { filtersOf } from '../entradas/list.service';
import { viewerOf } from '../entradas/visibility';

/** `clientes-2026-11-23-0930-<8 hex>`: dated, unique, a safe storage name. */
function exportName(jobSuffix: string): string {
  const now = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Madrid',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(new Date())
    .replace(' ', '-')
    .replace(':', '');
  return `clientes-${now}-${jobSuffix}`;
}

/**
 * GET /api/clientes/teletrabajo/download-xlsx-teletrabajo/: queues the export of the
 * customers the caller sees with these filters (the list's order) and answers {task_id};
 * the worker writes the file, GET /api/utils/task-status/ and get-xlsx-files/ serve it.
 */
export async function startCustomersExport(
  auth: AuthContext,
  queue: Queue,
  query: TCustomerQuery,
): Promise<{ task_id: string }> {
  const suffix = crypto.randomUUID().slice(0, 8);
  const job = await enqueueJob(queue, JOB_NAMES.customersExport, {
    tenantId: auth.tenantId,
    requestedBy: auth.accountId,
    filters: filtersOf(query),
    ownAccountId: viewerOf(auth).ownAccountId,
    ...(query.ordering ? { ordering: query.ordering } : {}),
    outputName: exportName(suffix),
  });
  return { task_id: job.id ?? '' };
}
