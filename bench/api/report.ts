import type { Measure } from './measure';

export interface Row {
  name: string;
  api: Measure;
  /** The hand-written raw-SQL baseline (raw-baseline.ts). */
  raw: Measure;
  /** The API's own statements through postgres.js, prepared and pipelined (db-ceiling.ts). */
  db: Measure;
  /** A bare Fastify route serving the same JSON (http-ceiling-server.ts). */
  http: Measure;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('es-ES', { maximumFractionDigits: digits });
const lat = (m: Measure) => `${fmt(m.p50, 1)} / ${fmt(m.p99, 1)}`;
const cpu = (m: Measure) => `${fmt(m.cpuUs ?? 0)} + ${fmt(m.dbCpuUs ?? 0)}`;
export const ceilingRatio = (row: Row) => row.api.rps / Math.min(row.db.rps, row.http.rps);

/** One markdown table per run, ready to paste into docs/PERFORMANCE.md. */
export function printRun(rows: Row[], header: string) {
  console.info(`\n${header}\n`);
  console.info(
    '| call | API req/s | API p50 / p99 ms | API CPU µs/req node + PG | raw SQL ops/s | DB ceiling ops/s | HTTP ceiling req/s | API / raw | API / min(ceilings) |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const { name, api, raw, db, http } = row;
    console.info(
      `| ${name} | ${fmt(api.rps)} | ${lat(api)} | ${cpu(api)} | ${fmt(raw.rps)} | ${fmt(db.rps)} | ` +
        `${fmt(http.rps)} | ${fmt(api.rps / raw.rps, 2)} | ${fmt(ceilingRatio(row), 2)} |`,
    );
  }
}

/** The spread over runs: min – max of each figure, per call. */
export function printSpread(runs: Row[][]) {
  if (runs.length < 2) return;
  const range = (values: number[], digits = 0) =>
    `${fmt(Math.min(...values), digits)} – ${fmt(Math.max(...values), digits)}`;
  console.info(`\nSpread over ${runs.length} runs (min – max)\n`);
  console.info(
    '| call | API req/s | API p99 ms | API CPU µs/req node | PG | raw SQL ops/s | DB ceiling | HTTP ceiling | API / raw | API / min(ceilings) |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|');
  for (const [i, first] of (runs[0] ?? []).entries()) {
    const rows = runs.map((run) => run[i]!);
    console.info(
      `| ${first.name} | ${range(rows.map((r) => r.api.rps))} | ${range(
        rows.map((r) => r.api.p99),
        1,
      )} | ` +
        `${range(rows.map((r) => r.api.cpuUs ?? 0))} | ${range(rows.map((r) => r.api.dbCpuUs ?? 0))} | ` +
        `${range(rows.map((r) => r.raw.rps))} | ${range(rows.map((r) => r.db.rps))} | ` +
        `${range(rows.map((r) => r.http.rps))} | ${range(
          rows.map((r) => r.api.rps / r.raw.rps),
          2,
        )} | ${range(rows.map(ceilingRatio), 2)} |`,
    );
  }
}
