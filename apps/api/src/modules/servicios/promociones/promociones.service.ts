import {
  CATALOGUE_PAGE_SIZE,
  type TCatalogueQuery,
  type TCreatePromotionRequest,
  type TPromotion,
} from '@kiwi/domain';
import { notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import {
  assertFreeName,
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
  insertPromotion,
  selectPromotions,
  updatePromotion,
  type PromotionRow,
} from './promociones.queries';

/** The promotion side of tariff ↔ promotion links. */
const LINK = { table: 'tariff_promotions', ownerColumn: 'promotion_id', otherColumn: 'tariff_id' };
const strip = ({ total: _t, ...p }: PromotionRow): TPromotion => p;

export async function listPromotions(ctx: ServiceContext, query: TCatalogueQuery, read?: ListRead) {
  const { filter, paging } = listInput('promociones', query, CATALOGUE_PAGE_SIZE);
  const rows = await selectPromotions(ctx.tx, filter, paging, read);
  // The rows as they are (`total` too): the response serializer writes only the schema's keys.
  return toPage(rows, rows[0]?.total ?? 0, paging);
}

async function getPromotion(ctx: ServiceContext, id: number): Promise<TPromotion> {
  const [row] = await selectPromotions(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return strip(row);
}

const check = (ctx: ServiceContext, b: TCreatePromotionRequest, exceptId?: number) =>
  Promise.all([
    assertFreeName(ctx.tx, 'promotions', { name: b.name, operator: b.operator }, exceptId),
    assertLinksExist(ctx.tx, [{ field: 'tariffs', table: 'tariffs', ids: b.tariffs }]),
  ]);

export async function createPromotion(
  ctx: ServiceContext,
  b: TCreatePromotionRequest,
): Promise<TPromotion> {
  await check(ctx, b);
  const id = await insertPromotion(ctx.tx, b).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  await replaceLinks(ctx.tx, LINK, id, b.tariffs);
  return getPromotion(ctx, id);
}

export async function editPromotion(
  ctx: ServiceContext,
  id: number,
  b: TCreatePromotionRequest,
): Promise<TPromotion> {
  await check(ctx, b, id);
  const found = await updatePromotion(ctx.tx, id, b).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  if (!found) throw notFound();
  await replaceLinks(ctx.tx, LINK, id, b.tariffs);
  return getPromotion(ctx, id);
}

export const removePromotion = (ctx: ServiceContext, id: number) =>
  deleteOrDeactivate(ctx.tx, {
    table: 'promotions',
    usage: 'promotion',
    id,
    label: 'Promoción',
    canDeactivate: true,
  });
