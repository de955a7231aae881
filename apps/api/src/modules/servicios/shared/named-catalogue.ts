import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCatalogueDeleteResult } from '@kiwi/domain';
import { filterSql, iso, type CatalogueFilter } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';
import { badRequest, notFound } from '../../../lib/http-errors';
import { deleteOrDeactivate } from './catalogue-writes';
import type { UsageKind } from './usage.queries';

/**
 * Catalogues that are just a name per tenant (`nombre`): database origins and objective
 * types. The name is unique per tenant (case-insensitive index); they have no is_active, so
 * one in use cannot be deleted (decision 1503).
 */
export interface NamedTable {
  table: 'database_origins' | 'objective_types';
  usage: UsageKind;
  label: string;
  duplicate: string;
}

export type NamedRow = { id: number; nombre: string; timestamp: string; total: number };

export async function selectNamed(
  tx: KiwiTx,
  t: NamedTable,
  f: CatalogueFilter,
  paging: Paging,
): Promise<NamedRow[]> {
  return (await tx.execute(sql`
    select n.id::int as id, n.nombre, ${iso(sql`n.created_at`)} as timestamp, count(*) over ()::int as total
    from ${sql.identifier(t.table)} n
    where ${filterSql('n', f, { search: 'nombre' })}
    order by n.nombre, n.id limit ${paging.pageSize} offset ${paging.offset}`)) as unknown as NamedRow[];
}

const duplicateOr = (t: NamedTable) => (error: unknown) => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw badRequest({ nombre: [t.duplicate] });
  throw error;
};

export async function insertNamed(tx: KiwiTx, t: NamedTable, nombre: string): Promise<number> {
  const [row] = await tx
    .execute<{ id: number }>(
      sql`
      insert into ${sql.identifier(t.table)} (tenant_id, nombre)
      values (current_setting('app.tenant_id')::bigint, ${nombre}) returning id::int as id`,
    )
    .catch(duplicateOr(t));
  return Number(row!.id);
}

export async function renameNamed(
  tx: KiwiTx,
  t: NamedTable,
  id: number,
  nombre: string,
): Promise<void> {
  const rows = await tx
    .execute(
      sql`update ${sql.identifier(t.table)} set nombre = ${nombre} where id = ${id} returning id`,
    )
    .catch(duplicateOr(t));
  if (rows.length === 0) throw notFound();
}

export const removeNamed = (
  tx: KiwiTx,
  t: NamedTable,
  id: number,
): Promise<TCatalogueDeleteResult> =>
  deleteOrDeactivate(tx, {
    table: t.table,
    usage: t.usage,
    id,
    label: t.label,
    canDeactivate: false,
  });
