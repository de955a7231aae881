// Lead import end to end (decision 1201): 100 000 csv rows uploaded over HTTP, analysed by
// the worker (COPY + set-based checks), confirmed and applied, then reverted — against a
// tenant that already holds 100 000 customers (the duplicate check joins them).
//   nice -n 10 pnpm --filter @kiwi/bench exec tsx api/customer-import.bench.ts -- --rows 100000 --runs 3
// Per run: wall time per stage, the load average, the CPU seconds of the worker process and
// of the database backends per stage (they move much less with the neighbours' load than
// wall time), and the worker's own milliseconds per step (its log line `ms`).
// --cpu-prof DIR   the worker runs under `node --cpu-prof` (a .cpuprofile in DIR at exit;
//                  summarise it with api/profile-summary.ts)
// --explain        auto_explain (ANALYZE, BUFFERS, nested statements, ≥ 300 ms) on the cloned
//                  database: the plans go to the PostgreSQL server log
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { createTestDatabase } from '@kiwi/db/testing';
import { ensureServices } from '../../scripts/services';
import { repoPath } from '../../scripts/lib/paths';
import { backendPids, cpuMsOfAll } from './cpu';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rows: { type: 'string', default: '100000' },
    existing: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3195' },
    'cpu-prof': { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const EXISTING = Number(values.existing);
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

/** `rows` leads; 1 % bad (DNI), 1 % repeat an earlier row's phone, 1 % are existing customers. */
function leadsCsv(run: number, rows: number): Buffer {
  const lines = [
    'Nombre;Apellidos;DNI/NIF/CIF;Teléfono;Móvil;Email;Dirección;CP;Localidad;Provincia',
  ];
  const base = 20_000_000 + run * 1_000_000;
  for (let i = 1; i <= rows; i += 1) {
    const n = base + i;
    const document =
      i % 100 === 0
        ? `${String(n).padStart(8, '0')}X`
        : i % 100 === 50
          ? dni(10_000_000 + i)
          : dni(n);
    const phone =
      i % 100 === 25 && i > 100
        ? `6${String(base + i - 100).padStart(8, '0')}`
        : `6${String(n).padStart(8, '0')}`;
    lines.push(
      [
        `Lead ${i}`,
        'García López',
        document,
        phone,
        `7${String(n).padStart(8, '0')}`,
        `lead${n}@ejemplo.es`,
        `Calle Mayor ${i}`,
        '28013',
        'Madrid',
        'Madrid',
      ].join(';'),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

function start(
  entry: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  nodeOptions: string[] = [],
): Promise<ChildProcess> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, [...nodeOptions, '--import', tsx, repoPath(entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start:\n${output}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited ${code}:\n${output}`)));
    child.stdout?.resume();
    child.stderr?.resume();
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData || body === undefined
        ? {}
        : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function waitTask(token: string, taskId: string): Promise<void> {
  for (;;) {
    const task = await call<{ state: string; result: unknown }>(
      token,
      'GET',
      `/api/utils/task-status/${taskId}/`,
    );
    if (task.state === 'SUCCESS') return;
    if (task.state === 'FAILURE') throw new Error(`task failed: ${JSON.stringify(task.result)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** The worker's log lines that close an import step (`ms`: milliseconds per step). */
type StepLog = { msg: string; importId: number; ms: Record<string, number> };

function collectStepLogs(worker: ChildProcess): (msg: string, importId: number) => StepLog {
  const logs: StepLog[] = [];
  if (worker.stdout) {
    createInterface({ input: worker.stdout }).on('line', (line) => {
      if (!line.includes('"ms":')) return;
      try {
        logs.push(JSON.parse(line) as StepLog);
      } catch {
        // not a log line
      }
    });
  }
  return (msg, importId) => {
    const found = logs.find((log) => log.msg === msg && log.importId === importId);
    if (!found) throw new Error(`no '${msg}' log line for import ${importId}`);
    return found;
  };
}

const steps = (log: StepLog) =>
  Object.entries(log.ms)
    .filter(([, ms]) => ms >= 50)
    .map(([step, ms]) => `${step} ${seconds(ms)}`)
    .join(', ');

/** Wall time, CPU of the worker and of the database's backends, and the load, of one stage. */
async function stage<T>(
  admin: postgres.Sql,
  worker: ChildProcess,
  fn: () => Promise<T>,
): Promise<{ value: T; wallMs: number; workerCpuMs: number; dbCpuMs: number; load: string }> {
  // Backends opened during the stage count whole; one closed during it would be missed.
  const before = new Map((await backendPids(admin)).map((pid) => [pid, cpuMsOfAll([pid])]));
  const [worker0, t0] = [cpuMsOfAll([worker.pid!]), performance.now()];
  const value = await fn();
  const wallMs = performance.now() - t0;
  const after = await backendPids(admin);
  return {
    value,
    wallMs,
    workerCpuMs: cpuMsOfAll([worker.pid!]) - worker0,
    dbCpuMs: after.reduce((sum, pid) => sum + cpuMsOfAll([pid]) - (before.get(pid) ?? 0), 0),
    load: load(),
  };
}

async function main() {
  const services = await ensureServices();
  process.env.KIWI_TEST_ADMIN_URL ??= services.adminUrl;
  const database = await createTestDatabase({ template: 'demo' });
  const admin = postgres(database.adminUrl, { max: 1, onnotice: () => {} });
  const storageDir = await mkdtemp(join(tmpdir(), 'kiwi-import-bench-'));
  const env = {
    DATABASE_URL: database.appUrl,
    REDIS_URL: services.redisUrl,
    KIWI_QUEUE_PREFIX: `kiwi-bench-${randomBytes(4).toString('hex')}`,
    STORAGE_DIR: storageDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(PORT),
    LOG_LEVEL: 'info',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    JWT_ACCESS_TTL_SECONDS: '7200',
    NODE_ENV: 'production',
  };
  const children: ChildProcess[] = [];
  try {
    // The tenant's existing customers (the duplicate check joins them), loaded as the owner
    // without history triggers (like the scale seed).
    await admin.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`insert into customers (tenant_id, nombre, documento, tipo_documento, telefonos_contacto, email)
        select 1, 'Existente ' || g, lpad(g::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', (g % 23) + 1, 1), 'DNI',
          array['6' || lpad((50000000 + g)::text, 8, '0')], 'existente' || g || '@ejemplo.es'
        from generate_series(10000001, ${10_000_000 + EXISTING}) g`;
    });
    await admin`vacuum analyze customers`;
    if (values.explain) {
      const settings = {
        session_preload_libraries: 'auto_explain',
        'auto_explain.log_min_duration': '300',
        'auto_explain.log_analyze': 'on',
        'auto_explain.log_buffers': 'on',
        'auto_explain.log_nested_statements': 'on',
      };
      for (const [name, value] of Object.entries(settings))
        await admin.unsafe(`alter database ${database.name} set ${name} = '${value}'`);
      const [{ dir } = { dir: '' }] = await admin<{ dir: string }[]>`
        select current_setting('data_directory') as dir`;
      console.info(`auto_explain on: plans in the PostgreSQL server log (data directory ${dir})`);
    }
    children.push(await start('apps/api/src/server.ts', env, /Server listening|listening/i));
    const profileDir = values['cpu-prof'] ? resolve(values['cpu-prof']) : null;
    const worker = await start(
      'apps/worker/src/main.ts',
      env,
      /"msg":"worker ready"/,
      profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
    );
    children.push(worker);
    const stepLog = collectStepLogs(worker);
    const login = await fetch(`${BASE}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'manager@kiwi.demo', password: 'Kiwi-Demo-2026!' }),
    });
    const { access } = (await login.json()) as { access: string };

    console.info(`rows ${ROWS}, existing customers ${EXISTING}, load ${load()}`);
    const totals: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const csv = leadsCsv(run, ROWS);
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), `bench-${run}.csv`);
      const analysis = await stage(admin, worker, async () => {
        const started = await call<{ id: number; task_id: string }>(
          access,
          'POST',
          '/api/clientes/importaciones/',
          form,
        );
        await waitTask(access, started.task_id);
        return started.id;
      });
      const importId = analysis.value;
      const apply = await stage(admin, worker, async () => {
        const confirm = await call<{ task_id: string }>(
          access,
          'POST',
          `/api/clientes/importaciones/${importId}/confirmar/`,
          { origenBbdd: 4, duplicados: 'omitir' },
        );
        await waitTask(access, confirm.task_id);
      });
      const result = await call<Record<string, number>>(
        access,
        'GET',
        `/api/clientes/importaciones/${importId}/`,
      );
      const revert = await stage(admin, worker, async () => {
        const task = await call<{ task_id: string }>(
          access,
          'POST',
          `/api/clientes/importaciones/${importId}/revertir/`,
        );
        await waitTask(access, task.task_id);
      });
      const total = analysis.wallMs + apply.wallMs;
      totals.push(total);
      console.info(
        `run ${run}: upload→imported ${seconds(total)} s; inserted ${result.insertadas}, skipped ${result.omitidas}, rejected ${result.rechazadas}`,
      );
      for (const [name, measured, msg] of [
        ['upload+analysis', analysis, 'import analysed'],
        ['apply', apply, 'import applied'],
        ['revert', revert, 'import reverted'],
      ] as const) {
        console.info(
          `  ${name.padEnd(15)} ${seconds(measured.wallMs).padStart(6)} s wall | worker cpu ${seconds(measured.workerCpuMs).padStart(6)} s | db cpu ${seconds(measured.dbCpuMs).padStart(6)} s | load ${measured.load} | ${steps(stepLog(msg, importId))}`,
        );
      }
    }
    const sorted = [...totals].sort((a, b) => a - b);
    console.info(
      `upload→imported: min ${seconds(sorted[0]!)} s, median ${seconds(sorted[Math.floor(sorted.length / 2)]!)} s, max ${seconds(sorted.at(-1)!)} s (load at the end ${load()})`,
    );
  } finally {
    for (const child of children.reverse()) await stop(child);
    await admin.end({ timeout: 5 });
    await database.drop();
    await rm(storageDir, { recursive: true, force: true });
    await services.stop?.();
  }
}

await main();
