import type { SQL } from 'drizzle-orm';
import type { TAtencion } from '@kiwi/domain';
import { pageWithCappedCount, type EstimatedPage } from '../../../lib/capped-count';
import type { Paging } from '../../../lib/pagination';
import type { ServiceContext } from '../../../plugins/access';
import { toAtencion } from './atencion-answer';
import { atencionMatches, selectAtencionRows } from './atencion-rows.queries';
import { ATENCION_COUNT } from './count-policy';

/**
 * One page of atenciones matching `where` (conditions on `a`), newest by `order` first, with
 * the capped count (decision 1407): the answer of GET /api/atenciones/ and /entradas/.
 */
export async function listAtenciones(
  ctx: ServiceContext,
  where: SQL[],
  paging: Paging,
  order?: SQL,
): Promise<EstimatedPage<TAtencion>> {
  const page = await pageWithCappedCount(ctx.tx, {
    page: () =>
      selectAtencionRows(ctx.tx, where, {
        limit: paging.pageSize,
        offset: paging.offset,
        ...(order ? { order } : {}),
      }),
    fromWhere: atencionMatches(where),
    paging,
    policy: ATENCION_COUNT,
  });
  return {
    results: page.rows.map(toAtencion),
    count: page.count,
    current: paging.page,
    count_estimated: page.estimated,
  };
}
