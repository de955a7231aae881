import { tenantLastReadOf, tenantSqlOf, type KiwiTx } from '@kiwi/db';
import { templateOf, type RunStatement } from '@kiwi/db/queries';

/**
 * The shared list runners of `@kiwi/db/queries` (`runCustomerListPage`, `runAtencionListPage`)
 * on the request's transaction, through raw postgres.js (a measured hot path: no Drizzle query
 * object per statement). Each statement is sent when it is made, so they go in call order; the
 * one marked `last` goes with COMMIT (decision 0605): nothing may run on `tx` afterwards.
 */
export function requestRunner(tx: KiwiTx): RunStatement {
  const sql = tenantSqlOf(tx);
  const last = tenantLastReadOf(tx);
  return (statement, options) => {
    const [strings, ...values] = templateOf(statement);
    return (options?.last ? last : sql)(strings, ...(values as never[]));
  };
}
