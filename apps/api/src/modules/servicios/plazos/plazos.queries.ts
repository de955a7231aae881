import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TInstalment } from '@kiwi/domain';
import { allOf, iso, nextPriceSql, priceInForceSql } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';

export type InstalmentRow = TInstalment & { total: number };

export interface InstalmentFilter {
  id?: number;
  deviceId?: number;
  tariffId?: number;
  additionalLineId?: number;
  installmentType?: string;
  isActive?: boolean;
}

function conditions(f: InstalmentFilter): SQL {
  const c: SQL[] = [];
  if (f.id !== undefined) c.push(sql`i.id = ${f.id}`);
  if (f.deviceId !== undefined) c.push(sql`i.device_id = ${f.deviceId}`);
  if (f.tariffId !== undefined) c.push(sql`i.tariff_id = ${f.tariffId}`);
  if (f.additionalLineId !== undefined) c.push(sql`i.additional_line_id = ${f.additionalLineId}`);
  if (f.installmentType !== undefined) c.push(sql`i.installment_type = ${f.installmentType}`);
  if (f.isActive !== undefined) c.push(sql`i.is_active = ${f.isActive}`);
  return allOf(c);
}

/** Instalment plans with their device and tariff (or additional line) names. */
export async function selectInstalments(
  tx: KiwiTx,
  f: InstalmentFilter,
  paging: Paging,
): Promise<InstalmentRow[]> {
  return (await tx.execute(sql`
    select i.id::int as id, i.initial_price::text as initial_price,
      ${priceInForceSql('instalment', 'i')} as month_price, i.final_price::text as final_price, i.months,
      ${nextPriceSql('instalment', 'i')} as next_price,
      coalesce(i.tariff_id, i.additional_line_id)::int as object_id,
      case when i.tariff_id is not null then 'tariff' else 'additional_line' end as object_type,
      coalesce(t.name, l.name) as tariff_name, d.id::int as terminal__id, d.name as terminal__name,
      i.installment_type, i.is_active,
      ${iso(sql`i.created_at`)} as created_on, ${iso(sql`i.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from instalments i
    join devices d on d.id = i.device_id
    left join tariffs t on t.id = i.tariff_id
    left join additional_lines l on l.id = i.additional_line_id
    where ${conditions(f)}
    order by d.name, coalesce(t.name, l.name), i.id
    limit ${paging.pageSize} offset ${paging.offset}`)) as unknown as InstalmentRow[];
}

export async function exists(
  tx: KiwiTx,
  table: 'tariffs' | 'additional_lines' | 'devices',
  id: number,
) {
  const [row] = await tx.execute<{ found: boolean }>(
    sql`select exists(select 1 from ${sql.identifier(table)} where id = ${id}) as found`,
  );
  return row?.found ?? false;
}

export async function currentMonthPrice(tx: KiwiTx, id: number): Promise<string | undefined> {
  const [row] = await tx.execute<{ price: string }>(sql`
    select ${priceInForceSql('instalment', 'i')} as price from instalments i where i.id = ${id}`);
  return row?.price;
}

export interface InstalmentColumns {
  deviceId: number;
  tariffId: number | null;
  additionalLineId: number | null;
  installmentType: string;
  initialPrice: string;
  monthPrice: string;
  finalPrice: string;
  months: number | null;
  isActive: boolean;
}

export async function insertInstalment(tx: KiwiTx, c: InstalmentColumns): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into instalments (tenant_id, device_id, tariff_id, additional_line_id, installment_type, initial_price,
      month_price, final_price, months, is_active)
    values (current_setting('app.tenant_id')::bigint, ${c.deviceId}, ${c.tariffId}, ${c.additionalLineId},
      ${c.installmentType}, ${c.initialPrice}, ${c.monthPrice}, ${c.finalPrice}, ${c.months}, ${c.isActive})
    returning id::int as id`);
  return Number(row!.id);
}

export async function updateInstalment(
  tx: KiwiTx,
  id: number,
  c: InstalmentColumns,
  applyPrice: boolean,
) {
  await tx.execute(sql`
    update instalments set device_id = ${c.deviceId}, tariff_id = ${c.tariffId},
      additional_line_id = ${c.additionalLineId}, installment_type = ${c.installmentType},
      initial_price = ${c.initialPrice},
      month_price = case when ${applyPrice} then ${c.monthPrice}::numeric else month_price end,
      final_price = ${c.finalPrice}, months = ${c.months}, is_active = ${c.isActive}, updated_at = now()
    where id = ${id}`);
}
