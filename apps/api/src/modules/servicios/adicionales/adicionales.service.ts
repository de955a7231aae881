import {
  CATALOGUE_PAGE_SIZE,
  type TAdditionalLine,
  type TCatalogueQuery,
  type TCreateAdditionalLineRequest,
} from '@kiwi/domain';
import { notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import {
  assertFreeName,
  currentThenChecks,
  assertLinksExist,
  deleteOrDeactivate,
  duplicateNameError,
} from '../shared/catalogue-writes';
import { replaceLinks } from '../shared/catalogue-writes.queries';
import { ONE_ROW } from '../shared/list-filter';
import { listInput } from '../shared/list-input';
import type { ListRead } from '../shared/list-read';
import { toPage } from '../shared/paging';
import {
  assertCreationDate,
  isScheduled,
  recordInitialPrice,
  recordPriceChange,
} from '../shared/price-writes';
import {
  currentBaseFee,
  insertAdditionalLine,
  selectAdditionalLines,
  updateAdditionalLine,
  type AdditionalLineRow,
} from './adicionales.queries';

const LINK = {
  table: 'additional_line_promotions',
  ownerColumn: 'additional_line_id',
  otherColumn: 'promotion_id',
};
const strip = ({ total: _t, ...line }: AdditionalLineRow): TAdditionalLine => line;

export async function listAdditionalLines(
  ctx: ServiceContext,
  query: TCatalogueQuery,
  read?: ListRead,
) {
  const { filter, paging } = listInput('adicionales', query, CATALOGUE_PAGE_SIZE);
  const rows = await selectAdditionalLines(ctx.tx, filter, paging, read);
  // The rows as they are (`total` too): the response serializer writes only the schema's keys.
  return toPage(rows, rows[0]?.total ?? 0, paging);
}

async function getAdditionalLine(ctx: ServiceContext, id: number): Promise<TAdditionalLine> {
  const [row] = await selectAdditionalLines(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return strip(row);
}

const check = (ctx: ServiceContext, b: TCreateAdditionalLineRequest, exceptId?: number) =>
  Promise.all([
    assertFreeName(ctx.tx, 'additional_lines', b, exceptId),
    assertLinksExist(ctx.tx, [{ field: 'promotions', table: 'promotions', ids: b.promotions }]),
  ]);

/** POST: the line, its promotions and the first row of its base-fee history. */
export async function createAdditionalLine(
  ctx: ServiceContext,
  b: TCreateAdditionalLineRequest,
): Promise<TAdditionalLine> {
  assertCreationDate(b.price_valid_from);
  await check(ctx, b);
  const id = await insertAdditionalLine(ctx.tx, b).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  const fee = b.mobile_line_info.price.base_fee;
  await Promise.all([
    replaceLinks(ctx.tx, LINK, id, b.promotions),
    recordInitialPrice(ctx.tx, 'additional_line', id, fee, b.price_valid_from),
  ]);
  return getAdditionalLine(ctx, id);
}

/** PUT {id}/: a new base fee is recorded (now or scheduled). */
export async function editAdditionalLine(
  ctx: ServiceContext,
  id: number,
  b: TCreateAdditionalLineRequest,
): Promise<TAdditionalLine> {
  const current = await currentThenChecks(currentBaseFee(ctx.tx, id), check(ctx, b, id));
  await updateAdditionalLine(ctx.tx, id, b, !isScheduled(b.price_valid_from)).catch(
    (e: unknown) => {
      throw duplicateNameError(e) ?? e;
    },
  );
  await Promise.all([
    replaceLinks(ctx.tx, LINK, id, b.promotions),
    recordPriceChange(ctx.tx, 'additional_line', id, {
      current,
      next: b.mobile_line_info.price.base_fee,
      validFrom: b.price_valid_from,
    }),
  ]);
  return getAdditionalLine(ctx, id);
}

export const removeAdditionalLine = (ctx: ServiceContext, id: number) =>
  deleteOrDeactivate(ctx.tx, {
    table: 'additional_lines',
    usage: 'additional_line',
    id,
    label: 'Línea adicional',
    canDeactivate: true,
  });
