// The teletrabajo export of a whole tenant through the real API and worker, repeated: rows/s,
// the worker's timings, CPU (worker and its PostgreSQL backends) and peak RSS per run.
// Used by customers-list.bench.ts (`--only-export --runs N --worker build|source`).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import type postgres from 'postgres';
import { customerExportSql, customerWhere, renderSql } from '@kiwi/db/queries';
import { DEFAULT_CUSTOMER_ORDERING, parseCustomerOrdering } from '@kiwi/domain';
import { repoPath } from '../../scripts/lib/paths';

export type WorkerBuild = 'build' | 'source';

interface ExportLog {
  jobId?: string;
  msg?: string;
  rows?: number;
  countMs?: number;
  firstBatchMs?: number;
  totalMs?: number;
}

export interface RunningWorker {
  child: ChildProcess;
  pid: number;
  started: Date;
  /** The worker's `customers exported` log line for a job, once it is written. */
  logOf(jobId: string): ExportLog | undefined;
}

async function procStatus(pid: number, field: 'VmHWM' | 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** User + system CPU of a process in ms (clock ticks of 10 ms). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** Starts the worker (the esbuild bundle production runs, or the source through tsx). */
export async function startWorker(
  build: WorkerBuild,
  tsx: string,
  env: NodeJS.ProcessEnv,
): Promise<RunningWorker> {
  if (build === 'build') {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['build.mjs'], {
        cwd: repoPath('apps/worker'),
        stdio: 'inherit',
      });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build ${code}`))));
    });
  }
  const args =
    build === 'build'
      ? [repoPath('apps/worker/dist/main.js')]
      : ['--import', tsx, repoPath('apps/worker/src/main.ts')];
  const started = new Date();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, WORKER_CONCURRENCY: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs = new Map<string, ExportLog>();
  let ready: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let entry: ExportLog;
    try {
      entry = JSON.parse(line) as ExportLog;
    } catch {
      return;
    }
    if (entry.msg === 'worker ready') ready();
    if (entry.msg === 'customers exported' && entry.jobId) logs.set(entry.jobId, entry);
  });
  const timeout = setTimeout(() => child.kill('SIGTERM'), 60_000);
  await Promise.race([
    isReady,
    new Promise((_, reject) => child.on('exit', () => reject(new Error('el worker no arrancó')))),
  ]);
  clearTimeout(timeout);
  return { child, pid: child.pid!, started, logOf: (jobId) => logs.get(jobId) };
}

/**
 * The export's statement alone, as the worker reads it (tenant 1, read-only transaction, JIT
 * off, arrays, 5 000 rows per round trip), without writing anything: the raw-SQL baseline.
 */
async function sqlAlone(sql: postgres.Sql): Promise<{ rows: number; seconds: number }> {
  const statement = renderSql(
    customerExportSql(
      customerWhere({}, { ownAccountId: null }),
      parseCustomerOrdering(DEFAULT_CUSTOMER_ORDERING)!,
    ),
  );
  const started = performance.now();
  let rows = 0;
  await sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', '1', true)`;
    await tx`set transaction read only`;
    await tx`set local jit = off`;
    const cursor = tx
      .unsafe(statement.text, statement.params as never[])
      .values()
      .cursor(5000);
    for await (const batch of cursor) rows += batch.length;
  });
  return { rows, seconds: (performance.now() - started) / 1000 };
}

interface Run {
  rows: number;
  seconds: number;
  sqlSeconds: number;
  worker: ExportLog | undefined;
  workerCpu: number;
  pgCpu: number;
  peakMb: number;
  load: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const spread = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/**
 * The PostgreSQL backends of this worker's pool (same machine: their CPU is readable): in
 * this database, named kiwi-worker, opened since the worker started (other engineers'
 * workers use the same name on other databases).
 */
async function workerBackends(sql: postgres.Sql, since: Date): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`
    select pid from pg_stat_activity
    where application_name = 'kiwi-worker' and datname = current_database()
      and backend_start >= ${since}`;
  return rows.map((row) => row.pid);
}

export async function runExports(options: {
  worker: RunningWorker;
  build: WorkerBuild;
  base: string;
  headers: Record<string, string>;
  sql: postgres.Sql;
  runs: number;
  pollMs: number;
}): Promise<void> {
  const { worker, base, headers, sql } = options;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const restMb = await procStatus(worker.pid, 'VmRSS');
  console.info(
    `\nExport, whole tenant (manager, no filters), worker from ${options.build === 'build' ? 'the build (node dist/main.js)' : 'source (tsx)'}: RSS at rest ${restMb.toFixed(0)} MB`,
  );
  console.info(
    '| run | rows | wall s | rows/s | worker ms (count / 1st batch / total) | worker CPU ms | PG CPU ms | peak RSS MB | SQL alone rows/s | load 1 min |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|');
  const runs: Run[] = [];
  for (let run = 1; run <= options.runs; run += 1) {
    // Resets VmHWM, so the peak is this run's (Linux: "5" to clear_refs).
    await writeFile(`/proc/${worker.pid}/clear_refs`, '5').catch(() => {});
    const backends = await workerBackends(sql, worker.started);
    const cpu0 = await cpuMs(worker.pid);
    const pg0 = await Promise.all(backends.map(cpuMs));
    const started = performance.now();
    const job = (await (
      await fetch(`${base}/api/clientes/teletrabajo/download-xlsx-teletrabajo/`, { headers })
    ).json()) as { task_id: string };
    let state = '';
    let result: { rows: number } | undefined;
    while (state !== 'SUCCESS' && state !== 'FAILURE') {
      await new Promise((resolve) => setTimeout(resolve, options.pollMs));
      const task = (await (
        await fetch(`${base}/api/utils/task-status/${job.task_id}/`, { headers })
      ).json()) as { state: string; result: { rows: number } };
      state = task.state;
      result = task.result;
    }
    const seconds = (performance.now() - started) / 1000;
    if (state !== 'SUCCESS') throw new Error(`export ${job.task_id}: ${JSON.stringify(result)}`);
    // a backend opened during the run (the pool connects lazily) counts from zero
    const after = await workerBackends(sql, worker.started);
    const pg1 = await Promise.all(after.map(cpuMs));
    const entry: Run = {
      rows: result?.rows ?? 0,
      seconds,
      sqlSeconds: 0,
      worker: worker.logOf(job.task_id),
      workerCpu: (await cpuMs(worker.pid)) - cpu0,
      pgCpu: pg1.reduce((sum, value, i) => {
        const before = backends.indexOf(after[i]!);
        return sum + value - (before >= 0 ? (pg0[before] ?? 0) : 0);
      }, 0),
      peakMb: await procStatus(worker.pid, 'VmHWM'),
      load: loadavg()[0] ?? 0,
    };
    entry.sqlSeconds = (await sqlAlone(sql)).seconds;
    runs.push(entry);
    const w = entry.worker;
    console.info(
      `| ${run} | ${entry.rows} | ${seconds.toFixed(2)} | ${(entry.rows / seconds).toFixed(0)} | ${w ? `${w.countMs} / ${w.firstBatchMs} / ${w.totalMs}` : '?'} | ${entry.workerCpu} | ${entry.pgCpu} | ${entry.peakMb.toFixed(0)} | ${(entry.rows / entry.sqlSeconds).toFixed(0)} | ${entry.load.toFixed(1)} |`,
    );
  }
  const rate = runs.map((r) => r.rows / r.seconds);
  const inWorker = runs.map((r) => (r.worker?.totalMs ? (r.rows / r.worker.totalMs) * 1000 : 0));
  console.info(
    `\nExport over ${runs.length} runs, median (min–max): ${spread(rate)} rows/s end to end (API call to SUCCESS seen, polling every ${options.pollMs} ms); ${spread(inWorker)} rows/s inside the worker; the same statement alone through postgres.js ${spread(runs.map((r) => r.rows / r.sqlSeconds))} rows/s (export/SQL ${spread(
      runs.map((r) => r.sqlSeconds / r.seconds),
      2,
    )}); worker peak RSS ${spread(runs.map((r) => r.peakMb))} MB (at rest ${restMb.toFixed(0)} MB); worker CPU ${spread(runs.map((r) => r.workerCpu))} ms, PostgreSQL CPU ${spread(runs.map((r) => r.pgCpu))} ms; load average ${spread(
      runs.map((r) => r.load),
      1,
    )}`,
  );
}
