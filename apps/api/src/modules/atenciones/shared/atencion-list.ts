import type { TAtencion } from '@kiwi/domain';
import type { AtencionListFilters } from '@kiwi/db/queries';
import type { EstimatedPage } from '../../../lib/estimated-page';
import { DETAIL, HttpError } from '../../../lib/http-errors';
import type { Paging } from '../../../lib/pagination';
import type { ServiceContext } from '../../../plugins/access';
import { toAtencion } from './atencion-answer';
import { selectAtencionListPage } from './atencion-rows.queries';

/**
 * One page of atenciones matching `filters` with its count, exact when cheap and estimated
 * otherwise (decision 1410): the answer of GET /api/atenciones/ and /entradas/. A page past
 * the end is 404 'Página inválida.' (page 1 is always valid).
 */
export async function listAtenciones(
  ctx: ServiceContext,
  filters: AtencionListFilters,
  paging: Paging,
): Promise<EstimatedPage<TAtencion>> {
  const page = await selectAtencionListPage(ctx.tx, filters, {
    limit: paging.pageSize,
    offset: paging.offset,
  });
  if (page.rows.length === 0 && paging.page > 1) throw new HttpError(404, DETAIL.invalidPage);
  return {
    results: page.rows.map(toAtencion),
    count: page.count,
    current: paging.page,
    count_estimated: page.estimated,
  };
}
