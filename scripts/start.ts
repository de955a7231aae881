// `pnpm start`: services → database (migrated, demo-seeded) → build → API + worker.
import type { ChildProcess } from 'node:child_process';
import { ensureServices, type Services } from './services';
import { databaseNameFromEnv, prepareDatabase } from './lib/database';
import { jwtSecret } from './lib/jwt-secret';
import { browserUrl, isWildcard, listenHost, localUrl } from './lib/listen-address';
import { DEFAULT_DEMO_PASSWORD } from './lib/kiwi-db';
import { waitUntil } from './lib/net';
import { repoPath } from './lib/paths';
import { run, spawnPrefixed, stopChild } from './lib/processes';

const log = (line: string) => console.info(`[kiwi] ${line}`);

/** Variables the children must never inherit: the admin connection stays here. */
const ADMIN_ONLY_ENV = ['DATABASE_URL', 'KIWI_ADMIN_DATABASE_URL', 'KIWI_TEST_ADMIN_URL'];

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/readyz`, {
      signal: AbortSignal.timeout(2000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = listenHost();
  const services: Services = await ensureServices();
  const children: { name: string; child: ChildProcess; graceMs: number }[] = [];
  let stopping = false;

  const shutdown = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      log('parando…');
      await Promise.all(children.map(({ child, graceMs }) => stopChild(child, graceMs)));
      await services.stop();
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    const database = databaseNameFromEnv();
    const { appUrl } = await prepareDatabase(services.adminUrl, database, {
      fresh: process.env.KIWI_FRESH_DB === '1',
      log,
    });

    log('compilando api, worker y web (turbo reutiliza lo que no ha cambiado)…');
    const built = await run('pnpm', [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@kiwi/api',
      '--filter=@kiwi/worker',
      '--filter=@kiwi/web',
      '--output-logs=errors-only',
    ]);
    if (built !== 0) throw new Error(`la compilación falló (código ${built})`);

    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ADMIN_ONLY_ENV) delete env[key];
    Object.assign(env, {
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(port),
      HOST: host,
      DATABASE_URL: appUrl,
      REDIS_URL: services.redisUrl,
      STORAGE_DIR: process.env.STORAGE_DIR ?? repoPath('storage'),
      JWT_SECRET: await jwtSecret(),
      WEB_DIST_DIR: repoPath('apps/web/dist'),
    });

    for (const [name, entry, graceMs] of [
      ['api', 'apps/api/dist/server.js', 15_000],
      // the worker waits for a running job (up to WORKER_SHUTDOWN_TIMEOUT_MS, 30 s)
      ['worker', 'apps/worker/dist/main.js', 35_000],
    ] as const) {
      const child = spawnPrefixed(`[${name}] `, process.execPath, ['--enable-source-maps', entry], {
        env,
      });
      child.once('exit', (code, signal) => {
        if (stopping) return;
        console.error(`[kiwi] ${name} terminó inesperadamente (${signal ?? `código ${code}`})`);
        void shutdown(1);
      });
      children.push({ name, child, graceMs });
    }

    const probeUrl = localUrl(host, port);
    await waitUntil(() => isReady(probeUrl), 60_000, `la API no respondió en /readyz en 60 s`, 300);
    log(`Kiwi listo en ${browserUrl(host, port)}`);
    if (isWildcard(host)) {
      log(
        `HOST=${host}: accesible desde la red con las contraseñas demo; sin HOST solo escucha en 127.0.0.1`,
      );
    }
    log(
      `usuarios demo: admin@kiwi.demo, manager@kiwi.demo, comercial@kiwi.demo, superadmin@kiwi.demo`,
    );
    log(
      `contraseña demo: ${process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD}  (Ctrl+C para parar)`,
    );
  } catch (error) {
    console.error(`[kiwi] ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}

await main();
