import { randomBytes } from 'node:crypto';
import { connectAdmin } from '../setup/provision';
import { OWNER_ROLE, appUrlFor, databaseUrlWith } from '../urls';
import type { TemplateName } from './templates';
import { prepareTestTemplates, seedDay, templateDatabase } from './templates';

export interface TestDatabase {
  name: string;
  /** Superuser URL of the test database (bypasses RLS: for arranging and asserting). */
  adminUrl: string;
  /** kiwi_app URL of the test database (what the API would use). */
  appUrl: string;
  drop(): Promise<void>;
}

const TEST_PREFIX = 'kiwi_test_';
const STALE_AFTER_SECONDS = 6 * 3600;

export function testAdminUrl(): string {
  return (
    process.env.KIWI_TEST_ADMIN_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

const prepared = new Map<string, Promise<void>>();

/** Prepares the templates once per process and day. */
function ensureTemplates(adminUrl: string): Promise<void> {
  const key = `${adminUrl}|${seedDay()}`;
  let pending = prepared.get(key);
  if (!pending) {
    pending = prepareTestTemplates({ adminUrl });
    pending.catch(() => prepared.delete(key));
    prepared.set(key, pending);
  }
  return pending;
}

/** A fresh database cloned from a migrated template (never re-runs migrations). */
export async function createTestDatabase(
  options: { template?: TemplateName } = {},
): Promise<TestDatabase> {
  const serverUrl = testAdminUrl();
  await ensureTemplates(serverUrl);
  const template = templateDatabase(options.template ?? 'empty');
  const name = `${TEST_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = connectAdmin(serverUrl);
  try {
    await createFromTemplate(admin, name, template);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return {
    name,
    adminUrl: databaseUrlWith(serverUrl, name),
    appUrl: appUrlFor(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}

async function createFromTemplate(
  admin: ReturnType<typeof connectAdmin>,
  name: string,
  template: string,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template} OWNER ${OWNER_ROLE}`);
      return;
    } catch (error) {
      // 55006: someone is briefly connected to the template; try again shortly.
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function dropDatabase(serverUrl: string, name: string) {
  const admin = connectAdmin(serverUrl);
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** Drops test databases left behind by crashed runs (older than six hours). */
export async function dropStaleTestDatabases(serverUrl = testAdminUrl()): Promise<string[]> {
  const admin = connectAdmin(serverUrl);
  const dropped: string[] = [];
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${TEST_PREFIX}%`}`;
    const cutoff = Math.floor(Date.now() / 1000) - STALE_AFTER_SECONDS;
    for (const { datname } of rows) {
      const created = Number(datname.slice(TEST_PREFIX.length).split('_')[0]);
      if (Number.isFinite(created) && created < cutoff) {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        dropped.push(datname);
      }
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  return dropped;
}
