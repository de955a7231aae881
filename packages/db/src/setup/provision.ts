import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { OWNER_ROLE, appUrlFor, databaseUrlWith } from '../urls';
import { markSearchFunctionsLeakproof } from './leakproof';
import { applyAppGrants, ensureRoles } from './roles';

/**
 * The committed migrations. Bundled apps (esbuild) move this file away from the
 * package, so they must copy the folder and point KIWI_MIGRATIONS_DIR at it.
 */
export function migrationsFolder(): string {
  return (
    process.env.KIWI_MIGRATIONS_DIR ?? fileURLToPath(new URL('../../migrations', import.meta.url))
  );
}

/** Cluster-wide advisory lock key serialising provisioning (roles are cluster-wide). */
const PROVISION_LOCK = 7_202_604_001;

export interface ProvisionOptions {
  adminUrl: string;
  database: string;
  log?: (msg: string) => void;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One admin connection. `holdsLock`: it holds a session advisory lock while other
 * connections do the work, so it must never be closed for idleness (that silently
 * releases the lock, and a parallel run may then drop a template still being seeded).
 */
export function connectAdmin(url: string, options: { holdsLock?: boolean } = {}): postgres.Sql {
  return postgres(url, {
    max: 1,
    onnotice: () => {},
    ...(options.holdsLock ? {} : { idle_timeout: 5 }),
  });
}

/** Idempotent: roles, database (owned by kiwi_owner), pending migrations, grants. */
export async function provisionDatabase(options: ProvisionOptions): Promise<{ appUrl: string }> {
  const log = options.log ?? (() => {});
  const admin = connectAdmin(options.adminUrl, { holdsLock: true });
  try {
    await admin`select pg_advisory_lock(${PROVISION_LOCK})`;
    try {
      await ensureRoles(admin);
      const [exists] = await admin`select 1 from pg_database where datname = ${options.database}`;
      if (!exists) {
        log(`creating database ${options.database}`);
        await admin.unsafe(
          `CREATE DATABASE ${quoteIdent(options.database)} OWNER ${OWNER_ROLE} ENCODING 'UTF8' TEMPLATE template0`,
        );
      }
      const targetUrl = databaseUrlWith(options.adminUrl, options.database);
      await migrateAsOwner(targetUrl, log);
      const target = connectAdmin(targetUrl);
      try {
        await markSearchFunctionsLeakproof(target, log);
      } finally {
        await target.end({ timeout: 5 });
      }
    } finally {
      await admin`select pg_advisory_unlock(${PROVISION_LOCK})`;
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  return { appUrl: appUrlFor(options.adminUrl, options.database) };
}

async function migrateAsOwner(targetAdminUrl: string, log: (msg: string) => void) {
  // One connection whose session role is kiwi_owner, so every object it creates is
  // owned by kiwi_owner, never by the admin.
  const owner = postgres(targetAdminUrl, {
    max: 1,
    onnotice: () => {},
    connection: { role: OWNER_ROLE, application_name: 'kiwi-migrate' },
  });
  try {
    const started = Date.now();
    await migrate(drizzle(owner), { migrationsFolder: migrationsFolder() });
    await applyAppGrants(owner);
    log(`migrations applied in ${Date.now() - started} ms`);
  } finally {
    await owner.end({ timeout: 5 });
  }
}

/** True when the database exists, is migrated, and holds at least one tenant. */
export async function isDatabaseSeeded(adminUrl: string, database: string): Promise<boolean> {
  const admin = connectAdmin(adminUrl);
  try {
    const [db] = await admin`select 1 from pg_database where datname = ${database}`;
    if (!db) return false;
  } finally {
    await admin.end({ timeout: 5 });
  }
  const target = connectAdmin(databaseUrlWith(adminUrl, database));
  try {
    const [table] = await target`select to_regclass('public.tenants') is not null as present`;
    if (!table?.present) return false;
    const [row] = await target`select exists (select 1 from public.tenants) as seeded`;
    return row?.seeded === true;
  } finally {
    await target.end({ timeout: 5 });
  }
}
