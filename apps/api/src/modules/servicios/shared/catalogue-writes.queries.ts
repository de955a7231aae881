import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

/** Statements every catalogue write shares (tables and columns are constants, never input). */

/** Is the name taken by another item of the same operator (and segment)? */
export async function nameTaken(
  tx: KiwiTx,
  table: string,
  key: { name: string; operator: string; segment?: string | undefined },
  exceptId?: number,
): Promise<boolean> {
  const segment = key.segment === undefined ? sql`true` : sql`segment = ${key.segment}`;
  const [row] = await tx.execute<{ taken: boolean }>(sql`
    select exists(select 1 from ${sql.identifier(table)}
      where lower(name) = lower(${key.name}) and operator = ${key.operator} and ${segment}
        and id <> ${exceptId ?? 0}) as taken`);
  return row?.taken ?? false;
}

/** The ids of `ids` that do not exist in the caller's tenant. */
export async function missingIds(
  tx: KiwiTx,
  table: string,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.execute<{ id: number }>(sql`
    select x.id::int as id from unnest(${sql.param([...ids])}::bigint[]) as x(id)
    where not exists (select 1 from ${sql.identifier(table)} t where t.id = x.id)`);
  return rows.map((r) => Number(r.id));
}

/** Replaces the links of one owner in a link table: two statements whatever the count. */
export async function replaceLinks(
  tx: KiwiTx,
  link: { table: string; ownerColumn: string; otherColumn: string },
  ownerId: number,
  otherIds: readonly number[],
): Promise<void> {
  const { table, ownerColumn, otherColumn } = link;
  await tx.execute(sql`
    delete from ${sql.identifier(table)} where ${sql.identifier(ownerColumn)} = ${ownerId}
      and not (${sql.identifier(otherColumn)} = any(${sql.param([...otherIds])}::bigint[]))`);
  if (otherIds.length === 0) return;
  await tx.execute(sql`
    insert into ${sql.identifier(table)} (tenant_id, ${sql.identifier(ownerColumn)}, ${sql.identifier(otherColumn)})
    select current_setting('app.tenant_id')::bigint, ${ownerId}, x.id
    from unnest(${sql.param([...otherIds])}::bigint[]) as x(id)
    on conflict do nothing`);
}

/** Deletes a row; answers whether it existed. */
export async function deleteRow(tx: KiwiTx, table: string, id: number): Promise<boolean> {
  const rows = await tx.execute(
    sql`delete from ${sql.identifier(table)} where id = ${id} returning id`,
  );
  return rows.length > 0;
}

/** Sets is_active = false; answers whether the row exists. */
export async function deactivateRow(tx: KiwiTx, table: string, id: number): Promise<boolean> {
  const rows = await tx.execute(sql`
    update ${sql.identifier(table)} set is_active = false, updated_at = now() where id = ${id} returning id`);
  return rows.length > 0;
}
