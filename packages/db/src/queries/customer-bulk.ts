import { sql, type SQL } from 'drizzle-orm';

export type BulkAction = 'reasignar' | 'origen' | 'eliminar';

/** The ids of the target customers, in id order (`where` on `c`). */
export function customerIdsSql(where: SQL): SQL {
  return sql`select c.id from customers c where ${where} order by c.id`;
}

/** The customers with these ids (a selection, or one chunk of a bulk job). */
export function customerIdsCondition(ids: readonly number[]): SQL {
  return sql`c.id = any(${sql.param(ids.map(String))}::int8[])`;
}

/**
 * One statement applying a bulk action to the customers matching `target` (on `c`; RLS
 * keeps it in the tenant); returns one row per customer changed. The history trigger records each row.
 */
export function customerBulkSql(action: BulkAction, valor: number | null, target: SQL): SQL {
  if (action === 'eliminar') {
    return sql`delete from customers c where ${target} returning c.id`;
  }
  const column = action === 'reasignar' ? sql`comercial_id` : sql`origen_bbdd_id`;
  return sql`update customers c set ${column} = ${valor}::int8, updated_at = now()
    where ${target} and c.${column} is distinct from ${valor}::int8
    returning c.id`;
}
