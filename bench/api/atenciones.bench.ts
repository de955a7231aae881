// Atenciones on the scale seed (decision 1001), issue 9: the agenda month of the busy
// commercial and of the whole team, the offers pipeline with three filters (goal: p95 < 100 ms
// at 20 connections) and move-scheduled of ~5 000 follow-ups — each against the same SQL
// through postgres.js in the same run. It writes (move-scheduled): run it on a copy. The API runs
// from its build (built first; `--api source` for tsx) and is loaded with autocannon, as the
// other API benches (Node's fetch in this process would take the cores from the API).
//   createdb -h 127.0.0.1 -U postgres -T kiwi_scale kiwi_scale_atenciones
//   nice -n 10 pnpm --filter @kiwi/bench exec tsx api/atenciones.bench.ts -- --database kiwi_scale_atenciones --runs 3 --vacuum
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createPool, databaseUrlWith } from '@kiwi/db';
import { ensureServices } from '../../scripts/services';
import { prepareDatabase } from '../../scripts/lib/database';
import { waitUntil } from '../../scripts/lib/net';
import { repoPath } from '../../scripts/lib/paths';
import { run } from '../../scripts/lib/processes';
import {
  rawAtencionesAgenda,
  rawClientesAgendados,
  rawDetalle,
  rawMoveScheduled,
  rawPipelinePage,
  type Tx,
} from './atenciones-sql';
import { atencionesCases, type Case } from './atenciones-cases';
import { benchApiEnv } from './api-env';
import { backendPids, cpuMsOfAll, withCpu } from './cpu';
import { portToUse } from './free-port';
import { measureHttp, measureLoops, type Measure } from './measure';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    runs: { type: 'string', default: '1' },
    /** Seconds of unrecorded load per call before the first run. */
    warmup: { type: 'string', default: '1' },
    moves: { type: 'string', default: '4' },
    /** 0: a free port chosen by the system. */
    port: { type: 'string', default: '0' },
    database: { type: 'string', default: 'kiwi_scale_atenciones' },
    /** The agenda month and the pipeline's date filters (AAAA-MM); default: this Madrid month. */
    month: { type: 'string' },
    only: { type: 'string' },
    /**
     * VACUUM (ANALYZE) the tables read first: autovacuum is off on the shared server and the
     * scale seed was never vacuumed, so no index-only scan is possible until then (what
     * autovacuum gives a production database).
     */
    vacuum: { type: 'boolean', default: false },
    /** The API from its build (apps/api/dist/server.js, built first) or from source through tsx. */
    api: { type: 'string', default: 'build' },
  },
});
if (values.api !== 'build' && values.api !== 'source') throw new Error('--api build|source');
if (values.database === 'kiwi_scale')
  throw new Error('move-scheduled escribe: use una copia (createdb -T kiwi_scale …)');
const load = { duration: Number(values.duration), connections: Number(values.connections) };
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const TENANT = 1;
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Kiwi-Demo-2026!';
const uptime = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const ms = (n = 0) => n.toLocaleString('es-ES', { maximumFractionDigits: 1 });

const port = await portToUse(Number(values.port));
const base = `http://127.0.0.1:${port}`;

async function login(username: string): Promise<string> {
  const res = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

interface Result {
  name: string;
  load: string;
  api: Measure & { cpuUs: number; dbCpuUs: number };
  raw: Measure & { cpuUs: number; dbCpuUs: number };
  rows: number;
}

async function main() {
  const services = await ensureServices();
  const { appUrl } = await prepareDatabase(services.adminUrl, values.database, {
    fresh: false,
    log: (line) => console.info(`[bench] ${line}`),
  });
  if (values.vacuum) {
    const admin = createPool(databaseUrlWith(services.adminUrl, values.database), { max: 1 });
    const started = performance.now();
    await admin.unsafe(
      'vacuum (analyze) contact_attempts, offers, packages, schedules, customers, accounts, customer_procedures, catalogue_procedures',
    );
    await admin.end({ timeout: 5 });
    console.info(
      `[bench] vacuum (analyze) en ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  const sql = createPool(appUrl, { max: load.connections, onnotice: () => {} });
  if (values.api === 'build') await run('pnpm', ['--filter', '@kiwi/api', 'build']);
  const api: ChildProcess = spawn(
    process.execPath,
    values.api === 'build'
      ? [repoPath('apps/api/dist/server.js')]
      : ['--import', tsx, repoPath('apps/api/src/server.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ...benchApiEnv(appUrl, services.redisUrl),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let exited = false;
  api.on('exit', () => {
    exited = true;
  });
  try {
    await waitUntil(
      async () => {
        if (exited) throw new Error('la API terminó al arrancar');
        return (await fetch(`${base}/readyz`).catch(() => null)) !== null;
      },
      60_000,
      'la API no arrancó',
    );
    const tokens = {
      comercial: await login(`comercial01@carga${TENANT}.kiwi`),
      manager: await login(`manager1@carga${TENANT}.kiwi`),
    };
    const [busy] = await sql.begin(async (tx) => {
      await tx`select set_config('app.tenant_id', ${String(TENANT)}, true)`;
      return tx<
        { id: number }[]
      >`select id::int from accounts where username = ${`comercial01@carga${TENANT}.kiwi`}`;
    });
    const cases = atencionesCases(busy!.id, values.month).filter(
      (c) => !values.only || c.name.includes(values.only),
    );
    const inTenant = <T>(work: (tx: Tx) => Promise<T>) =>
      sql.begin(async (tx) => {
        await tx`select set_config('app.tenant_id', ${String(TENANT)}, true)`;
        return work(tx);
      }) as Promise<T>;
    const rawOf = (c: Case) => async () => {
      if (c.kind === 'pipeline') return void (await rawPipelinePage(sql, TENANT, c.filters, 25));
      await inTenant(async (tx) => {
        if (c.kind === 'reference') return rawDetalle(tx, busy!.id);
        const query = c.kind === 'clientes' ? rawClientesAgendados : rawAtencionesAgenda;
        return query(tx, c.range, c.comercial);
      });
    };

    // The raw SQL answers what the API answers (same ids, same count) before anything is timed.
    for (const c of cases) {
      const answer = (await (
        await fetch(`${base}${c.path}`, {
          headers: { authorization: `Bearer ${tokens[c.as]}` },
        })
      ).json()) as { results?: { id: number }[]; count?: number } | { id: number }[];
      const apiIds = Array.isArray(answer)
        ? answer.map((r) => r.id)
        : (answer.results ?? []).map((r) => r.id);
      const raw =
        c.kind === 'pipeline'
          ? await rawPipelinePage(sql, TENANT, c.filters, 25)
          : await inTenant(async (tx) => {
              if (c.kind === 'reference') return { ids: [], count: -1 };
              const query = c.kind === 'clientes' ? rawClientesAgendados : rawAtencionesAgenda;
              const rows = await query(tx, c.range, c.comercial);
              return {
                ids: rows.slice(0, c.kind === 'agenda' ? 2000 : 1000).map((r) => Number(r.id)),
                count: -1,
              };
            });
      if (raw.ids.join() !== apiIds.join())
        throw new Error(`${c.name}: la API y el SQL no devuelven las mismas filas`);
      c.rows = apiIds.length;
      if (c.kind === 'pipeline' && !Array.isArray(answer)) {
        const estimated = (answer as { count_estimated?: boolean }).count_estimated;
        c.count = `${estimated ? '≈' : ''}${answer.count}`;
        // The same statements: a difference would come from the planner's statistics changing
        // between the two calls (the copy being vacuumed meanwhile).
        if (raw.count !== answer.count)
          console.info(`[bench] ${c.name}: count API ${c.count}, SQL ${raw.count}`);
      }
    }

    // Warm-up (not recorded): both pools open all their connections (so the CPU of every
    // backend is counted from the first row on) and the API's code paths are compiled.
    for (const c of cases) {
      const headers = { authorization: `Bearer ${tokens[c.as]}` };
      const warm = { connections: load.connections, duration: Number(values.warmup) };
      await measureHttp(`${base}${c.path}`, headers, warm);
      await measureLoops(rawOf(c), warm);
    }

    const runs: Result[][] = [];
    for (let round = 1; round <= Number(values.runs); round++) {
      const results: Result[] = [];
      for (const c of cases) {
        const url = `${base}${c.path}`;
        const headers = { authorization: `Bearer ${tokens[c.as]}` };
        const apiM = await withCpu(sql, [api.pid!], load.duration, () =>
          measureHttp(url, headers, load),
        );
        const rawM = await withCpu(sql, [], load.duration, () => measureLoops(rawOf(c), load));
        results.push({ name: c.name, load: uptime(), api: apiM, raw: rawM, rows: c.rows ?? 0 });
      }
      printRun(results, round, cases);
      runs.push(results);
    }
    printSpread(runs);
    if (!values.only) await moveScheduled(sql, tokens.manager, busy!.id, api.pid!);
  } finally {
    api.kill('SIGTERM');
    await sql.end({ timeout: 5 });
    await services.stop();
  }
}

function printRun(results: Result[], run: number, cases: Case[]) {
  console.info(
    `\nRun ${run}: ${load.connections} connections, ${load.duration} s each (tenant ${TENANT}, ${cases.length} calls)\n`,
  );
  console.info(
    '| call | rows | count | load 1/5/15 | API req/s | API p50 / p95 ms | API CPU ms/req node + PG | SQL ops/s | SQL p95 ms | SQL CPU ms/req PG | API / SQL |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [i, r] of results.entries()) {
    console.info(
      `| ${r.name} | ${r.rows} | ${cases[i]?.count ?? '—'} | ${r.load} | ${r.api.rps.toFixed(0)} | ${ms(r.api.p50)} / ${ms(r.api.p95)} | ` +
        `${ms(r.api.cpuUs / 1000)} + ${ms(r.api.dbCpuUs / 1000)} | ${r.raw.rps.toFixed(0)} | ${ms(r.raw.p95)} | ` +
        `${ms(r.raw.dbCpuUs / 1000)} | ${(r.api.rps / r.raw.rps).toFixed(2)} |`,
    );
  }
}

function printSpread(runs: Result[][]) {
  if (runs.length < 2) return;
  const range = (xs: number[], f: (n: number) => string) =>
    `${f(Math.min(...xs))} – ${f(Math.max(...xs))}`;
  console.info(`\nSpread over ${runs.length} runs (min – max)\n`);
  console.info(
    '| call | API p95 ms | SQL p95 ms | API req/s | API / SQL | API CPU ms/req node + PG |',
  );
  console.info('|---|---|---|---|---|---|');
  for (const [i, first] of (runs[0] ?? []).entries()) {
    const rs = runs.map((run) => run[i]!);
    console.info(
      `| ${first.name} | ${range(
        rs.map((r) => r.api.p95 ?? 0),
        ms,
      )} | ${range(
        rs.map((r) => r.raw.p95 ?? 0),
        ms,
      )} | ${range(
        rs.map((r) => r.api.rps),
        (n) => n.toFixed(0),
      )} | ${range(
        rs.map((r) => r.api.rps / r.raw.rps),
        (n) => n.toFixed(2),
      )} | ${range(
        rs.map((r) => (r.api.cpuUs + r.api.dbCpuUs) / 1000),
        ms,
      )} |`,
    );
  }
}

/**
 * move-scheduled of the busy commercial's pending follow-ups: the API moves them to a
 * colleague, the same SQL moves them back, `--moves` times each (one request at a time).
 */
async function moveScheduled(
  sql: ReturnType<typeof createPool>,
  token: string,
  origin: number,
  apiPid: number,
) {
  const [colleague] = await sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', ${String(TENANT)}, true)`;
    return tx<{ id: number; actor: number }[]>`
      select (select id::int from accounts where username = ${`comercial03@carga${TENANT}.kiwi`}) as id,
             (select id::int from accounts where username = ${`manager1@carga${TENANT}.kiwi`}) as actor`;
  });
  const destination = colleague!.id;
  // Gather both commercials' pending follow-ups on the origin first (not timed).
  await rawMoveScheduled(sql, TENANT, colleague!.actor, destination, origin);
  console.info(
    `\nmove-scheduled (one request at a time; load ${uptime()}; CPU from /proc: the API process, ` +
      `the database's backends)\n\n| # | moved | API ms | API CPU ms node + PG | SQL ms | SQL CPU ms PG | SQL ms / API ms |\n|---|---|---|---|---|---|---|`,
  );
  // CPU of one step: the API process and every backend of the database while it ran.
  const cpuOf = async <T>(step: () => Promise<T>) => {
    const backends = await backendPids(sql);
    const [node0, db0] = [cpuMsOfAll([apiPid]), cpuMsOfAll(backends)];
    const started = performance.now();
    const result = await step();
    const wall = performance.now() - started;
    return { result, wall, node: cpuMsOfAll([apiPid]) - node0, db: cpuMsOfAll(backends) - db0 };
  };
  for (let i = 1; i <= Number(values.moves); i++) {
    const there = await cpuOf(async () => {
      const res = await fetch(`${base}/api/atenciones/move-scheduled/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ origin, destination }),
      });
      return ((await res.json()) as { moved: number }).moved;
    });
    const back = await cpuOf(() =>
      rawMoveScheduled(sql, TENANT, colleague!.actor, destination, origin),
    );
    if (back.result !== there.result)
      throw new Error(`movidos ${there.result}, devueltos ${back.result}`);
    console.info(
      `| ${i} | ${there.result} | ${ms(there.wall)} | ${ms(there.node)} + ${ms(there.db)} | ` +
        `${ms(back.wall)} | ${ms(back.db)} | ${(back.wall / there.wall).toFixed(2)} |`,
    );
  }
}

await main();
process.exit(0);
