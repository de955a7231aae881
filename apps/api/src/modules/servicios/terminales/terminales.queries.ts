import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreateDeviceRequest, TDevice } from '@kiwi/domain';
import { deviceListSql, priceInForceSql, type CatalogueFilter } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';
import { readList, type ListRead } from '../shared/list-read';

export type DeviceRow = TDevice & { total: number };

export function selectDevices(
  tx: KiwiTx,
  f: CatalogueFilter,
  paging: Paging,
  read?: ListRead,
): Promise<DeviceRow[]> {
  return readList<DeviceRow>(tx, deviceListSql(f, paging), read);
}

export async function currentDevicePrice(tx: KiwiTx, id: number): Promise<string | undefined> {
  const [row] = await tx.execute<{ price: string }>(sql`
    select ${priceInForceSql('device', 'd')} as price from devices d where d.id = ${id}`);
  return row?.price;
}

export async function insertDevice(tx: KiwiTx, b: TCreateDeviceRequest): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into devices (tenant_id, name, brand, description, page_url, insurance_id, price, devices, is_active, operator)
    values (current_setting('app.tenant_id')::bigint, ${b.name}, ${b.brand}, ${b.description ?? null},
      ${b.page_url ?? null}, ${b.seguro ?? null}, ${b.price}, ${b.devices}, ${b.is_active}, ${b.operator})
    returning id::int as id`);
  return Number(row!.id);
}

export async function updateDevice(
  tx: KiwiTx,
  id: number,
  b: TCreateDeviceRequest,
  applyPrice: boolean,
) {
  await tx.execute(sql`
    update devices set name = ${b.name}, brand = ${b.brand}, description = ${b.description ?? null},
      page_url = ${b.page_url ?? null}, insurance_id = ${b.seguro ?? null},
      price = case when ${applyPrice} then ${b.price}::numeric else price end,
      devices = ${b.devices}, is_active = ${b.is_active}, operator = ${b.operator}, updated_at = now()
    where id = ${id}`);
}
