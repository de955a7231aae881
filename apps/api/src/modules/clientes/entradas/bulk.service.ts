import type { Queue } from 'bullmq';
import {
  CUSTOMER_BULK_SYNC_LIMIT,
  toFieldErrors,
  ZCustomerFiltersSchema,
  spanishErrorMap,
  type TCustomerBulkRequest,
  type TCustomerBulkResponse,
} from '@kiwi/domain';
import { customerBulkSql, customerIdsCondition, customerWhere } from '@kiwi/db/queries';
import { enqueueJob, JOB_NAMES } from '@kiwi/jobs';
import { HttpError } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { countCustomersUpTo } from './list.queries';
import { existingReferences } from './save.queries';
import { viewerOf } from './visibility';

const invalid = (fields: Record<string, string[]>) =>
  new HttpError(400, 'Datos inválidos.', fields);

/**
 * POST /api/clientes/entradas/bulk/ (Manager and above): up to 500 customers change in the
 * request's transaction and the answer says how many; above, a `customers-bulk` job does it
 * with progress and the answer is {task_id, total}. Decision 1108.
 */
export async function runCustomerBulk(
  ctx: ServiceContext,
  queue: Queue,
  body: TCustomerBulkRequest,
): Promise<TCustomerBulkResponse> {
  const viewer = viewerOf(ctx.auth);
  let filters: Record<string, unknown> | undefined;
  let target;
  if (body.ids) {
    target = customerIdsCondition(body.ids);
  } else {
    const parsed = ZCustomerFiltersSchema.safeParse(body.filtros, { error: spanishErrorMap });
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error);
      throw invalid(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [`filtros.${k}`, v])),
      );
    }
    filters = parsed.data;
    target = customerWhere(parsed.data, viewer);
  }
  const valor = body.accion === 'eliminar' ? null : (body.valor ?? null);
  const [refs, total] = await Promise.all([
    existingReferences(ctx.tx, {
      comercialId: body.accion === 'reasignar' ? valor : null,
      origenId: body.accion === 'origen' ? valor : null,
    }),
    countCustomersUpTo(ctx.tx, target, Number.MAX_SAFE_INTEGER),
  ]);
  if (!refs.comercial) throw invalid({ valor: ['Comercial no válido'] });
  if (!refs.origen) throw invalid({ valor: ['Origen de base de datos no válido'] });
  if (total <= CUSTOMER_BULK_SYNC_LIMIT) {
    const changed = await ctx.tx.execute(customerBulkSql(body.accion, valor, target));
    return { afectados: changed.length };
  }
  const job = await enqueueJob(queue, JOB_NAMES.customersBulk, {
    tenantId: ctx.auth.tenantId,
    requestedBy: ctx.auth.accountId,
    accion: body.accion,
    valor,
    ...(body.ids ? { ids: body.ids } : { filters: filters ?? {} }),
    ownAccountId: viewer.ownAccountId,
  });
  return { task_id: job.id ?? '', total };
}
