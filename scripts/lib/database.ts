import {
  connectAdmin,
  databaseUrlWith,
  isDatabaseSeeded,
  provisionDatabase,
  seedDemo,
} from './kiwi-db';

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** KIWI_DB_NAME (default `kiwi`), checked because it ends up in DDL. */
export function databaseNameFromEnv(): string {
  const name = process.env.KIWI_DB_NAME?.trim() || 'kiwi';
  if (!DATABASE_NAME.test(name)) {
    throw new Error(`KIWI_DB_NAME inválido: "${name}" (minúsculas, dígitos y _)`);
  }
  return name;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = connectAdmin(adminUrl);
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * Creates or migrates the database (roles, migrations, grants) and seeds the
 * demo data the first time. `fresh` drops it first. Returns the kiwi_app URL,
 * the only one the API and the worker get.
 */
export async function prepareDatabase(
  adminUrl: string,
  name: string,
  { fresh, log }: { fresh: boolean; log: (line: string) => void },
): Promise<{ appUrl: string; seeded: boolean }> {
  if (fresh) {
    log(`KIWI_FRESH_DB=1: borrando la base de datos ${name}`);
    await dropDatabase(adminUrl, name);
  }
  const { appUrl } = await provisionDatabase({ adminUrl, database: name, log });
  if (await isDatabaseSeeded(adminUrl, name)) return { appUrl, seeded: false };
  const started = Date.now();
  await seedDemo({ url: databaseUrlWith(adminUrl, name) });
  log(`datos demo cargados en ${Date.now() - started} ms`);
  return { appUrl, seeded: true };
}
