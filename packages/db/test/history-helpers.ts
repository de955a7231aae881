import type postgres from 'postgres';

/** One row of record_history as the tests read it (through the admin connection). */
export interface HistoryRow {
  id: number;
  tenant_id: number;
  table_name: string;
  record_id: number;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  parent_table: string | null;
  parent_id: number | null;
  account_id: number | null;
  route: string | null;
  db_user: string;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

/** The history rows of one record, oldest first. */
export function historyOf(sql: postgres.Sql, table: string, recordId: number) {
  return sql<HistoryRow[]>`
    select id::int, tenant_id::int, table_name, record_id::int, action, parent_table,
           parent_id::int, account_id::int, route, db_user, old_values, new_values
    from record_history where table_name = ${table} and record_id = ${recordId} order by id`;
}

/** The highest history id so far (0 when empty): a marker to count what a step wrote. */
export async function lastHistoryId(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<
    { id: number }[]
  >`select coalesce(max(id), 0)::int as id from record_history`;
  return row?.id ?? 0;
}

/** What the API's tenant transaction sets: tenant, acting account and route (transaction-local). */
export function actAs(
  tx: postgres.TransactionSql,
  tenantId: number,
  accountId: number | null,
  route: string | null,
) {
  return tx`select set_config('app.tenant_id', ${String(tenantId)}, true),
    set_config('app.account_id', ${accountId === null ? '' : String(accountId)}, true),
    set_config('app.route', ${route ?? ''}, true)`;
}
