import { readFileSync } from 'node:fs';
import type { Sql } from 'postgres';

// CPU time spent by processes during a measurement, from /proc (Linux). On a shared machine
// throughput moves with the neighbours' load; CPU time per request moves much less, so it is
// the figure to compare changes with.

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in ms (0 when it is gone or /proc is unavailable). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export const cpuMsOfAll = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);

/** The PostgreSQL backends serving this database (the API's pool and the baselines' loops). */
export async function backendPids(sql: Sql): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`
    select pid from pg_stat_activity where datname = current_database()`;
  return rows.map((row) => row.pid);
}

/** Runs `measure` and adds the CPU µs per operation of `processes` and of the backends. */
export async function withCpu<M extends { rps: number }>(
  sql: Sql,
  processes: number[],
  duration: number,
  measure: () => Promise<M>,
): Promise<M & { cpuUs: number; dbCpuUs: number }> {
  const backends = await backendPids(sql);
  const [process0, db0] = [cpuMsOfAll(processes), cpuMsOfAll(backends)];
  const result = await measure();
  const operations = result.rps * duration;
  const perOp = (ms: number) => (operations > 0 ? (ms * 1000) / operations : 0);
  return {
    ...result,
    cpuUs: perOp(cpuMsOfAll(processes) - process0),
    dbCpuUs: perOp(cpuMsOfAll(backends) - db0),
  };
}

/**
 * How fast this machine is right now, in the units the figures depend on: a fixed JavaScript
 * loop and a fixed PostgreSQL aggregate, best of three (ms). The same VM has run the same
 * statements at half the speed an hour later (a shared host); quoted with each run, the
 * figures of two runs can be compared.
 */
export async function machineReference(sql: Sql): Promise<{ nodeMs: number; pgMs: number }> {
  const best = async (work: () => unknown) => {
    let fastest = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await work();
      fastest = Math.min(fastest, performance.now() - started);
    }
    return Math.round(fastest);
  };
  const nodeMs = await best(() => {
    let x = 0;
    for (let i = 0; i < 50_000_000; i++) x = (x + i * 7) % 1_000_003;
    return x;
  });
  const pgMs = await best(() => sql`select sum(i) from generate_series(1, 3000000) i`);
  return { nodeMs, pgMs };
}
