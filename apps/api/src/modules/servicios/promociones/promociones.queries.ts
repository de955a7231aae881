import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreatePromotionRequest, TPromotion } from '@kiwi/domain';
import { promotionListSql, type CatalogueFilter } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';
import { readList, type ListRead } from '../shared/list-read';

export type PromotionRow = TPromotion & { total: number };

export function selectPromotions(
  tx: KiwiTx,
  f: CatalogueFilter,
  paging: Paging,
  read?: ListRead,
): Promise<PromotionRow[]> {
  return readList<PromotionRow>(tx, promotionListSql(f, paging), read);
}

export async function insertPromotion(tx: KiwiTx, b: TCreatePromotionRequest): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into promotions (tenant_id, name, is_active, duration, duration_unit, amount, amount_unit, priority_order, operator)
    values (current_setting('app.tenant_id')::bigint, ${b.name}, ${b.is_active}, ${b.duration}, ${b.duration_unit},
      ${b.amount}, ${b.amount_unit}, ${b.priority_order}, ${b.operator})
    returning id::int as id`);
  return Number(row!.id);
}

export async function updatePromotion(
  tx: KiwiTx,
  id: number,
  b: TCreatePromotionRequest,
): Promise<boolean> {
  const rows = await tx.execute(sql`
    update promotions set name = ${b.name}, is_active = ${b.is_active}, duration = ${b.duration},
      duration_unit = ${b.duration_unit}, amount = ${b.amount}, amount_unit = ${b.amount_unit},
      priority_order = ${b.priority_order}, operator = ${b.operator}, updated_at = now()
    where id = ${id} returning id`);
  return rows.length > 0;
}
