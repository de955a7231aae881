import postgres from 'postgres';

/** One-connection client for a test (closed by the returned `end`). */
export function connect(url: string): postgres.Sql {
  return postgres(url, { max: 1, onnotice: () => {} });
}

/** Every table of the public schema with a tenant_id column, from the catalog. */
export async function tenantTables(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql<{ table: string }[]>`
    select c.relname as table
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by 1`;
  return rows.map((r) => r.table);
}

/** Runs `fn` in a transaction with app.tenant_id set (or unset when tenantId is null). */
export async function asTenant<T>(
  sql: postgres.Sql,
  tenantId: number | null,
  fn: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  return (await sql.begin(async (tx) => {
    if (tenantId !== null) await tx`select set_config('app.tenant_id', ${String(tenantId)}, true)`;
    return fn(tx);
  })) as T;
}

/** The SQLSTATE of a failed promise (undefined if it did not fail). */
export async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? 'no-code';
  }
}
