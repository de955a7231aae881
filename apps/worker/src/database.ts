import type postgres from 'postgres';
import { createPool } from '@kiwi/db';

/** The worker's pool on the kiwi_app connection (row-level security applies, as in the API). */
export function createWorkerPool(url: string, max = 4): postgres.Sql {
  return createPool(url, {
    max,
    onnotice: () => {},
    connection: { application_name: 'kiwi-worker' },
  });
}

/** Who acts in a job's tenant transaction, for the record history (decision 0901). */
export interface JobActor {
  accountId: number | string | null;
  /** e.g. `job:customer-import-apply` */
  route: string;
}

/**
 * Runs `fn` in one transaction bound to `tenantId` (`app.tenant_id`, what the RLS
 * policies compare against) with the acting account and route for the history triggers.
 */
export async function withTenantSql<T>(
  sql: postgres.Sql,
  tenantId: number | string,
  actor: JobActor,
  fn: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', ${String(tenantId)}, true),
      set_config('app.account_id', ${actor.accountId == null ? '' : String(actor.accountId)}, true),
      set_config('app.route', ${actor.route}, true)`;
    return fn(tx);
  }) as Promise<T>;
}
