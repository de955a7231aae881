import {
  CATALOGUE_PAGE_SIZE,
  type TCatalogueQuery,
  type TCreateSvaRequest,
  type TSva,
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
import { currentSvaPrice, insertSva, selectSvas, updateSva, type SvaRow } from './sva.queries';

const LINK = { table: 'sva_promotions', ownerColumn: 'sva_id', otherColumn: 'promotion_id' };
const strip = ({ total: _t, ...sva }: SvaRow): TSva => sva;

export async function listSvas(ctx: ServiceContext, query: TCatalogueQuery, read?: ListRead) {
  const { filter, paging } = listInput('sva', query, CATALOGUE_PAGE_SIZE);
  const rows = await selectSvas(ctx.tx, filter, paging, read);
  // The rows as they are (`total` too): the response serializer writes only the schema's keys.
  return toPage(rows, rows[0]?.total ?? 0, paging);
}

async function getSva(ctx: ServiceContext, id: number): Promise<TSva> {
  const [row] = await selectSvas(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return strip(row);
}

const check = (ctx: ServiceContext, b: TCreateSvaRequest, exceptId?: number) =>
  Promise.all([
    assertFreeName(ctx.tx, 'svas', b, exceptId),
    assertLinksExist(ctx.tx, [{ field: 'promotions', table: 'promotions', ids: b.promotions }]),
  ]);

export async function createSva(ctx: ServiceContext, b: TCreateSvaRequest): Promise<TSva> {
  assertCreationDate(b.price_valid_from);
  await check(ctx, b);
  const id = await insertSva(ctx.tx, b).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  await Promise.all([
    replaceLinks(ctx.tx, LINK, id, b.promotions),
    recordInitialPrice(ctx.tx, 'sva', id, b.price_value, b.price_valid_from),
  ]);
  return getSva(ctx, id);
}

export async function editSva(
  ctx: ServiceContext,
  id: number,
  b: TCreateSvaRequest,
): Promise<TSva> {
  const current = await currentThenChecks(currentSvaPrice(ctx.tx, id), check(ctx, b, id));
  await updateSva(ctx.tx, id, b, !isScheduled(b.price_valid_from)).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  await Promise.all([
    replaceLinks(ctx.tx, LINK, id, b.promotions),
    recordPriceChange(ctx.tx, 'sva', id, {
      current,
      next: b.price_value,
      validFrom: b.price_valid_from,
    }),
  ]);
  return getSva(ctx, id);
}

export const removeSva = (ctx: ServiceContext, id: number) =>
  deleteOrDeactivate(ctx.tx, {
    table: 'svas',
    usage: 'sva',
    id,
    label: 'SVA',
    canDeactivate: true,
  });
