import type postgres from 'postgres';
import { renderSql, type RunStatement } from '@kiwi/db/queries';

/**
 * One request's database work through postgres.js, written like the API writes it: BEGIN with
 * the tenant settings in one write, the statements `work` runs sent as they are made (in call
 * order), and the one marked `last` followed by COMMIT in the same write (decision 0605). The
 * SQL baseline of the list benches, which run the API's own list runners through it.
 */
export async function rawTenantRequest<T>(
  sql: postgres.Sql,
  tenantId: number,
  work: (run: RunStatement) => Promise<T>,
): Promise<T> {
  const conn = await sql.reserve();
  try {
    await Promise.all([
      conn`begin`,
      conn`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('app.account_id', '', true), set_config('app.route', '', true)`,
    ]);
    let commit: Promise<unknown> | undefined;
    const run: RunStatement = (statement, options) => {
      const { text, params } = renderSql(statement);
      // Sent now (postgres.js would wait for the first `.then`).
      const query = conn.unsafe(text, params as never[], { prepare: true }).execute();
      if (options?.last) commit = conn`commit`.execute();
      return query;
    };
    const result = await work(run);
    await (commit ?? conn`commit`);
    return result;
  } finally {
    conn.release();
  }
}
