import {
  DEVICE_PAGE_SIZE,
  impliedFinalPrice,
  INSTALMENT_TYPES,
  type TCatalogueDeleteResult,
  type TCreateInstalmentRequest,
  type TInstalment,
  type TInstalmentQuery,
} from '@kiwi/domain';
import { badRequest, notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { currentThenChecks, deleteOrDeactivate } from '../shared/catalogue-writes';
import { ONE_ROW } from '../shared/list-filter';
import { cataloguePaging, toPage } from '../shared/paging';
import {
  assertCreationDate,
  isScheduled,
  recordInitialPrice,
  recordPriceChange,
} from '../shared/price-writes';
import {
  currentMonthPrice,
  exists,
  insertInstalment,
  selectInstalments,
  updateInstalment,
  type InstalmentColumns,
  type InstalmentFilter,
  type InstalmentRow,
} from './plazos.queries';

const strip = ({ total: _t, ...i }: InstalmentRow): TInstalment => i;
/** Every plan of a look-up on one page (a device has a handful per tariff). */
const ALL = { page: 1, pageSize: 1000, offset: 0 };

export async function listInstalments(ctx: ServiceContext, q: TInstalmentQuery) {
  const paging = cataloguePaging(q, DEVICE_PAGE_SIZE);
  const filter: InstalmentFilter = {
    ...(q.terminal !== undefined ? { deviceId: q.terminal } : {}),
    ...(q.object_id !== undefined
      ? q.object_type === 'additional_line'
        ? { additionalLineId: q.object_id }
        : { tariffId: q.object_id }
      : {}),
    ...(q.is_active !== undefined ? { isActive: q.is_active } : {}),
  };
  const rows = await selectInstalments(ctx.tx, filter, paging);
  return toPage(rows.map(strip), rows[0]?.total ?? 0, paging);
}

async function getInstalment(ctx: ServiceContext, id: number): Promise<TInstalment> {
  const [row] = await selectInstalments(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return strip(row);
}

/** Checks the device and the tariff (or line) exist in the tenant; the columns to write. */
async function columnsOf(
  ctx: ServiceContext,
  b: TCreateInstalmentRequest,
): Promise<InstalmentColumns> {
  const objectTable = b.object_type === 'additional_line' ? 'additional_lines' : 'tariffs';
  const [device, object] = await Promise.all([
    exists(ctx.tx, 'devices', b.terminal),
    exists(ctx.tx, objectTable, b.object_id),
  ]);
  const fields: Record<string, string[]> = {};
  if (!device) fields['terminal'] = ['No existe ese terminal'];
  if (!object)
    fields['object_id'] = [
      b.object_type === 'additional_line'
        ? 'No existe esa línea adicional'
        : 'No existe esa tarifa',
    ];
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return {
    deviceId: b.terminal,
    tariffId: b.object_type === 'tariff' ? b.object_id : null,
    additionalLineId: b.object_type === 'additional_line' ? b.object_id : null,
    installmentType: b.installment_type,
    initialPrice: b.initial_price,
    monthPrice: b.month_price,
    finalPrice: b.final_price ?? impliedFinalPrice(b) ?? '0.00',
    months: b.months ?? null,
    isActive: b.is_active,
  };
}

export async function createInstalment(
  ctx: ServiceContext,
  b: TCreateInstalmentRequest,
): Promise<TInstalment> {
  assertCreationDate(b.price_valid_from);
  const columns = await columnsOf(ctx, b);
  const id = await insertInstalment(ctx.tx, columns);
  await recordInitialPrice(ctx.tx, 'instalment', id, b.month_price, b.price_valid_from);
  return getInstalment(ctx, id);
}

export async function editInstalment(
  ctx: ServiceContext,
  id: number,
  b: TCreateInstalmentRequest,
): Promise<TInstalment> {
  const pending = columnsOf(ctx, b);
  const current = await currentThenChecks(currentMonthPrice(ctx.tx, id), pending);
  const columns = await pending;
  await updateInstalment(ctx.tx, id, columns, !isScheduled(b.price_valid_from));
  await recordPriceChange(ctx.tx, 'instalment', id, {
    current,
    next: b.month_price,
    validFrom: b.price_valid_from,
  });
  return getInstalment(ctx, id);
}

export const removeInstalment = (
  ctx: ServiceContext,
  id: number,
): Promise<TCatalogueDeleteResult> =>
  deleteOrDeactivate(ctx.tx, {
    table: 'instalments',
    usage: 'instalment',
    id,
    label: 'Plan de plazos',
    canDeactivate: true,
  });

const INSTALMENT_TYPE_VALUES = new Set<string>(INSTALMENT_TYPES.map((t) => t.value));

/**
 * GET installments-tariff/{tariffId}/{type}: the active plans of a tariff (type `tariff` or an
 * instalment type such as MONTHLY) or of an additional line (type `additional_line`).
 */
export async function instalmentsOfObject(
  ctx: ServiceContext,
  objectId: number,
  type: string,
): Promise<TInstalment[]> {
  const line = type === 'additional_line';
  if (!line && type !== 'tariff' && !INSTALMENT_TYPE_VALUES.has(type)) {
    throw badRequest({ type: ['Tipo no válido: tariff, additional_line, MONTHLY o SINGLE'] });
  }
  const filter: InstalmentFilter = {
    ...(line ? { additionalLineId: objectId } : { tariffId: objectId }),
    ...(INSTALMENT_TYPE_VALUES.has(type) ? { installmentType: type } : {}),
    isActive: true,
  };
  const [found, rows] = await Promise.all([
    exists(ctx.tx, line ? 'additional_lines' : 'tariffs', objectId),
    selectInstalments(ctx.tx, filter, ALL),
  ]);
  if (!found) throw notFound();
  return rows.map(strip);
}

/** GET installments/{tariffId}/{terminalId}: the active plans of that tariff and device. */
export async function instalmentsOfPair(
  ctx: ServiceContext,
  tariffId: number,
  deviceId: number,
): Promise<TInstalment[]> {
  const [tariff, device, rows] = await Promise.all([
    exists(ctx.tx, 'tariffs', tariffId),
    exists(ctx.tx, 'devices', deviceId),
    selectInstalments(ctx.tx, { tariffId, deviceId, isActive: true }, ALL),
  ]);
  if (!tariff || !device) throw notFound();
  return rows.map(strip);
}

/** GET installments-terminal/{id}/: every plan of the device (active or not). */
export async function instalmentsOfDevice(
  ctx: ServiceContext,
  deviceId: number,
): Promise<TInstalment[]> {
  const [device, rows] = await Promise.all([
    exists(ctx.tx, 'devices', deviceId),
    selectInstalments(ctx.tx, { deviceId }, ALL),
  ]);
  if (!device) throw notFound();
  return rows.map(strip);
}
