import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TPriceHistory, TUpfront } from '@kiwi/domain';
import { allOf, iso, likePattern } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';
import { validFromSql } from '../shared/price-history.queries';

/** The name of the object a history row points at (content_type + object_id). */
const objectName = (alias: string): SQL => {
  const a = sql.identifier(alias);
  return sql`case ${a}.content_type
    when 'tariff' then (select o.name from tariffs o where o.id = ${a}.object_id)
    when 'additional_line' then (select o.name from additional_lines o where o.id = ${a}.object_id)
    when 'sva' then (select o.name from svas o where o.id = ${a}.object_id)
    when 'promotion' then (select o.name from promotions o where o.id = ${a}.object_id)
    when 'insurance' then (select o.name from insurances o where o.id = ${a}.object_id)
    when 'device' then (select o.name from devices o where o.id = ${a}.object_id)
    when 'instalment' then (select d.name || ' · ' || coalesce(t.name, l.name) from instalments o
      join devices d on d.id = o.device_id left join tariffs t on t.id = o.tariff_id
      left join additional_lines l on l.id = o.additional_line_id where o.id = ${a}.object_id)
    end`;
};

export interface HistoryFilter {
  id?: number;
  contentType?: string;
  objectId?: number;
  isActive?: boolean;
  search?: string;
  objectiveTypeId?: number;
  tipo?: string;
}

function conditions(alias: string, f: HistoryFilter): SQL {
  const a = sql.identifier(alias);
  const c: SQL[] = [];
  if (f.id !== undefined) c.push(sql`${a}.id = ${f.id}`);
  if (f.contentType !== undefined) c.push(sql`${a}.content_type = ${f.contentType}`);
  if (f.objectId !== undefined) c.push(sql`${a}.object_id = ${f.objectId}`);
  if (f.isActive !== undefined) c.push(sql`${a}.is_active = ${f.isActive}`);
  if (f.objectiveTypeId !== undefined) c.push(sql`${a}.objective_type_id = ${f.objectiveTypeId}`);
  if (f.tipo !== undefined) c.push(sql`${a}.tipo = ${f.tipo}`);
  if (f.search !== undefined) c.push(sql`${objectName(alias)} ilike ${likePattern(f.search)}`);
  return allOf(c);
}

export type PriceHistoryRow = TPriceHistory & { total: number };

/** Price history rows, newest first by the day they apply from. */
export async function selectPriceHistory(
  tx: KiwiTx,
  f: HistoryFilter,
  paging: Paging,
): Promise<PriceHistoryRow[]> {
  return (await tx.execute(sql`
    select h.id::int as id,
      round(h.price, case when h.content_type = 'additional_line' then 4 else 2 end)::text as price,
      h.object_id::int as object_id, h.content_type, ${objectName('h')} as object_name, h.is_active,
      ${iso(sql`h.valid_from`)} as valid_from, ${iso(sql`h.created_at`)} as created_on,
      count(*) over ()::int as total
    from price_history h
    where ${conditions('h', f)}
    order by h.valid_from desc, h.id desc
    limit ${paging.pageSize} offset ${paging.offset}`)) as unknown as PriceHistoryRow[];
}

export async function insertPriceHistoryRow(
  tx: KiwiTx,
  row: {
    price: string;
    objectId: number;
    contentType: string;
    isActive: boolean;
    validFrom?: string | undefined;
  },
): Promise<number> {
  const [inserted] = await tx.execute<{ id: number }>(sql`
    insert into price_history (tenant_id, content_type, object_id, price, is_active, valid_from)
    values (current_setting('app.tenant_id')::bigint, ${row.contentType}, ${row.objectId}, ${row.price},
      ${row.isActive}, ${validFromSql(row.validFrom)})
    returning id::int as id`);
  return Number(inserted!.id);
}

/** Updates the given fields; answers the row's object, or undefined when absent. */
export async function updatePriceHistoryRow(
  tx: KiwiTx,
  id: number,
  patch: {
    price?: string | undefined;
    isActive?: boolean | undefined;
    validFrom?: string | undefined;
  },
): Promise<{ content_type: string; object_id: number } | undefined> {
  const [row] = await tx.execute<{ content_type: string; object_id: number }>(sql`
    update price_history set
      price = coalesce(${patch.price ?? null}::numeric, price),
      is_active = coalesce(${patch.isActive ?? null}::boolean, is_active),
      valid_from = ${patch.validFrom ? validFromSql(patch.validFrom) : sql`valid_from`}
    where id = ${id} returning content_type, object_id::int as object_id`);
  return row;
}

export async function deletePriceHistoryRow(
  tx: KiwiTx,
  id: number,
): Promise<{ content_type: string; object_id: number } | undefined> {
  const [row] = await tx.execute<{ content_type: string; object_id: number }>(sql`
    delete from price_history where id = ${id} returning content_type, object_id::int as object_id`);
  return row;
}

export type UpfrontRow = TUpfront & { total: number };

export async function selectUpfronts(
  tx: KiwiTx,
  f: HistoryFilter,
  paging: Paging,
): Promise<UpfrontRow[]> {
  return (await tx.execute(sql`
    select u.id::int as id, u.upfront::text as upfront, u.objective_type_id::int as familia_objetivo,
      (select ot.nombre from objective_types ot where ot.id = u.objective_type_id) as familia_objetivo_nombre,
      u.tipo, u.object_id::int as object_id, u.content_type, ${objectName('u')} as object_name, u.is_active,
      ${iso(sql`u.created_at`)} as created_on, count(*) over ()::int as total
    from upfront_history u
    where ${conditions('u', f)}
    order by u.created_at desc, u.id desc
    limit ${paging.pageSize} offset ${paging.offset}`)) as unknown as UpfrontRow[];
}

export async function insertUpfront(
  tx: KiwiTx,
  row: {
    upfront: string;
    objectiveTypeId: number | null;
    tipo: string | null;
    objectId: number;
    contentType: string;
    isActive: boolean;
  },
): Promise<number> {
  const [inserted] = await tx.execute<{ id: number }>(sql`
    insert into upfront_history (tenant_id, upfront, objective_type_id, tipo, object_id, content_type, is_active)
    values (current_setting('app.tenant_id')::bigint, ${row.upfront}, ${row.objectiveTypeId}, ${row.tipo},
      ${row.objectId}, ${row.contentType}, ${row.isActive})
    returning id::int as id`);
  return Number(inserted!.id);
}

export async function updateUpfront(
  tx: KiwiTx,
  id: number,
  patch: {
    upfront?: string | undefined;
    objectiveTypeId?: number | undefined;
    tipo?: string | undefined;
    isActive?: boolean | undefined;
  },
): Promise<boolean> {
  const rows = await tx.execute(sql`
    update upfront_history set
      upfront = coalesce(${patch.upfront ?? null}::numeric, upfront),
      objective_type_id = coalesce(${patch.objectiveTypeId ?? null}::bigint, objective_type_id),
      tipo = coalesce(${patch.tipo ?? null}::text, tipo),
      is_active = coalesce(${patch.isActive ?? null}::boolean, is_active)
    where id = ${id} returning id`);
  return rows.length > 0;
}

export async function deleteUpfront(tx: KiwiTx, id: number): Promise<boolean> {
  const rows = await tx.execute(sql`delete from upfront_history where id = ${id} returning id`);
  return rows.length > 0;
}
