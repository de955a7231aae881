import type { SQL } from 'drizzle-orm';
import { tenantLastReadOf, tenantSqlOf, type KiwiTx } from '@kiwi/db';
import { renderSql } from '@kiwi/db/queries';

/** `last`: the call's last statement, sent with COMMIT (decision 0605); nothing may follow. */
export interface ListRead {
  last?: boolean;
}

/**
 * A catalogue list statement on the request's transaction, through raw postgres.js (a
 * prepared statement, no Drizzle query object: the configurator's lists are a hot path).
 */
export async function readList<Row>(
  tx: KiwiTx,
  statement: SQL,
  read: ListRead = {},
): Promise<Row[]> {
  const { text, params } = renderSql(statement);
  const run = read.last ? tenantLastReadOf(tx) : tenantSqlOf(tx);
  return (await run.unsafe(text, params)) as unknown as Row[];
}
