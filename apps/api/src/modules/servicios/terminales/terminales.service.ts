import {
  DEVICE_PAGE_SIZE,
  type TCatalogueDeleteResult,
  type TCreateDeviceRequest,
  type TDevice,
  type TDeviceQuery,
} from '@kiwi/domain';
import { badRequest, notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { assertFreeName, currentThenChecks, deleteOrDeactivate } from '../shared/catalogue-writes';
import { missingIds } from '../shared/catalogue-writes.queries';
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
  currentDevicePrice,
  insertDevice,
  selectDevices,
  updateDevice,
  type DeviceRow,
} from './terminales.queries';

const strip = ({ total: _t, ...d }: DeviceRow): TDevice => d;

/** GET /api/servicios/terminales/: paged by 20 (§9); DBL asked as YOIGO (§5). */
export async function listDevices(ctx: ServiceContext, query: TDeviceQuery, read?: ListRead) {
  const { filter, paging } = listInput('terminales', query, DEVICE_PAGE_SIZE);
  const rows = await selectDevices(ctx.tx, filter, paging, read);
  // The rows as they are (`total` too): the response serializer writes only the schema's keys.
  return toPage(rows, rows[0]?.total ?? 0, paging);
}

async function getDevice(ctx: ServiceContext, id: number): Promise<TDevice> {
  const [row] = await selectDevices(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return strip(row);
}

async function check(ctx: ServiceContext, b: TCreateDeviceRequest, exceptId?: number) {
  const [, missing] = await Promise.all([
    assertFreeName(ctx.tx, 'devices', { name: b.name, operator: b.operator }, exceptId),
    b.seguro ? missingIds(ctx.tx, 'insurances', [b.seguro]) : Promise.resolve([]),
  ]);
  if (missing.length > 0) throw badRequest({ seguro: ['No existe ese seguro'] });
}

export async function createDevice(ctx: ServiceContext, b: TCreateDeviceRequest): Promise<TDevice> {
  assertCreationDate(b.price_valid_from);
  await check(ctx, b);
  const id = await insertDevice(ctx.tx, b);
  await recordInitialPrice(ctx.tx, 'device', id, b.price, b.price_valid_from);
  return getDevice(ctx, id);
}

export async function editDevice(
  ctx: ServiceContext,
  id: number,
  b: TCreateDeviceRequest,
): Promise<TDevice> {
  const current = await currentThenChecks(currentDevicePrice(ctx.tx, id), check(ctx, b, id));
  await updateDevice(ctx.tx, id, b, !isScheduled(b.price_valid_from));
  await recordPriceChange(ctx.tx, 'device', id, {
    current,
    next: b.price,
    validFrom: b.price_valid_from,
  });
  return getDevice(ctx, id);
}

export const removeDevice = (ctx: ServiceContext, id: number): Promise<TCatalogueDeleteResult> =>
  deleteOrDeactivate(ctx.tx, {
    table: 'devices',
    usage: 'device',
    id,
    label: 'Terminal',
    canDeactivate: true,
  });
