import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '../schema/index';

/** Seeds write through the admin URL (superuser: no RLS in the way), on one connection. */
export function connectSeeder(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 5 });
  const db = drizzle(sql, { schema });
  return { sql, db, close: () => sql.end({ timeout: 5 }) };
}

export type SeedDb = ReturnType<typeof connectSeeder>['db'];
export type SeedTx = Parameters<Parameters<SeedDb['transaction']>[0]>[0];
