import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { PricedContentType } from '@kiwi/domain';
import { PRICED_TABLES, priceInForceSql } from '@kiwi/db/queries';

/**
 * The effective-dated prices (decision 1504): `price_history` rows apply from `valid_from`;
 * the price in force at an instant is the latest active row not after it, else the
 * object's own column. The only SQL that reads or writes price history.
 */

/** `valid_from` as SQL: a day is 00:00 in Madrid that day; a date-time as it is; null = now(). */
export const validFromSql = (value: string | null | undefined): SQL =>
  value
    ? sql`(case when length(${value}::text) = 10
             then (${value}::text::date)::timestamp at time zone 'Europe/Madrid'
             else ${value}::text::timestamptz end)`
    : sql`now()`;

/** Records a price with the instant it applies from; answers whether that is still to come. */
export async function insertPriceHistory(
  tx: KiwiTx,
  row: {
    type: PricedContentType;
    objectId: number;
    price: string;
    validFrom?: string | null | undefined;
  },
): Promise<{ scheduled: boolean }> {
  const [inserted] = await tx.execute<{ scheduled: boolean }>(sql`
    insert into price_history (tenant_id, content_type, object_id, price, valid_from)
    values (current_setting('app.tenant_id')::bigint, ${row.type}, ${row.objectId}, ${row.price},
            ${validFromSql(row.validFrom)})
    returning valid_from > now() as scheduled`);
  return { scheduled: inserted?.scheduled ?? false };
}

/** Many price rows of one content type in one statement, each applying from now. */
export async function insertPriceHistoryNow(
  tx: KiwiTx,
  type: PricedContentType,
  rows: ReadonlyArray<{ objectId: number; price: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into price_history (tenant_id, content_type, object_id, price, valid_from)
    select current_setting('app.tenant_id')::bigint, ${type}, r.object_id, r.price::numeric, now()
    from unnest(${sql.param(rows.map((r) => r.objectId))}::bigint[],
                ${sql.param(rows.map((r) => r.price))}::text[]) as r(object_id, price)`);
}

/**
 * Sets the object's own price column to the price in force now (after a history row was
 * added, changed or removed), so plain reads of the table agree with the history.
 */
export async function syncPriceColumn(tx: KiwiTx, type: PricedContentType, objectId: number) {
  const { table, column } = PRICED_TABLES[type];
  await tx.execute(sql`
    update ${sql.identifier(table)} o
    set ${sql.identifier(column)} = coalesce((select h.price from price_history h
        where h.content_type = ${type} and h.object_id = o.id and h.is_active and h.valid_from <= now()
        order by h.valid_from desc, h.id desc limit 1), o.${sql.identifier(column)})
    where o.id = ${objectId}`);
}

/**
 * "The price in force on a date" for many objects at once (one statement): id → price text
 * (objects without history answer their own price; unknown ids are absent).
 */
export async function pricesAt(
  tx: KiwiTx,
  type: PricedContentType,
  ids: readonly number[],
  at: string,
): Promise<Map<number, string>> {
  const { table } = PRICED_TABLES[type];
  const rows = await tx.execute<{ id: number; price: string }>(sql`
    select o.id::int as id, ${priceInForceSql(type, 'o', validFromSql(at))} as price
    from ${sql.identifier(table)} o where o.id = any(${sql.param([...ids])}::bigint[])`);
  return new Map(rows.map((r) => [Number(r.id), r.price]));
}

/** Does the object exist in the caller's tenant (history rows have no foreign key)? */
export async function pricedObjectName(
  tx: KiwiTx,
  type: PricedContentType,
  objectId: number,
): Promise<string | null | undefined> {
  const { table } = PRICED_TABLES[type];
  const nameExpr =
    type === 'instalment'
      ? sql`(select d.name from devices d where d.id = o.device_id)`
      : sql`o.name`;
  const [row] = await tx.execute<{ name: string | null }>(sql`
    select ${nameExpr} as name from ${sql.identifier(table)} o where o.id = ${objectId}`);
  return row ? row.name : undefined;
}
