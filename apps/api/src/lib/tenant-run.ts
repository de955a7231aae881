import { tenantLastReadOf, tenantSqlOf, type KiwiTx, type TenantSql } from '@kiwi/db';
import { renderSql, type RunStatement } from '@kiwi/db/queries';

/**
 * A shared list runner of `@kiwi/db/queries` on a postgres.js template bound to the request's
 * transaction (the guard's prefetch hands one out; `tenantLastReadOf` gives the one that ends
 * it): each statement rendered and sent as a prepared statement, never as a template.
 */
export function sqlRunner(sql: TenantSql): RunStatement {
  return (statement) => {
    const { text, params } = renderSql(statement);
    return sql.unsafe(text, params);
  };
}

/**
 * The shared list runners of `@kiwi/db/queries` (`runCustomerListPage`, `runAtencionListPage`)
 * on the request's transaction, through raw postgres.js (a measured hot path: no Drizzle query
 * object per statement). Each statement is sent when it is made, so they go in call order; the
 * one marked `last` goes with COMMIT (decision 0605): nothing may run on `tx` afterwards.
 */
export function requestRunner(tx: KiwiTx): RunStatement {
  const run = sqlRunner(tenantSqlOf(tx));
  const last = sqlRunner(tenantLastReadOf(tx));
  return (statement, options) => (options?.last ? last : run)(statement);
}
