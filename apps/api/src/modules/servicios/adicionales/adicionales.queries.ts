import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TAdditionalLine, TCreateAdditionalLineRequest } from '@kiwi/domain';
import { additionalLineListSql, priceInForceSql, type CatalogueFilter } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';
import { readList, type ListRead } from '../shared/list-read';

export type AdditionalLineRow = TAdditionalLine & { total: number };

export function selectAdditionalLines(
  tx: KiwiTx,
  f: CatalogueFilter,
  paging: Paging,
  read?: ListRead,
): Promise<AdditionalLineRow[]> {
  return readList<AdditionalLineRow>(tx, additionalLineListSql(f, paging), read);
}

export async function currentBaseFee(tx: KiwiTx, id: number): Promise<string | undefined> {
  const [row] = await tx.execute<{ price: string }>(sql`
    select ${priceInForceSql('additional_line', 'a')} as price from additional_lines a where a.id = ${id}`);
  return row?.price;
}

export async function insertAdditionalLine(
  tx: KiwiTx,
  b: TCreateAdditionalLineRequest,
): Promise<number> {
  const info = b.mobile_line_info;
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into additional_lines (tenant_id, name, max_number, operator, segment, is_active, price_value, base_fee,
      data_amount, data_unit, voice_minutes, voice_unit)
    values (current_setting('app.tenant_id')::bigint, ${b.name}, ${b.max_number}, ${b.operator}, ${b.segment},
      ${b.is_active}, ${b.price_value}, ${info.price.base_fee}, ${info.mobile_line_data?.amount ?? null},
      ${info.mobile_line_data?.unit ?? 'GB'}, ${info.mobile_line_voice?.amount ?? null}, ${info.mobile_line_voice?.unit ?? 'min'})
    returning id::int as id`);
  return Number(row!.id);
}

export async function updateAdditionalLine(
  tx: KiwiTx,
  id: number,
  b: TCreateAdditionalLineRequest,
  applyPrice: boolean,
) {
  const info = b.mobile_line_info;
  await tx.execute(sql`
    update additional_lines set name = ${b.name}, max_number = ${b.max_number}, operator = ${b.operator},
      segment = ${b.segment}, is_active = ${b.is_active}, price_value = ${b.price_value},
      base_fee = case when ${applyPrice} then ${info.price.base_fee}::numeric else base_fee end,
      data_amount = ${info.mobile_line_data?.amount ?? null}, data_unit = ${info.mobile_line_data?.unit ?? 'GB'},
      voice_minutes = ${info.mobile_line_voice?.amount ?? null}, voice_unit = ${info.mobile_line_voice?.unit ?? 'min'},
      updated_at = now()
    where id = ${id}`);
}
