// API throughput of two start-up calls against, in the same run and on the same database:
// the raw-SQL baseline, the database ceiling (the API's statements through postgres.js,
// prepared and pipelined) and the HTTP ceiling (a bare Fastify serving the same JSON).
//   pnpm --filter @kiwi/bench api -- --runs 3     (see bench/api/README.md for the options)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createPool } from '@kiwi/db';
import { ensureServices } from '../../scripts/services';
import { prepareDatabase } from '../../scripts/lib/database';
import { waitUntil } from '../../scripts/lib/net';
import { repoPath } from '../../scripts/lib/paths';
import { run, stopChild } from '../../scripts/lib/processes';
import { withCpu } from './cpu';
import { ceilingAgendados, ceilingDetalle } from './db-ceiling';
import type { LoadShape, Measure } from './measure';
import { rawAgendados, rawDetalle } from './raw-baseline';
import { printRun, printSpread, type Row } from './report';
import { summarise } from './profile-summary';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '3197' },
    database: { type: 'string', default: 'kiwi_bench' },
    'reuse-db': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    /** The API entry to start (e.g. a build of another commit kept under apps/api/dist/). */
    server: { type: 'string', default: 'apps/api/dist/server.js' },
    /** The API's DATABASE_POOL_MAX; default: its own default. */
    pool: { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
    /** TCP to PostgreSQL even when a local Unix socket is there (KIWI_DB_TCP=1). */
    tcp: { type: 'boolean', default: false },
    /** Runs the API under `node --cpu-prof` and prints where its time went. */
    profile: { type: 'boolean', default: false },
  },
});
const load: LoadShape = {
  duration: Number(values.duration),
  connections: Number(values.connections),
};
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const ceilingBase = `http://127.0.0.1:${port + 1}`;
const workDir = repoPath('.data/bench');
const profileDir = join(workDir, 'profiles');

const uptime = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

async function login(username: string): Promise<string> {
  const res = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Kiwi-Demo-2026!' }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

async function getJson(url: string, token: string): Promise<unknown> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

async function http(url: string, token?: string, duration = load.duration): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: load.connections,
    duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function startNode(args: string[], env: NodeJS.ProcessEnv, cwd = repoPath()): ChildProcess {
  return spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
}

async function waitForHttp(url: string, what: string) {
  await waitUntil(
    async () => (await fetch(url).catch(() => null)) !== null,
    30_000,
    `${what} no arrancó en 30 s`,
  );
}

async function main() {
  if (values.tcp) process.env.KIWI_DB_TCP = '1';
  const services = await ensureServices();
  const { appUrl } = await prepareDatabase(services.adminUrl, values.database, {
    fresh: !values['reuse-db'],
    log: (line) => console.info(`[bench] ${line}`),
  });
  if (!values['no-build']) await run('pnpm', ['--filter', '@kiwi/api', 'build']);
  await mkdir(workDir, { recursive: true });
  if (values.profile) await rm(profileDir, { recursive: true, force: true });

  const children: ChildProcess[] = [];
  // Same connection path as the API (the local Unix socket when there is one).
  const sql = createPool(appUrl, { max: load.connections, onnotice: () => {} });
  try {
    const profileArgs = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    children.push(
      startNode([...profileArgs, repoPath(values.server)], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: appUrl,
        REDIS_URL: services.redisUrl,
        KIWI_QUEUE_PREFIX: `kiwi-bench-${randomBytes(4).toString('hex')}`,
        JWT_SECRET: randomBytes(32).toString('hex'),
        JWT_ACCESS_TTL_SECONDS: '7200',
        LOG_LEVEL: values['log-level'],
        TOKEN_REQUESTS_PER_MINUTE: '1000',
        ...(values.pool ? { DATABASE_POOL_MAX: values.pool } : {}),
      }),
    );
    await waitForHttp(`${base}/readyz`, 'la API');
    const manager = await login('manager@kiwi.demo');
    const comercial = await login('comercial@kiwi.demo');
    const [ids] = await sql<{ tenant: number; manager: number; comercial: number }[]>`
      select (select tenant_id::int from kiwi_auth_lookup('manager@kiwi.demo')) as tenant,
             (select account_id::int from kiwi_auth_lookup('manager@kiwi.demo')) as manager,
             (select account_id::int from kiwi_auth_lookup('comercial@kiwi.demo')) as comercial`;
    if (!ids) throw new Error('demo users missing');
    const month = new Date().toISOString().slice(0, 7);
    const [fromDay, toDay] = [`${month}-01`, `${month}-28`];
    const detallePath = '/api/cuentas/detalle/';
    const agendaPath = `/api/clientes/agendados/?range[]=${fromDay}&range[]=${toDay}`;

    // The HTTP ceiling serves exactly what the API answered.
    const agendaAnswer = await getJson(`${base}${agendaPath}`, manager);
    const answersFile = join(workDir, 'ceiling-answers.json');
    await writeFile(
      answersFile,
      JSON.stringify({
        '/detalle': await getJson(`${base}${detallePath}`, comercial),
        '/agenda': agendaAnswer,
      }),
    );
    children.push(
      startNode(
        ['--import', 'tsx', 'api/http-ceiling-server.ts', String(port + 1), answersFile],
        {},
        repoPath('bench'),
      ),
    );
    await waitForHttp(`${ceilingBase}/detalle`, 'el techo HTTP');
    const agendaRows = Array.isArray(agendaAnswer) ? agendaAnswer.length : 0;
    const pool = `${values.pool ?? 'default'}, ${new URL(appUrl).searchParams.has('host') ? 'Unix socket' : 'TCP'}`;

    const apiPid = children[0]!.pid!;
    const ceilingPid = children[1]!.pid!;
    const onApi = (measure: () => Promise<Measure>) =>
      withCpu(sql, [apiPid], load.duration, measure);
    const inBench = (measure: () => Promise<Measure>) =>
      withCpu(sql, [process.pid], load.duration, measure);
    // JIT warm-up, and every pool connection opened before the first measurement.
    await http(`${base}${detallePath}`, comercial, 2);
    await http(`${base}${agendaPath}`, manager, 2);

    if (values.profile) {
      // Only the API under load, so that the profile is not mostly idle time.
      for (const [name, url, token] of [
        ['detalle', `${base}${detallePath}`, comercial],
        ['agenda', `${base}${agendaPath}`, manager],
      ] as const) {
        const m = await onApi(() => http(url, token));
        console.info(
          `${name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ` +
            `CPU ${m.cpuUs.toFixed(0)} µs/req (API) + ${m.dbCpuUs.toFixed(0)} µs/req (PostgreSQL)`,
        );
      }
    }
    const runs: Row[][] = [];
    for (let i = 1; i <= (values.profile ? 0 : Number(values.runs)); i++) {
      const before = uptime();
      const rows: Row[] = [
        {
          name: 'GET /api/cuentas/detalle/',
          api: await onApi(() => http(`${base}${detallePath}`, comercial)),
          raw: await inBench(() => rawDetalle(sql, ids.tenant, ids.comercial, load)),
          db: await inBench(() => ceilingDetalle(sql, ids.tenant, ids.comercial, load)),
          http: await withCpu(sql, [ceilingPid], load.duration, () =>
            http(`${ceilingBase}/detalle`),
          ),
        },
        {
          name: `GET /api/clientes/agendados/ (a month, as manager: ${agendaRows} rows)`,
          api: await onApi(() => http(`${base}${agendaPath}`, manager)),
          raw: await inBench(() => rawAgendados(sql, ids.tenant, fromDay, toDay, load)),
          db: await inBench(() =>
            ceilingAgendados(
              sql,
              { tenantId: ids.tenant, accountId: ids.manager },
              fromDay,
              toDay,
              load,
            ),
          ),
          http: await withCpu(sql, [ceilingPid], load.duration, () =>
            http(`${ceilingBase}/agenda`),
          ),
        },
      ];
      runs.push(rows);
      printRun(
        rows,
        `Run ${i}: ${load.connections} connections, ${load.duration} s each, API pool ${pool}; ` +
          `before: ${before}; after: ${uptime()}`,
      );
    }
    printSpread(runs);
  } finally {
    await sql.end();
    await Promise.all(children.map((child) => stopChild(child, 10_000)));
    await services.stop();
  }
  if (values.profile) {
    const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no CPU profile in ${profileDir}`);
    const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8'));
    console.info(`\nCPU profile of the API (${join(profileDir, file)}):\n`);
    console.info(summarise(profile, 30).join('\n'));
  }
}

await main();
