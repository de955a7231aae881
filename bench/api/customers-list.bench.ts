// Customer list on the scale seed (decision 1001): the 10 most common filter combinations at
// 20 connections — API p95 and throughput against the same SQL through postgres.js in the same
// run (the very statements of runCustomerListPage, which the API runs) with the CPU each request
// costs — then the teletrabajo export of a whole tenant (rows/s and the worker's peak RSS).
//   KIWI_DB_NAME-independent: nice -n 10 pnpm --filter @kiwi/bench exec tsx api/customers-list.bench.ts -- --database kiwi_scale [--runs 3]
// Export only, repeated, worker from the build or from source (customers-export-run.ts):
//   ... customers-list.bench.ts -- --only-export --runs 5 --worker build
// (at most 20 runs: the export route allows 20 calls a minute per client).
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createPool } from '@kiwi/db';
import { runCustomerListPage, type CustomerPageRead } from '@kiwi/db/queries';
import { isAtLeast, ROLE, type RoleId } from '@kiwi/domain';
import type postgres from 'postgres';
import { ensureServices } from '../../scripts/services';
import { prepareDatabase } from '../../scripts/lib/database';
import { waitUntil } from '../../scripts/lib/net';
import { repoPath } from '../../scripts/lib/paths';
import { run } from '../../scripts/lib/processes';
import { benchApiEnv } from './api-env';
import { backendPids, cpuMsOfAll, machineReference } from './cpu';
import { measureHttp } from './measure';
import { runExports, startWorker, type WorkerBuild } from './customers-export-run';
import { rawTenantRequest } from './raw-request';
import { printProfiles } from './profile-summary';
import { COMBOS, comboRead, fillCombo, probeValues } from './customers-list-combos';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3297' },
    database: { type: 'string', default: 'kiwi_scale' },
    /** Repeats of the list table and of the export. */
    runs: { type: 'string', default: '1' },
    /** Log in as this account instead of manager1 (a Comercial: the raw side applies their visibility). */
    login: { type: 'string', default: 'manager1@carga1.kiwi' },
    /** Only the combinations whose label contains this text. */
    only: { type: 'string' },
    /** The API under `node --cpu-prof`: its profile summarised after the run (bench/api/profile-summary.ts). */
    profile: { type: 'boolean', default: false },
    'skip-export': { type: 'boolean', default: false },
    'only-export': { type: 'boolean', default: false },
    worker: { type: 'string', default: 'build' },
    /** The API from its build (apps/api/dist/server.js, built first) or from source through tsx. */
    api: { type: 'string', default: 'build' },
    'poll-ms': { type: 'string', default: '50' },
  },
});
if (values.worker !== 'build' && values.worker !== 'source') {
  throw new Error('--worker build|source');
}
if (values.api !== 'build' && values.api !== 'source') throw new Error('--api build|source');
if (!(Number(values.runs) >= 1 && Number(values.runs) <= 20)) {
  throw new Error('--runs 1..20 (the export route allows 20 calls a minute per client)');
}
const workerBuild: WorkerBuild = values.worker;
const duration = Number(values.duration);
const connections = Number(values.connections);
const base = `http://127.0.0.1:${values.port}`;
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Result {
  rps: number;
  p50: number;
  p95: number;
}

async function loops(op: () => Promise<unknown>, seconds = duration): Promise<Result> {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await op();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

interface Measured extends Result {
  /** CPU µs per request of the serving process (the API; the benchmark itself for raw SQL). */
  cpuUs: number;
  /** CPU µs per request of the PostgreSQL backends of the database. */
  dbCpuUs: number;
  /** CPU µs per request of the load generator (autocannon in this process), for the API runs. */
  loaderUs: number;
}

/** One warm-up second (the pools open their connections), then the measured run with CPU. */
async function measured(
  sql: postgres.Sql,
  servingPid: number,
  run: (seconds: number) => Promise<Result>,
): Promise<Measured> {
  await run(1);
  const backends = await backendPids(sql);
  const serving0 = cpuMsOfAll([servingPid]);
  const db0 = cpuMsOfAll(backends);
  const loader0 = cpuMsOfAll([process.pid]);
  const result = await run(duration);
  const requests = result.rps * duration;
  const perRequest = (ms: number) => (requests > 0 ? (ms * 1000) / requests : 0);
  return {
    ...result,
    cpuUs: perRequest(cpuMsOfAll([servingPid]) - serving0),
    dbCpuUs: perRequest(cpuMsOfAll(backends) - db0),
    loaderUs: servingPid === process.pid ? 0 : perRequest(cpuMsOfAll([process.pid]) - loader0),
  };
}

/**
 * One list request's database work through postgres.js, written like the API writes it:
 * BEGIN with the tenant settings and the page's first statements in one write (the API sends
 * them with the guard's lookup, decision 1115), then the rest of runCustomerListPage, the last
 * read sent together with COMMIT (decision 0605).
 */
async function rawListRequest(sql: postgres.Sql, read: CustomerPageRead): Promise<void> {
  await rawTenantRequest(sql, 1, (run) => runCustomerListPage(run, read), { withBegin: true });
}

const span = (values: number[], digits = 0) => {
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  return lo.toFixed(digits) === hi.toFixed(digits)
    ? lo.toFixed(digits)
    : `${lo.toFixed(digits)}–${hi.toFixed(digits)}`;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

const profileDir = repoPath('.data/bench/customers-list-profiles');

function startNode(entry: string, env: NodeJS.ProcessEnv, flags: string[] = []): ChildProcess {
  const loader = entry.endsWith('.ts') ? ['--import', tsx] : [];
  return spawn(process.execPath, [...flags, ...loader, repoPath(entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The account id of a Comercial login (their visibility rule, decision 1105); null for Manager and above. */
async function comercialIdOf(sql: postgres.Sql, username: string): Promise<number | null> {
  const [row] = await sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', '1', true)`;
    return tx<{ id: string; role_id: number; is_admin: boolean }[]>`
      select id, role_id, is_admin from accounts where username = ${username}`;
  });
  if (!row) throw new Error(`${username}: no such account in tenant 1`);
  const manager = isAtLeast({ roleId: row.role_id as RoleId, isAdmin: row.is_admin }, ROLE.Manager);
  return manager ? null : Number(row.id);
}

/** The list table: each combination through the API, then the same statements through postgres.js. */
async function listCombos(
  sql: postgres.Sql,
  headers: Record<string, string>,
  apiPid: number,
): Promise<void> {
  const probe = await probeValues(sql);
  const viewer = { ownAccountId: await comercialIdOf(sql, values.login) };
  const runs = Number(values.runs);
  const speed = await machineReference(sql);
  console.info(
    `\nCustomer list as ${values.login}, ${connections} connections, ${duration} s each, ${runs} run(s) (load average ${load()}; machine reference: JS loop ${speed.nodeMs} ms, PostgreSQL sum of 3 M ${speed.pgMs} ms)`,
  );
  console.info(
    '| combinación | API req/s | API p50 | API p95 | API CPU µs/req node + PG (+ autocannon) | SQL req/s | SQL p95 | SQL CPU µs/req cliente + PG | API/SQL req/s | pooled | SQL/API CPU | count |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [label, raw] of COMBOS) {
    if (values.only && !values.only.split(',').some((part) => label.includes(part))) continue;
    const q = fillCombo(raw, probe);
    const url = `${base}/api/clientes/entradas/?${q}`;
    const first = (await (await fetch(url, { headers })).json()) as {
      count: number;
      count_estimated: boolean;
    };
    const read = comboRead(q, viewer);
    const apiRuns: Measured[] = [];
    const rawRuns: Measured[] = [];
    for (let run = 0; run < runs; run++) {
      // autocannon, as the request-path bench (issue 7): Node's fetch in this process would
      // cost more CPU per request than the API's own work on these two cores.
      apiRuns.push(
        await measured(sql, apiPid, async (seconds) => {
          const {
            rps,
            p50,
            p95 = 0,
          } = await measureHttp(url, headers, {
            connections,
            duration: seconds,
          });
          return { rps, p50, p95 };
        }),
      );
      // The same statements through postgres.js: BEGIN with the API's settings and the ids +
      // estimate in one write, then count when cheap + rows by id + COMMIT in a second.
      rawRuns.push(
        await measured(sql, process.pid, (seconds) =>
          loops(() => rawListRequest(sql, read), seconds),
        ),
      );
    }
    const ratios = apiRuns.map((a, i) => a.rps / rawRuns[i]!.rps);
    // Every API request of the invocation over every SQL one: the runs alternate, so a slow
    // stretch of the shared host weighs on both sides instead of on one run's pair.
    const total = (rs: Measured[]) => rs.reduce((sum, r) => sum + r.rps, 0);
    const pooled = total(apiRuns) / total(rawRuns);
    // What one request costs each side on these cores, the load generator left out: the
    // throughput ratio when autocannon does not share the API's two cores.
    const costRatios = apiRuns.map(
      (a, i) => (rawRuns[i]!.cpuUs + rawRuns[i]!.dbCpuUs) / (a.cpuUs + a.dbCpuUs),
    );
    console.info(
      `| ${label} | ${span(apiRuns.map((r) => r.rps))} | ${span(apiRuns.map((r) => r.p50))} ms | ${span(apiRuns.map((r) => r.p95))} ms | ${span(apiRuns.map((r) => r.cpuUs))} + ${span(apiRuns.map((r) => r.dbCpuUs))} (+ ${span(apiRuns.map((r) => r.loaderUs))}) | ${span(rawRuns.map((r) => r.rps))} | ${span(rawRuns.map((r) => r.p95))} ms | ${span(rawRuns.map((r) => r.cpuUs))} + ${span(rawRuns.map((r) => r.dbCpuUs))} | ${span(ratios, 2)} | ${pooled.toFixed(2)} | ${span(costRatios, 2)} | ${first.count_estimated ? '≈' : ''}${first.count} |`,
    );
  }
  console.info(`(load average at the end ${load()})`);
}

async function main() {
  const services = await ensureServices();
  const { appUrl } = await prepareDatabase(services.adminUrl, values.database, {
    fresh: false,
    log: (line) => console.info(`[bench] ${line}`),
  });
  const sql = createPool(appUrl, { max: connections, onnotice: () => {} });
  const env = {
    PORT: values.port,
    HOST: '127.0.0.1',
    ...benchApiEnv(appUrl, services.redisUrl),
  };
  if (values.profile) await rm(profileDir, { recursive: true, force: true });
  if (values.api === 'build') {
    await run('pnpm', ['--filter', '@kiwi/api', 'build']);
  }
  const api = startNode(
    values.api === 'build' ? 'apps/api/dist/server.js' : 'apps/api/src/server.ts',
    env,
    values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const children: ChildProcess[] = [api];
  try {
    await waitUntil(
      async () => (await fetch(`${base}/readyz`).catch(() => null)) !== null,
      60_000,
      'la API no arrancó',
    );
    const res = await fetch(`${base}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: values.login,
        password: process.env.DEMO_PASSWORD ?? 'Kiwi-Demo-2026!',
      }),
    });
    const token = ((await res.json()) as { access: string }).access;
    const headers = { authorization: `Bearer ${token}` };
    if (!values['only-export']) await listCombos(sql, headers, api.pid!);

    if (!values['skip-export']) {
      const worker = await startWorker(workerBuild, tsx, env);
      children.push(worker.child);
      await runExports({
        worker,
        build: workerBuild,
        base,
        headers,
        sql,
        runs: Number(values.runs),
        pollMs: Number(values['poll-ms']),
      });
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    if (values.profile) await printProfiles(api, profileDir, 'API profile');
    await sql.end({ timeout: 5 });
    await services.stop();
  }
}

await main();
process.exit(0);
