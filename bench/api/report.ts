import type { Measure } from './raw-baseline';

export interface Row {
  name: string;
  http: Measure;
  raw: Measure;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('es-ES', { maximumFractionDigits: digits });

/** Markdown table, ready to paste into docs/PERFORMANCE.md. */
export function printTable(rows: Row[], opts: { connections: number; duration: number }) {
  console.info(
    `\n${opts.connections} connections, ${opts.duration} s each, same database and machine\n`,
  );
  console.info(
    '| call | API req/s | API p50 / p99 ms | raw SQL ops/s | raw p50 / p99 ms | API / raw |',
  );
  console.info('|---|---|---|---|---|---|');
  for (const { name, http, raw } of rows) {
    console.info(
      `| ${name} | ${fmt(http.rps)} | ${fmt(http.p50, 1)} / ${fmt(http.p99, 1)} | ${fmt(raw.rps)} | ` +
        `${fmt(raw.p50, 1)} / ${fmt(raw.p99, 1)} | ${fmt(http.rps / raw.rps, 2)} |`,
    );
  }
}
