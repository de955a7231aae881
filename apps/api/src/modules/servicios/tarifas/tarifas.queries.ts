import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreateTariffRequest } from '@kiwi/domain';
import { priceInForceSql, tariffListSql, type CatalogueFilter } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';
import { readList, type ListRead } from '../shared/list-read';

export type TariffRow = {
  id: number;
  name: string;
  category: string;
  color: string | null;
  commercial_enrichment: string | null;
  description_file: string | null;
  payment_type: string;
  price_value: string;
  next_price: { price: string; valid_from: string } | null;
  is_active: boolean;
  operator: string;
  segment: string;
  promotions: number[];
  additional_lines: number[];
  svas: number[];
  fixed_line_info: Record<string, unknown> | null;
  mobile_line_info: Record<string, unknown> | null;
  created_on: string;
  updated_on: string;
  total: number;
};

/** One page of tariffs (or one tariff with `id`), with the price in force now. */
export function selectTariffs(
  tx: KiwiTx,
  filter: CatalogueFilter,
  paging: Paging,
  read?: ListRead,
): Promise<TariffRow[]> {
  return readList<TariffRow>(tx, tariffListSql(filter, paging), read);
}

/** The tariff's price in force now (for change detection), or undefined when absent. */
export async function currentTariffPrice(tx: KiwiTx, id: number): Promise<string | undefined> {
  const [row] = await tx.execute<{ price: string }>(sql`
    select ${priceInForceSql('tariff', 't')} as price from tariffs t where t.id = ${id}`);
  return row?.price;
}

type TariffColumns = Omit<
  TCreateTariffRequest,
  | 'promotions'
  | 'additional_lines'
  | 'svas'
  | 'fixed_line_info'
  | 'mobile_line_info'
  | 'price_valid_from'
>;

export async function insertTariff(tx: KiwiTx, t: TariffColumns): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into tariffs (tenant_id, name, category, color, commercial_enrichment, description_file_path,
      payment_type, price_value, is_active, operator, segment)
    values (current_setting('app.tenant_id')::bigint, ${t.name}, ${t.category}, ${t.color ?? null},
      ${t.commercial_enrichment ?? null}, ${t.description_file ?? null}, ${t.payment_type}, ${t.price_value},
      ${t.is_active}, ${t.operator}, ${t.segment})
    returning id::int as id`);
  return Number(row!.id);
}

/** Updates the tariff; its price column only when the change applies now. */
export async function updateTariff(
  tx: KiwiTx,
  id: number,
  t: TariffColumns,
  applyPrice: boolean,
): Promise<void> {
  await tx.execute(sql`
    update tariffs set name = ${t.name}, category = ${t.category}, color = ${t.color ?? null},
      commercial_enrichment = ${t.commercial_enrichment ?? null}, description_file_path = ${t.description_file ?? null},
      payment_type = ${t.payment_type},
      price_value = case when ${applyPrice} then ${t.price_value}::numeric else price_value end,
      is_active = ${t.is_active}, operator = ${t.operator}, segment = ${t.segment}, updated_at = now()
    where id = ${id}`);
}

/** Replaces the tariff's fixed-line and mobile-line data (removed when null). */
export async function replaceLineInfo(
  tx: KiwiTx,
  id: number,
  info: Pick<TCreateTariffRequest, 'fixed_line_info' | 'mobile_line_info'>,
): Promise<void> {
  const f = info.fixed_line_info;
  const m = info.mobile_line_info;
  await Promise.all([
    tx.execute(sql`delete from tariff_fixed_line_info where tariff_id = ${id}`),
    tx.execute(sql`delete from tariff_mobile_line_info where tariff_id = ${id}`),
  ]);
  await Promise.all([
    f
      ? tx.execute(sql`
      insert into tariff_fixed_line_info (tenant_id, tariff_id, type, owners, upload_speed_amount, upload_speed_unit,
        download_speed_amount, download_speed_unit, voice_to_fixed, voice_to_mobile)
      values (current_setting('app.tenant_id')::bigint, ${id}, ${f.type}, ${f.owners}, ${f.upload_speed.amount},
        ${f.upload_speed.unit}, ${f.download_speed.amount}, ${f.download_speed.unit}, ${f.voice_to_fixed},
        ${f.voice_to_mobile})`)
      : null,
    m
      ? tx.execute(sql`
      insert into tariff_mobile_line_info (tenant_id, tariff_id, data_amount, data_unit, voice_minutes, voice_unit,
        voice_to_foreign)
      values (current_setting('app.tenant_id')::bigint, ${id}, ${m.mobile_line_data.amount}, ${m.mobile_line_data.unit},
        ${m.mobile_line_voice.amount}, ${m.mobile_line_voice.unit}, ${m.voice_to_foreign ?? null})`)
      : null,
  ]);
}
