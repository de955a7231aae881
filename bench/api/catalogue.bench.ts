// Catalogue (issue 10): the five lists the offer configurator reads on every open (tarifas, sva,
// adicionales, promociones, terminales with default=1&is_active=1&operator&segment) on the scale
// seed's catalogue of 2 000 tariffs per tenant (decisions 1001, 1508). Goal: p95 < 30 ms at 20
// connections. Per list, in the same run: the API answering a client without the list
// ("frío": ETag unknown, served from the API's cache of answers), the API revalidating
// (If-None-Match → 304), the API with its cache off (CATALOGUE_LIST_CACHE_MB=0: the list read
// and serialised every time), and the same statements through postgres.js (state + list; state
// alone for the 304). CPU per request of the API process and of the PostgreSQL backends, load
// average, min–max over --runs. It only reads, but migrates the database: use a copy.
//   createdb -h 127.0.0.1 -U postgres -T kiwi_scale kiwi_scale_catalogue
//   psql -h 127.0.0.1 -U postgres -c 'alter database kiwi_scale_catalogue owner to kiwi_owner'
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres nice -n 10 pnpm --filter @kiwi/bench \
//     exec tsx api/catalogue.bench.ts -- --database kiwi_scale_catalogue --runs 3
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createPool } from '@kiwi/db';
import type postgres from 'postgres';
import { ensureServices } from '../../scripts/services';
import { prepareDatabase } from '../../scripts/lib/database';
import { connectAdmin } from '../../scripts/lib/kiwi-db';
import { waitUntil } from '../../scripts/lib/net';
import { repoPath } from '../../scripts/lib/paths';
import { run } from '../../scripts/lib/processes';
import { catalogueCases, listStatement, rawListRequest, type ListCase } from './catalogue-sql';
import { benchApiEnv } from './api-env';
import { withCpu } from './cpu';
import { portToUse } from './free-port';
import { measureHttp, measureLoops, type Measure } from './measure';
import { printProfiles } from './profile-summary';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    database: { type: 'string', default: 'kiwi_scale_catalogue' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    runs: { type: 'string', default: '1' },
    /** Seconds of unrecorded load per list and mode before the first run. */
    warmup: { type: 'string', default: '1' },
    operator: { type: 'string', default: 'YOIGO' },
    segment: { type: 'string', default: 'PARTICULAR' },
    /** A Comercial: the configurator's user (tenant 1 of the scale seed). */
    login: { type: 'string', default: 'comercial01@carga1.kiwi' },
    /** The API from its build (apps/api/dist/server.js, built first) or from source through tsx. */
    api: { type: 'string', default: 'build' },
    /** Only the lists whose name contains this text. */
    only: { type: 'string' },
    /** The API without cache under `node --cpu-prof`, summarised at the end (profile-summary.ts). */
    profile: { type: 'boolean', default: false },
  },
});
if (values.api !== 'build' && values.api !== 'source') throw new Error('--api build|source');
if (values.database === 'kiwi_scale')
  throw new Error('la migración 0017 escribe en la base: use una copia (createdb -T kiwi_scale …)');
const load = { duration: Number(values.duration), connections: Number(values.connections) };
const TENANT = 1;
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Kiwi-Demo-2026!';
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const profileDir = repoPath('.data/bench/catalogue-profiles');
const uptime = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const fmt = (n = 0, digits = 1) => n.toLocaleString('es-ES', { maximumFractionDigits: digits });

type Mode = 'frío (caché)' | 'revalidación 304' | 'sin caché' | 'SQL estado + lista' | 'SQL estado';
const MODES: Mode[] = [
  'frío (caché)',
  'revalidación 304',
  'sin caché',
  'SQL estado + lista',
  'SQL estado',
];
/** Which SQL row each API mode is compared with (its statements). */
const BASELINE: Partial<Record<Mode, Mode>> = {
  'frío (caché)': 'SQL estado + lista',
  'revalidación 304': 'SQL estado',
  'sin caché': 'SQL estado + lista',
};

type Measured = Measure & { cpuUs: number; dbCpuUs: number; load: string };

interface Api {
  child: ChildProcess;
  base: string;
}

async function startApi(env: NodeJS.ProcessEnv, flags: string[] = []): Promise<Api> {
  const port = await portToUse(0);
  const entry =
    values.api === 'build'
      ? [repoPath('apps/api/dist/server.js')]
      : ['--import', tsx, repoPath('apps/api/src/server.ts')];
  const child = spawn(process.execPath, [...flags, ...entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (exited) throw new Error('la API terminó al arrancar');
      return (await fetch(`${base}/readyz`).catch(() => null)) !== null;
    },
    60_000,
    'la API no arrancó',
  );
  return { child, base };
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: values.login, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${values.login}: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

async function assertScaleCopy(adminUrl: string, database: string) {
  const admin = connectAdmin(adminUrl);
  try {
    const [row] = await admin`select 1 from pg_database where datname = ${database}`;
    if (!row)
      throw new Error(
        `no existe ${database}: createdb -h 127.0.0.1 -U postgres -T kiwi_scale ${database}`,
      );
  } finally {
    await admin.end({ timeout: 5 });
  }
}

interface Prepared {
  c: ListCase;
  path: string;
  statement: { text: string; params: unknown[] };
  rows: number;
  bytes: number;
  etag: string;
}

async function main() {
  const services = await ensureServices();
  await assertScaleCopy(services.adminUrl, values.database);
  const { appUrl } = await prepareDatabase(services.adminUrl, values.database, {
    fresh: false,
    log: (line) => console.info(`[bench] ${line}`),
  });
  const sql = createPool(appUrl, { max: load.connections, onnotice: () => {} });
  const env = benchApiEnv(appUrl, services.redisUrl);
  if (values.api === 'build') await run('pnpm', ['--filter', '@kiwi/api', 'build']);
  if (values.profile) await rm(profileDir, { recursive: true, force: true });
  const apis: Api[] = [];
  try {
    const cached = await startApi(env);
    apis.push(cached);
    const uncached = await startApi(
      { ...env, CATALOGUE_LIST_CACHE_MB: '0' },
      values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    apis.push(uncached);
    // One secret for both processes: one token serves both.
    const headers = { authorization: `Bearer ${await login(cached.base)}` };
    const cases = catalogueCases(values.operator, values.segment).filter(
      (c) => !values.only || c.name.includes(values.only),
    );
    const prepared: Prepared[] = [];
    for (const c of cases) prepared.push(await check(c, cached, uncached, headers, sql));

    const measure = (p: Prepared, mode: Mode, shape: typeof load): Promise<Measure> => {
      if (mode === 'frío (caché)') return measureHttp(cached.base + p.path, headers, shape);
      if (mode === 'revalidación 304') {
        const revalidating = { ...headers, 'if-none-match': p.etag };
        return measureHttp(cached.base + p.path, revalidating, shape, { status: 304 });
      }
      if (mode === 'sin caché') return measureHttp(uncached.base + p.path, headers, shape);
      const statement = mode === 'SQL estado' ? null : p.statement;
      return measureLoops(() => rawListRequest(sql, TENANT, statement), shape);
    };
    const servingPid: Record<Mode, number[]> = {
      'frío (caché)': [cached.child.pid!],
      'revalidación 304': [cached.child.pid!],
      'sin caché': [uncached.child.pid!],
      'SQL estado + lista': [],
      'SQL estado': [],
    };

    // Warm-up (not recorded): every pool opens its connections, the code paths are compiled.
    const warm = { connections: load.connections, duration: Number(values.warmup) };
    for (const p of prepared) for (const mode of MODES) await measure(p, mode, warm);

    const runs: Array<Map<string, Measured>> = [];
    for (let run = 1; run <= Number(values.runs); run++) {
      const results = new Map<string, Measured>();
      for (const p of prepared) {
        for (const mode of MODES) {
          const m = await withCpu(sql, servingPid[mode], load.duration, () =>
            measure(p, mode, load),
          );
          results.set(`${p.c.name}|${mode}`, { ...m, load: uptime() });
        }
      }
      printRun(run, prepared, results);
      runs.push(results);
    }
    printSpread(prepared, runs);
  } finally {
    for (const api of apis) api.child.kill('SIGTERM');
    if (values.profile && apis[1])
      await printProfiles(apis[1].child, profileDir, 'API sin caché, perfil');
    await sql.end({ timeout: 5 });
    await services.stop();
  }
}

/**
 * Before anything is timed: both APIs answer the same body, the SQL the same rows in the same
 * order, and a repeat with the ETag is a 304.
 */
async function check(
  c: ListCase,
  cached: Api,
  uncached: Api,
  headers: Record<string, string>,
  sql: postgres.Sql,
): Promise<Prepared> {
  const path = `/api/servicios/${c.list}/?${c.query}`;
  const a = await fetch(cached.base + path, { headers });
  const b = await fetch(uncached.base + path, { headers });
  if (a.status !== 200 || b.status !== 200) throw new Error(`${path}: ${a.status} / ${b.status}`);
  const body = await a.text();
  if (body !== (await b.text()) || a.headers.get('etag') !== b.headers.get('etag'))
    throw new Error(`${c.name}: las dos API no responden lo mismo`);
  const answer = JSON.parse(body) as { count: number; results: { id: number }[] };
  const statement = listStatement(c);
  const raw = await rawListRequest(sql, TENANT, statement);
  if (raw.map((r) => Number(r['id'])).join() !== answer.results.map((r) => r.id).join())
    throw new Error(`${c.name}: la API y el SQL no devuelven las mismas filas`);
  const etag = a.headers.get('etag') ?? '';
  const again = await fetch(cached.base + path, { headers: { ...headers, 'if-none-match': etag } });
  if (again.status !== 304)
    throw new Error(`${c.name}: con If-None-Match respondió ${again.status}`);
  return { c, path, statement, rows: answer.results.length, bytes: Buffer.byteLength(body), etag };
}

function printRun(run: number, prepared: Prepared[], results: Map<string, Measured>) {
  console.info(
    `\nRun ${run}: ${load.connections} connections, ${load.duration} s each, tenant ${TENANT} as ${values.login}, ` +
      `operator ${values.operator}, segment ${values.segment}\n`,
  );
  console.info(
    '| lista | filas | bytes | modo | load 1/5/15 | req/s | p50 / p95 ms | CPU µs/req node + PG | / SQL |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|');
  for (const p of prepared) {
    for (const mode of MODES) {
      const m = results.get(`${p.c.name}|${mode}`)!;
      const base = BASELINE[mode] && results.get(`${p.c.name}|${BASELINE[mode]}`);
      const node = mode.startsWith('SQL') ? '—' : fmt(m.cpuUs, 0);
      console.info(
        `| ${p.c.name} | ${p.rows} | ${fmt(p.bytes, 0)} | ${mode} | ${m.load} | ${fmt(m.rps, 0)} | ` +
          `${fmt(m.p50)} / ${fmt(m.p95)} | ${node} + ${fmt(m.dbCpuUs, 0)} | ${base ? fmt(m.rps / base.rps, 2) : ''} |`,
      );
    }
  }
}

function printSpread(prepared: Prepared[], runs: Array<Map<string, Measured>>) {
  if (runs.length < 2) return;
  const range = (xs: number[], digits = 1) =>
    `${fmt(Math.min(...xs), digits)} – ${fmt(Math.max(...xs), digits)}`;
  console.info(`\nSpread over ${runs.length} runs (min – max)\n`);
  console.info('| lista | modo | req/s | p95 ms | CPU µs/req node + PG | / SQL |');
  console.info('|---|---|---|---|---|---|');
  for (const p of prepared) {
    for (const mode of MODES) {
      const ms = runs.map((r) => r.get(`${p.c.name}|${mode}`)!);
      const baseline = BASELINE[mode];
      const ratios = baseline
        ? runs.map((r) => r.get(`${p.c.name}|${mode}`)!.rps / r.get(`${p.c.name}|${baseline}`)!.rps)
        : [];
      console.info(
        `| ${p.c.name} | ${mode} | ${range(
          ms.map((m) => m.rps),
          0,
        )} | ${range(ms.map((m) => m.p95 ?? 0))} | ${range(
          ms.map((m) => m.cpuUs + m.dbCpuUs),
          0,
        )} | ${ratios.length ? range(ratios, 2) : ''} |`,
      );
    }
  }
}

await main();
process.exit(0);
