import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreateSvaRequest, TSva } from '@kiwi/domain';
import { priceInForceSql, svaListSql, type CatalogueFilter } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';
import { readList, type ListRead } from '../shared/list-read';

export type SvaRow = TSva & { total: number };

export function selectSvas(
  tx: KiwiTx,
  f: CatalogueFilter,
  paging: Paging,
  read?: ListRead,
): Promise<SvaRow[]> {
  return readList<SvaRow>(tx, svaListSql(f, paging), read);
}

export async function currentSvaPrice(tx: KiwiTx, id: number): Promise<string | undefined> {
  const [row] = await tx.execute<{ price: string }>(sql`
    select ${priceInForceSql('sva', 's')} as price from svas s where s.id = ${id}`);
  return row?.price;
}

export async function insertSva(tx: KiwiTx, b: TCreateSvaRequest): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into svas (tenant_id, name, price_value, image_path, more_info, permanence, is_active, operator, segment)
    values (current_setting('app.tenant_id')::bigint, ${b.name}, ${b.price_value}, ${b.image ?? null},
      ${b.more_info ?? null}, ${b.permanence}, ${b.is_active}, ${b.operator}, ${b.segment})
    returning id::int as id`);
  return Number(row!.id);
}

export async function updateSva(tx: KiwiTx, id: number, b: TCreateSvaRequest, applyPrice: boolean) {
  await tx.execute(sql`
    update svas set name = ${b.name},
      price_value = case when ${applyPrice} then ${b.price_value}::numeric else price_value end,
      image_path = ${b.image ?? null}, more_info = ${b.more_info ?? null}, permanence = ${b.permanence},
      is_active = ${b.is_active}, operator = ${b.operator}, segment = ${b.segment}, updated_at = now()
    where id = ${id}`);
}
