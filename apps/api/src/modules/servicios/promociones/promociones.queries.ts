import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreatePromotionRequest, TPromotion } from '@kiwi/domain';
import type { Paging } from '../../../lib/pagination';
import { filterSql, type CatalogueFilter } from '../shared/list-filter';
import { isoTimestamp, linkedIds } from '../shared/sql-fragments';

export type PromotionRow = TPromotion & { total: number };

export async function selectPromotions(
  tx: KiwiTx,
  f: CatalogueFilter,
  paging: Paging,
): Promise<PromotionRow[]> {
  return (await tx.execute(sql`
    select p.id::int as id, p.name, p.is_active, p.duration, p.duration_unit, p.amount::text as amount,
      p.amount_unit, p.priority_order, p.operator,
      ${linkedIds('tariff_promotions', 'promotion_id', 'tariff_id', sql`p.id`)} as tariffs,
      ${isoTimestamp(sql`p.created_at`)} as created_on, ${isoTimestamp(sql`p.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from promotions p
    where ${filterSql('p', f, { operator: true, isActive: true, search: 'name' })}
    order by p.priority_order, p.name, p.id limit ${paging.pageSize} offset ${paging.offset}`)) as unknown as PromotionRow[];
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
