import {
  CATALOGUE_PAGE_SIZE,
  type PricedContentType,
  type TCatalogueDeleteResult,
  type TCreatePriceHistoryRequest,
  type TCreateUpfrontRequest,
  type TPriceHistory,
  type TPriceHistoryQuery,
  type TUpdatePriceHistoryRequest,
  type TUpdateUpfrontRequest,
  type TUpfront,
  type TUpfrontQuery,
} from '@kiwi/domain';
import { badRequest, notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { missingIds } from '../shared/catalogue-writes.queries';
import { ONE_ROW } from '../shared/list-filter';
import { cataloguePaging, toPage } from '../shared/paging';
import { pricedObjectName, syncPriceColumn } from '../shared/price-history.queries';
import {
  deletePriceHistoryRow,
  deleteUpfront,
  insertPriceHistoryRow,
  insertUpfront,
  selectPriceHistory,
  selectUpfronts,
  updatePriceHistoryRow,
  updateUpfront,
  type HistoryFilter,
  type PriceHistoryRow,
  type UpfrontRow,
} from './historial-precios.queries';

const stripPrice = ({ total: _t, ...row }: PriceHistoryRow): TPriceHistory => row;
const stripUpfront = ({ total: _t, ...row }: UpfrontRow): TUpfront => row;

const filterOf = (q: TPriceHistoryQuery & Partial<TUpfrontQuery>): HistoryFilter => ({
  ...(q.content_type ? { contentType: q.content_type } : {}),
  ...(q.object_id !== undefined ? { objectId: q.object_id } : {}),
  ...(q.is_active !== undefined ? { isActive: q.is_active } : {}),
  ...(q.search ? { search: q.search } : {}),
  ...(q.familia_objetivo !== undefined ? { objectiveTypeId: q.familia_objetivo } : {}),
  ...(q.tipo ? { tipo: q.tipo } : {}),
});

/** The history row's object must exist in the caller's tenant (rows have no foreign key). */
async function assertObject(ctx: ServiceContext, type: PricedContentType, objectId: number) {
  if ((await pricedObjectName(ctx.tx, type, objectId)) === undefined) {
    throw badRequest({ object_id: ['No existe ese elemento del catálogo'] });
  }
}

// ---------------------------------------------------------------- price history
export async function listPriceHistory(ctx: ServiceContext, q: TPriceHistoryQuery) {
  const paging = cataloguePaging(q, CATALOGUE_PAGE_SIZE);
  const rows = await selectPriceHistory(ctx.tx, filterOf(q), paging);
  return toPage(rows.map(stripPrice), rows[0]?.total ?? 0, paging);
}

async function getPriceHistory(ctx: ServiceContext, id: number): Promise<TPriceHistory> {
  const [row] = await selectPriceHistory(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return stripPrice(row);
}

/** POST: a price for an object from a date (now when missing); the object's price follows. */
export async function createPriceHistory(
  ctx: ServiceContext,
  b: TCreatePriceHistoryRequest,
): Promise<TPriceHistory> {
  await assertObject(ctx, b.content_type, b.object_id);
  const id = await insertPriceHistoryRow(ctx.tx, {
    price: b.price,
    objectId: b.object_id,
    contentType: b.content_type,
    isActive: b.is_active,
    validFrom: b.valid_from,
  });
  await syncPriceColumn(ctx.tx, b.content_type, b.object_id);
  return getPriceHistory(ctx, id);
}

export async function editPriceHistory(
  ctx: ServiceContext,
  id: number,
  b: TUpdatePriceHistoryRequest,
): Promise<TPriceHistory> {
  const row = await updatePriceHistoryRow(ctx.tx, id, {
    price: b.price,
    isActive: b.is_active,
    validFrom: b.valid_from,
  });
  if (!row) throw notFound();
  await syncPriceColumn(ctx.tx, row.content_type as PricedContentType, row.object_id);
  return getPriceHistory(ctx, id);
}

/** DELETE: the row goes (a scheduled change is cancelled); the object's price follows. */
export async function removePriceHistory(
  ctx: ServiceContext,
  id: number,
): Promise<TCatalogueDeleteResult> {
  const row = await deletePriceHistoryRow(ctx.tx, id);
  if (!row) throw notFound();
  await syncPriceColumn(ctx.tx, row.content_type as PricedContentType, row.object_id);
  return { deleted: true, deactivated: false, detail: 'Eliminado correctamente' };
}

// ---------------------------------------------------------------- upfronts
export async function listUpfronts(ctx: ServiceContext, q: TUpfrontQuery) {
  const paging = cataloguePaging(q, CATALOGUE_PAGE_SIZE);
  const rows = await selectUpfronts(ctx.tx, filterOf(q), paging);
  return toPage(rows.map(stripUpfront), rows[0]?.total ?? 0, paging);
}

async function getUpfront(ctx: ServiceContext, id: number): Promise<TUpfront> {
  const [row] = await selectUpfronts(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return stripUpfront(row);
}

async function assertFamily(ctx: ServiceContext, familia: number | undefined) {
  if (familia === undefined) return;
  if ((await missingIds(ctx.tx, 'objective_types', [familia])).length > 0) {
    throw badRequest({ familia_objetivo: ['No existe ese tipo de objetivo'] });
  }
}

export async function createUpfront(
  ctx: ServiceContext,
  b: TCreateUpfrontRequest,
): Promise<TUpfront> {
  await Promise.all([
    assertObject(ctx, b.content_type, b.object_id),
    assertFamily(ctx, b.familia_objetivo),
  ]);
  const id = await insertUpfront(ctx.tx, {
    upfront: b.upfront,
    objectiveTypeId: b.familia_objetivo ?? null,
    tipo: b.tipo ?? null,
    objectId: b.object_id,
    contentType: b.content_type,
    isActive: b.is_active,
  });
  return getUpfront(ctx, id);
}

export async function editUpfront(
  ctx: ServiceContext,
  id: number,
  b: TUpdateUpfrontRequest,
): Promise<TUpfront> {
  await assertFamily(ctx, b.familia_objetivo);
  const found = await updateUpfront(ctx.tx, id, {
    upfront: b.upfront,
    objectiveTypeId: b.familia_objetivo,
    tipo: b.tipo,
    isActive: b.is_active,
  });
  if (!found) throw notFound();
  return getUpfront(ctx, id);
}

export async function removeUpfront(
  ctx: ServiceContext,
  id: number,
): Promise<TCatalogueDeleteResult> {
  if (!(await deleteUpfront(ctx.tx, id))) throw notFound();
  return { deleted: true, deactivated: false, detail: 'Eliminado correctamente' };
}
