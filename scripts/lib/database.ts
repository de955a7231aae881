import { existsSync } from 'node:fs';
import {
  connectAdmin,
  createPool,
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

/** Where local PostgreSQL servers put their socket (Debian/Ubuntu, Fedora, embedded, macOS). */
const SOCKET_DIRS = ['/var/run/postgresql', '/run/postgresql', '/tmp'];
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function withSocketDir(url: string, dir: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('host', dir);
  return parsed.toString();
}

async function serverStartTime(url: string): Promise<string | undefined> {
  const sql = createPool(url, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    const [row] = await sql<
      { started: string }[]
    >`select pg_postmaster_start_time()::text as started`;
    return row?.started;
  } catch {
    return undefined;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * The same URL through the server's Unix socket (`?host=<dir>`, see createPool) when the
 * server runs on this machine: a local system PostgreSQL or the embedded one. A statement
 * then costs no TCP work on either side (docs/PERFORMANCE.md). Kept only when the socket
 * reaches the same server with the same role; `KIWI_DB_TCP=1` keeps TCP.
 */
export async function preferLocalSocket(url: string): Promise<string> {
  const parsed = new URL(url);
  if (process.env.KIWI_DB_TCP === '1' || parsed.searchParams.has('host')) return url;
  if (!LOCAL_HOSTS.has(parsed.hostname)) return url;
  const port = parsed.port || '5432';
  const dir = SOCKET_DIRS.find((candidate) => existsSync(`${candidate}/.s.PGSQL.${port}`));
  if (!dir) return url;
  const viaSocket = withSocketDir(url, dir);
  const [overTcp, overSocket] = await Promise.all([
    serverStartTime(url),
    serverStartTime(viaSocket),
  ]);
  return overTcp !== undefined && overTcp === overSocket ? viaSocket : url;
}

/**
 * Creates or migrates the database (roles, migrations, grants) and seeds the
 * demo data the first time. `fresh` drops it first. Returns the kiwi_app URL,
 * the only one the API and the worker get (through the local socket when there is one).
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
  const provisioned = await provisionDatabase({ adminUrl, database: name, log });
  const appUrl = await preferLocalSocket(provisioned.appUrl);
  if (appUrl !== provisioned.appUrl)
    log(`la API conecta por el socket ${new URL(appUrl).searchParams.get('host')}`);
  if (await isDatabaseSeeded(adminUrl, name)) return { appUrl, seeded: false };
  const started = Date.now();
  await seedDemo({ url: databaseUrlWith(adminUrl, name) });
  log(`datos demo cargados en ${Date.now() - started} ms`);
  return { appUrl, seeded: true };
}
