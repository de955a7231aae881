import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreateTariffRequest } from '@kiwi/domain';
import type { Paging } from '../../../lib/pagination';
import { likePattern } from '../shared/paging';
import { nextPriceSql, priceInForceSql } from '../shared/price-history.queries';
import { allOf, isoTimestamp, linkedIds } from '../shared/sql-fragments';

export interface TariffFilter {
  operator?: string;
  segment?: string;
  category?: string;
  paymentType?: string;
  isActive?: boolean;
  search?: string;
  id?: number;
}

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

function conditions(f: TariffFilter): SQL {
  const c: SQL[] = [];
  if (f.id !== undefined) c.push(sql`t.id = ${f.id}`);
  if (f.operator !== undefined) c.push(sql`t.operator = ${f.operator}`);
  if (f.segment !== undefined) c.push(sql`t.segment = ${f.segment}`);
  if (f.category !== undefined) c.push(sql`t.category = ${f.category}`);
  if (f.paymentType !== undefined) c.push(sql`t.payment_type = ${f.paymentType}`);
  if (f.isActive !== undefined) c.push(sql`t.is_active = ${f.isActive}`);
  if (f.search !== undefined) c.push(sql`t.name ilike ${likePattern(f.search)}`);
  return allOf(c);
}

const fixedInfo = sql`(select json_build_object(
    'type', f.type, 'owners', f.owners,
    'upload_speed', json_build_object('unit', f.upload_speed_unit, 'amount', coalesce(f.upload_speed_amount, 0)::float8),
    'download_speed', json_build_object('unit', f.download_speed_unit, 'amount', coalesce(f.download_speed_amount, 0)::float8),
    'voice_to_fixed', f.voice_to_fixed, 'voice_to_mobile', f.voice_to_mobile)
  from tariff_fixed_line_info f where f.tariff_id = t.id)`;

/** "Foreign minutes only when non-zero": the key is left out when there are none. */
const mobileInfo = sql`(select jsonb_build_object(
    'mobile_line_data', jsonb_build_object('unit', m.data_unit, 'amount', m.data_amount::float8),
    'mobile_line_voice', jsonb_build_object('unit', m.voice_unit, 'amount', m.voice_minutes))
    || case when coalesce(m.voice_to_foreign, 0) > 0
         then jsonb_build_object('voice_to_foreign', m.voice_to_foreign) else '{}'::jsonb end
  from tariff_mobile_line_info m where m.tariff_id = t.id)`;

/** One page of tariffs (or one tariff with `id`), with the price in force now. */
export async function selectTariffs(
  tx: KiwiTx,
  filter: TariffFilter,
  paging: Paging,
): Promise<TariffRow[]> {
  return tx.execute<TariffRow>(sql`
    select t.id::int as id, t.name, t.category, t.color, t.commercial_enrichment::text as commercial_enrichment,
      t.description_file_path as description_file, t.payment_type,
      ${priceInForceSql('tariff', 't')} as price_value, ${nextPriceSql('tariff', 't')} as next_price,
      t.is_active, t.operator, t.segment,
      ${linkedIds('tariff_promotions', 'tariff_id', 'promotion_id', sql`t.id`)} as promotions,
      ${linkedIds('tariff_additional_lines', 'tariff_id', 'additional_line_id', sql`t.id`)} as additional_lines,
      ${linkedIds('tariff_svas', 'tariff_id', 'sva_id', sql`t.id`)} as svas,
      ${fixedInfo} as fixed_line_info, ${mobileInfo} as mobile_line_info,
      ${isoTimestamp(sql`t.created_at`)} as created_on, ${isoTimestamp(sql`t.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from tariffs t
    where ${conditions(filter)}
    order by t.name, t.id
    limit ${paging.pageSize} offset ${paging.offset}`) as unknown as Promise<TariffRow[]>;
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
