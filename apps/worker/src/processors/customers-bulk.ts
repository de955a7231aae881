import {
  customerBulkSql,
  customerIdsCondition,
  customerIdsSql,
  customerWhere,
  renderSql,
} from '@kiwi/db/queries';
import { ZCustomerFiltersSchema } from '@kiwi/domain';
import { withTenantSql } from '../database';
import { InvalidJobInputError, requireSql, type JobProcessor } from './types';

/** Customers changed per statement (one progress step each). */
const CHUNK = 1_000;

/**
 * A bulk action (reassign, set origin, delete) over more customers than a request may
 * change: the target ids are read once, then changed in chunks of 1 000 with progress, all
 * in ONE tenant transaction (all or nothing). Decision 1108.
 */
export const customersBulk: JobProcessor<'customers-bulk'> = async (job, payload, ctx) => {
  const sql = requireSql(ctx);
  let target;
  if (payload.ids) target = customerIdsCondition(payload.ids);
  else {
    const filters = ZCustomerFiltersSchema.safeParse(payload.filters ?? {});
    if (!filters.success) throw new InvalidJobInputError('Filtros no válidos');
    target = customerWhere(filters.data, { ownAccountId: payload.ownAccountId });
  }
  const ids = renderSql(customerIdsSql(target));
  const actor = { accountId: payload.requestedBy, route: `job:customers-bulk:${payload.accion}` };
  const afectados = await withTenantSql(sql, payload.tenantId, actor, async (tx) => {
    const rows = await tx.unsafe<{ id: string }[]>(ids.text, ids.params as never[]);
    const all = rows.map((r) => Number(r.id));
    await job.updateProgress({ done: 0, total: all.length });
    let changed = 0;
    for (let start = 0; start < all.length; start += CHUNK) {
      const chunk = all.slice(start, start + CHUNK);
      const statement = renderSql(
        customerBulkSql(payload.accion, payload.valor, customerIdsCondition(chunk)),
      );
      changed += (await tx.unsafe(statement.text, statement.params as never[])).length;
      await job.updateProgress({ done: start + chunk.length, total: all.length });
    }
    return changed;
  });
  ctx.logger.info(
    { jobId: job.id, tenantId: payload.tenantId, accion: payload.accion, afectados },
    'customers bulk action',
  );
  return { afectados };
};
