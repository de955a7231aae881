/**
 * Bulk load with the secondary indexes of the big tables built once at the end, as pg_restore
 * does: maintaining ten indexes row by row costs ~15× the insert itself (measured: 200 000
 * atenciones in 13.8 s with their indexes, 0.8 s without). The drop, the load and the rebuild
 * run in the seed's one transaction, so a failure or a killed process leaves every index as it
 * was. Primary keys and unique constraints stay: the composite foreign keys rely on them.
 */
import type { SeedSql } from './draw';

export const BULK_TABLES = [
  'customers', 'customer_notes', 'customer_contracts', 'contact_attempts', 'schedules',
  'no_interest_outcomes', 'customer_procedures', 'offers', 'packages', 'package_svas', 'orders',
  'package_additional_info',
]; // prettier-ignore

export async function withIndexesBuiltAfter<T>(
  sql: SeedSql,
  load: () => Promise<T>,
  log: (msg: string) => void,
  cpu: () => number | null,
): Promise<T> {
  const indexes = await sql<{ name: string; def: string }[]>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
    where t.relname = any(${BULK_TABLES}::text[])
      and not i.indisprimary and not i.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by t.relname, 1`;
  if (indexes.length > 0) await sql.unsafe(indexes.map((i) => `drop index ${i.name}`).join('; '));
  const result = await load();
  const started = Date.now();
  const c0 = cpu();
  for (const index of indexes) await sql.unsafe(index.def);
  const c1 = cpu();
  const used = c0 === null || c1 === null ? '' : ` (database CPU ${(c1 - c0).toFixed(1)} s)`;
  log(
    `${indexes.length} indexes rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s${used}`,
  );
  return result;
}
