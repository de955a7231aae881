import {
  CATALOGUE_PAGE_SIZE,
  type TCatalogueDeleteResult,
  type TCatalogueQuery,
  type TCreateTariffRequest,
  type TTariff,
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
  currentTariffPrice,
  insertTariff,
  replaceLineInfo,
  selectTariffs,
  updateTariff,
  type TariffRow,
} from './tarifas.queries';

const ONE = { page: 1, pageSize: 1, offset: 0 };

function toTariff(row: TariffRow): TTariff {
  const { total: _total, ...tariff } = row;
  return tariff as TTariff;
}

/** GET /api/servicios/tarifas/: filters of spec section 5 (DBL as NEGOCIOS), paged by 16. */
export async function listTariffs(ctx: ServiceContext, query: TCatalogueQuery, read?: ListRead) {
  const { filter, paging } = listInput('tarifas', query, CATALOGUE_PAGE_SIZE);
  const rows = await selectTariffs(ctx.tx, filter, paging, read);
  // The rows as they are (`total` too): the response serializer writes only the schema's keys.
  return toPage(rows as unknown as TTariff[], rows[0]?.total ?? 0, paging);
}

export async function getTariff(ctx: ServiceContext, id: number): Promise<TTariff> {
  const [row] = await selectTariffs(ctx.tx, { id }, ONE);
  if (!row) throw notFound();
  return toTariff(row);
}

const LINKS = {
  promotions: { table: 'tariff_promotions', ownerColumn: 'tariff_id', otherColumn: 'promotion_id' },
  additional_lines: {
    table: 'tariff_additional_lines',
    ownerColumn: 'tariff_id',
    otherColumn: 'additional_line_id',
  },
  svas: { table: 'tariff_svas', ownerColumn: 'tariff_id', otherColumn: 'sva_id' },
} as const;

async function checkTariff(ctx: ServiceContext, body: TCreateTariffRequest, exceptId?: number) {
  await Promise.all([
    assertFreeName(ctx.tx, 'tariffs', body, exceptId),
    assertLinksExist(ctx.tx, [
      { field: 'promotions', table: 'promotions', ids: body.promotions },
      { field: 'additional_lines', table: 'additional_lines', ids: body.additional_lines },
      { field: 'svas', table: 'svas', ids: body.svas },
    ]),
  ]);
}

async function writeLinks(ctx: ServiceContext, id: number, body: TCreateTariffRequest) {
  await Promise.all([
    replaceLineInfo(ctx.tx, id, body),
    replaceLinks(ctx.tx, LINKS.promotions, id, body.promotions),
    replaceLinks(ctx.tx, LINKS.additional_lines, id, body.additional_lines),
    replaceLinks(ctx.tx, LINKS.svas, id, body.svas),
  ]);
}

/** POST: the tariff, its line data, its links and its first price-history row, together. */
export async function createTariff(
  ctx: ServiceContext,
  body: TCreateTariffRequest,
): Promise<TTariff> {
  assertCreationDate(body.price_valid_from);
  await checkTariff(ctx, body);
  let id: number;
  try {
    id = await insertTariff(ctx.tx, body);
  } catch (error) {
    throw duplicateNameError(error) ?? error;
  }
  await Promise.all([
    writeLinks(ctx, id, body),
    recordInitialPrice(ctx.tx, 'tariff', id, body.price_value, body.price_valid_from),
  ]);
  return getTariff(ctx, id);
}

/** PUT {id}/: everything replaced; a new price is recorded (now, or scheduled). */
export async function editTariff(
  ctx: ServiceContext,
  id: number,
  body: TCreateTariffRequest,
): Promise<TTariff> {
  const current = await currentThenChecks(
    currentTariffPrice(ctx.tx, id),
    checkTariff(ctx, body, id),
  );
  const scheduled = isScheduled(body.price_valid_from);
  try {
    await updateTariff(ctx.tx, id, body, !scheduled);
  } catch (error) {
    throw duplicateNameError(error) ?? error;
  }
  await Promise.all([
    writeLinks(ctx, id, body),
    recordPriceChange(ctx.tx, 'tariff', id, {
      current,
      next: body.price_value,
      validFrom: body.price_valid_from,
    }),
  ]);
  return getTariff(ctx, id);
}

export async function removeTariff(
  ctx: ServiceContext,
  id: number,
): Promise<TCatalogueDeleteResult> {
  return deleteOrDeactivate(ctx.tx, {
    table: 'tariffs',
    usage: 'tariff',
    id,
    label: 'Tarifa',
    canDeactivate: true,
  });
}
