import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreateInsuranceRequest, TInsurance } from '@kiwi/domain';
import {
  filterSql,
  iso,
  nextPriceSql,
  priceInForceSql,
  type CatalogueFilter,
} from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';

export type InsuranceRow = TInsurance & { total: number };

export async function selectInsurances(
  tx: KiwiTx,
  f: CatalogueFilter,
  paging: Paging,
): Promise<InsuranceRow[]> {
  return (await tx.execute(sql`
    select i.id::int as id, i.name, i.operator, i.is_active, ${priceInForceSql('insurance', 'i')} as price,
      ${nextPriceSql('insurance', 'i')} as next_price, i.tramo,
      ${iso(sql`i.created_at`)} as created_on, ${iso(sql`i.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from insurances i
    where ${filterSql('i', f, { operator: true, isActive: true, search: 'name' })}
    order by i.name, i.id limit ${paging.pageSize} offset ${paging.offset}`)) as unknown as InsuranceRow[];
}

export async function currentInsurancePrice(tx: KiwiTx, id: number): Promise<string | undefined> {
  const [row] = await tx.execute<{ price: string }>(sql`
    select ${priceInForceSql('insurance', 'i')} as price from insurances i where i.id = ${id}`);
  return row?.price;
}

export async function insertInsurance(tx: KiwiTx, b: TCreateInsuranceRequest): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into insurances (tenant_id, name, operator, is_active, price, tramo)
    values (current_setting('app.tenant_id')::bigint, ${b.name}, ${b.operator}, ${b.is_active}, ${b.price}, ${b.tramo ?? null})
    returning id::int as id`);
  return Number(row!.id);
}

export async function updateInsurance(
  tx: KiwiTx,
  id: number,
  b: TCreateInsuranceRequest,
  applyPrice: boolean,
) {
  await tx.execute(sql`
    update insurances set name = ${b.name}, operator = ${b.operator}, is_active = ${b.is_active},
      price = case when ${applyPrice} then ${b.price}::numeric else price end, tramo = ${b.tramo ?? null},
      updated_at = now()
    where id = ${id}`);
}
