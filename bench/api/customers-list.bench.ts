// Customer list on the scale seed (decision 1001): the 10 most common filter combinations at
// 20 connections — API p95 and throughput against the same SQL through postgres.js in the same
// run — then the teletrabajo export of a whole tenant (rows/s and the worker's peak RSS).
//   KIWI_DB_NAME-independent: nice -n 10 pnpm --filter @kiwi/bench exec tsx api/customers-list.bench.ts -- --database kiwi_scale
// Export only, repeated, worker from the build or from source (customers-export-run.ts):
//   ... customers-list.bench.ts -- --only-export --runs 5 --worker build
// (at most 20 runs: the export route allows 20 calls a minute per client).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type postgres from 'postgres';
import { createPool } from '@kiwi/db';
import {
  customerCappedCountSql,
  customerPageSql,
  customerWhere,
  renderSql,
} from '@kiwi/db/queries';
import { parseCustomerOrdering, readBracketQuery, ZCustomerQuerySchema } from '@kiwi/domain';
import { ensureServices } from '../../scripts/services';
import { prepareDatabase } from '../../scripts/lib/database';
import { waitUntil } from '../../scripts/lib/net';
import { repoPath } from '../../scripts/lib/paths';
import { runExports, startWorker, type WorkerBuild } from './customers-export-run';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3297' },
    database: { type: 'string', default: 'kiwi_scale' },
    'skip-export': { type: 'boolean', default: false },
    'only-export': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    worker: { type: 'string', default: 'build' },
    'poll-ms': { type: 'string', default: '50' },
  },
});
if (values.worker !== 'build' && values.worker !== 'source') {
  throw new Error('--worker build|source');
}
if (!(Number(values.runs) >= 1 && Number(values.runs) <= 20)) {
  throw new Error('--runs 1..20 (the export route allows 20 calls a minute per client)');
}
const workerBuild: WorkerBuild = values.worker;
const duration = Number(values.duration);
const connections = Number(values.connections);
const base = `http://127.0.0.1:${values.port}`;
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The 10 combinations (tenant 1 of the scale seed: commercial 5 is its busy "team" login). */
const COMBOS: [string, string][] = [
  ['sin filtros', ''],
  ['nombre (fragmento)', 'nombre=garc'],
  ['teléfono', 'telefono=__PHONE__'],
  ['documento', 'documento=__DOC__'],
  ['comercial + estado', 'comercial=__COMERCIAL__&estadoCliente=CLIENTE'],
  ['origen', 'origenBbdd[]=__ORIGEN__'],
  ['fecha de contacto (trimestre)', 'fecha_contacto[]=2026-07-01&fecha_contacto[]=2026-09-30'],
  ['updated_on (mes)', 'updated_on[]=2026-10-01&updated_on[]=2026-10-31'],
  ['estadoOferta[] 4,6', 'estadoOferta[]=4&estadoOferta[]=6'],
  [
    'contrato: ISP + permanencia',
    'contractIsp=YOIGO&contractPermanenceEnding[]=2026-01-01&contractPermanenceEnding[]=2027-12-31',
  ],
];

interface Result {
  rps: number;
  p50: number;
  p95: number;
}

async function loops(op: () => Promise<unknown>): Promise<Result> {
  const latencies: number[] = [];
  const end = Date.now() + duration * 1000;
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
  return { rps: latencies.length / duration, p50: at(0.5), p95: at(0.95) };
}

function startNode(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', tsx, repoPath(entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function listCombos(sql: postgres.Sql, headers: Record<string, string>): Promise<void> {
  const [probe] = await sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', '1', true)`;
    return tx<{ phone: string; doc: string; origen: string }[]>`
      select (select telefonos_contacto[1] from customers where telefonos_contacto <> '{}' order by id limit 1 offset 500) as phone,
             (select left(documento, 6) from customers where documento is not null order by id limit 1 offset 700) as doc,
             (select min(id)::text from database_origins) as origen`;
  });
  const fill = (q: string) =>
    q
      .replace('__PHONE__', encodeURIComponent(probe!.phone))
      .replace('__DOC__', probe!.doc)
      .replace('__COMERCIAL__', '5')
      .replace('__ORIGEN__', probe!.origen);

  console.info(
    `\nCustomer list, ${connections} connections, ${duration} s each (${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')})`,
  );
  console.info(
    '| combinación | API req/s | API p50 | API p95 | SQL req/s | SQL p95 | API/SQL | count |',
  );
  console.info('|---|---|---|---|---|---|---|---|');
  for (const [label, raw] of COMBOS) {
    const q = fill(raw);
    const url = `${base}/api/clientes/entradas/?${q}`;
    const first = (await (await fetch(url, { headers })).json()) as {
      count: number;
      count_estimated: boolean;
    };
    const apiResult = await loops(async () => {
      const r = await fetch(url, { headers });
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      await r.arrayBuffer();
    });
    // The same statements through postgres.js: tenant transaction, page + time-boxed count.
    const query = ZCustomerQuerySchema.parse(
      readBracketQuery(
        Object.fromEntries(
          [...new URLSearchParams(q).keys()].map((k) => [
            k,
            k.endsWith('[]')
              ? new URLSearchParams(q).getAll(k)
              : (new URLSearchParams(q).get(k) ?? ''),
          ]),
        ) as Record<string, string[]>,
      ),
    );
    const { page: _p, itemsPerPage: _i, page_size: _s, ordering, ...filters } = query;
    const where = customerWhere(filters, { ownAccountId: null });
    const page = renderSql(
      customerPageSql(where, parseCustomerOrdering(ordering)!, { limit: 25, offset: 0 }),
    );
    const count = renderSql(customerCappedCountSql(where, 10_000));
    const rawResult = await loops(() =>
      sql.begin(async (tx) => {
        await tx`select set_config('app.tenant_id', '1', true)`;
        await Promise.all([
          tx.unsafe(page.text, page.params as never[], { prepare: true }),
          tx.unsafe(count.text, count.params as never[], { prepare: true }),
        ]);
      }),
    );
    console.info(
      `| ${label} | ${apiResult.rps.toFixed(0)} | ${apiResult.p50.toFixed(0)} ms | ${apiResult.p95.toFixed(0)} ms | ${rawResult.rps.toFixed(0)} | ${rawResult.p95.toFixed(0)} ms | ${(apiResult.rps / rawResult.rps).toFixed(2)} | ${first.count_estimated ? '≈' : ''}${first.count} |`,
    );
  }
}

async function main() {
  const services = await ensureServices();
  const { appUrl } = await prepareDatabase(services.adminUrl, values.database, {
    fresh: false,
    log: (line) => console.info(`[bench] ${line}`),
  });
  const sql = createPool(appUrl, { max: connections, onnotice: () => {} });
  const prefix = `kiwi-bench-${randomBytes(4).toString('hex')}`;
  const env = {
    PORT: values.port,
    HOST: '127.0.0.1',
    DATABASE_URL: appUrl,
    REDIS_URL: services.redisUrl,
    KIWI_QUEUE_PREFIX: prefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    JWT_ACCESS_TTL_SECONDS: '7200',
    LOG_LEVEL: 'warn',
    TOKEN_REQUESTS_PER_MINUTE: '1000',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    STORAGE_DIR: repoPath('.data/bench-storage'),
  };
  const api = startNode('apps/api/src/server.ts', env);
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
        username: 'manager1@carga1.kiwi',
        password: process.env.DEMO_PASSWORD ?? 'Kiwi-Demo-2026!',
      }),
    });
    const token = ((await res.json()) as { access: string }).access;
    const headers = { authorization: `Bearer ${token}` };
    if (!values['only-export']) await listCombos(sql, headers);

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
    await sql.end({ timeout: 5 });
    await services.stop();
  }
}

await main();
process.exit(0);
