import { sql as rawSql } from 'drizzle-orm';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index';

export type KiwiSchema = typeof schema;
/** The Drizzle database handle (postgres.js driver) with the whole Kiwi schema. */
export type KiwiDb = PostgresJsDatabase<KiwiSchema>;
/** A transaction opened on a KiwiDb (what `withTenant` hands to its callback). */
export type KiwiTx = Parameters<Parameters<KiwiDb['transaction']>[0]>[0];

export interface KiwiDbHandle {
  db: KiwiDb;
  sql: postgres.Sql;
  close(): Promise<void>;
}

/**
 * Opens a pool. The API passes the kiwi_app URL, so every tenant table is filtered by
 * row-level security; use `withTenant` for anything that touches tenant data.
 */
export function createDb(url: string, options: { max?: number } = {}): KiwiDbHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: 'kiwi' },
  });
  const db = drizzle(client, { schema });
  return { db, sql: client, close: () => client.end({ timeout: 5 }) };
}

/**
 * Who is acting in a tenant transaction, for the record history (the database trigger reads
 * `app.account_id` and `app.route`): the API passes the caller and `METHOD /route/pattern`;
 * a worker job passes the account that asked for it and e.g. `job:import-customers`.
 */
export interface TenantActor {
  accountId?: number | null;
  route?: string | null;
}

/**
 * Runs `fn` in one transaction whose first statement sets `app.tenant_id` (transaction
 * local), which is what the row-level-security policies compare against, together with
 * the acting account and route (`app.account_id`, `app.route`; empty when not given).
 */
export async function withTenant<T>(
  db: KiwiDb,
  tenantId: number,
  fn: (tx: KiwiTx) => Promise<T>,
  actor: TenantActor = {},
): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) {
    throw new Error(`withTenant: invalid tenant id ${String(tenantId)}`);
  }
  const accountId = actor.accountId == null ? '' : String(actor.accountId);
  const route = actor.route ?? '';
  return db.transaction(async (tx) => {
    await tx.execute(
      rawSql`select set_config('app.tenant_id', ${String(tenantId)}, true),
        set_config('app.account_id', ${accountId}, true),
        set_config('app.route', ${route}, true)`,
    );
    return fn(tx);
  });
}
