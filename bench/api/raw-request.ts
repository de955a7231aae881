import type postgres from 'postgres';
import { renderSql, type RunStatement } from '@kiwi/db/queries';

/**
 * One request's database work through postgres.js, written like the API writes it: BEGIN with
 * the tenant settings in one write, the statements `work` runs sent as they are made (in call
 * order), and the one marked `last` followed by COMMIT in the same write (decision 0605). The
 * SQL baseline of the list benches, which run the API's own list runners through it.
 * `withBegin`: `work`'s first statements go in BEGIN's write, like a route whose first read
 * rides in the guard's opening write (`config.prefetch`, decision 1115).
 */
export async function rawTenantRequest<T>(
  sql: postgres.Sql,
  tenantId: number,
  work: (run: RunStatement) => Promise<T>,
  options: { withBegin?: boolean } = {},
): Promise<T> {
  const conn = await sql.reserve();
  try {
    const opened = Promise.all([
      conn`begin`.execute(),
      conn`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('app.account_id', '', true), set_config('app.route', '', true)`.execute(),
    ]);
    if (!options.withBegin) await opened;
    let commit: Promise<unknown> | undefined;
    const run: RunStatement = (statement, options) => {
      const { text, params } = renderSql(statement);
      // Sent now (postgres.js would wait for the first `.then`).
      const query = conn.unsafe(text, params as never[], { prepare: true }).execute();
      if (options?.last) commit = conn`commit`.execute();
      return query;
    };
    const [result] = await Promise.all([work(run), opened]);
    await (commit ?? conn`commit`);
    return result;
  } finally {
    conn.release();
  }
}
