import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index';
import { openTenantTransaction } from './tenant-transaction';

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
 * A postgres.js pool for `url`. A Unix-socket directory may be given the libpq way,
 * `postgres://user:pass@localhost:5432/db?host=/var/run/postgresql` (postgres.js itself would
 * send `host` to the server as a setting): no TCP stack on a local database.
 */
export function createPool(
  url: string,
  options: postgres.Options<Record<string, postgres.PostgresType>> = {},
): postgres.Sql {
  const parsed = new URL(url);
  const socketDir = parsed.searchParams.get('host');
  if (!socketDir?.startsWith('/')) return postgres(url, options);
  parsed.searchParams.delete('host');
  return postgres(parsed.toString(), { ...options, host: socketDir });
}

/**
 * Opens a pool. The API passes the kiwi_app URL, so every tenant table is filtered by
 * row-level security; use `withTenant` for anything that touches tenant data.
 */
export function createDb(url: string, options: { max?: number } = {}): KiwiDbHandle {
  const client = createPool(url, {
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
 * BEGIN and the settings go to PostgreSQL in one write (see `openTenantTransaction`).
 */
export async function withTenant<T>(
  db: KiwiDb,
  tenantId: number,
  fn: (tx: KiwiTx) => Promise<T>,
  actor: TenantActor = {},
): Promise<T> {
  const { transaction } = await openTenantTransaction(db, tenantId, actor);
  let result: T;
  try {
    result = await fn(transaction.tx);
  } catch (error) {
    await transaction.finish(false);
    throw error;
  }
  await transaction.finish(true);
  return result;
}
