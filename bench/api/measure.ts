import autocannon from 'autocannon';

export interface Measure {
  rps: number;
  p50: number;
  /** From the latencies each answer reports (autocannon's own summary has no p95). */
  p95?: number;
  p99: number;
  /** CPU µs per operation of the serving process (the API, the ceiling server, the bench). */
  cpuUs?: number;
  /** CPU µs per operation of the PostgreSQL backends of the database. */
  dbCpuUs?: number;
}

export interface LoadShape {
  connections: number;
  duration: number;
}

/**
 * Runs `op` from `connections` concurrent loops for `duration` seconds (the database
 * baselines: they run inside the benchmark process, like autocannon does for HTTP).
 */
export async function measureLoops(
  op: () => Promise<unknown>,
  { connections, duration }: LoadShape,
): Promise<Measure> {
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
  return {
    rps: latencies.length / duration,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  };
}

/** The latency at quantile `q` of ascending `sorted` (0 when empty). */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * GETs `url` with autocannon from `connections` connections for `duration` seconds (the HTTP
 * load generator of every API benchmark: much cheaper per request than Node's fetch, which
 * would take the cores from the API it measures). Every answer must be 2xx, or `status` when
 * given (304 for a revalidation). p95 from the response times autocannon reports per answer.
 */
export async function measureHttp(
  url: string,
  headers: Record<string, string>,
  { connections, duration }: LoadShape,
  { status }: { status?: number } = {},
): Promise<Measure> {
  const latencies: number[] = [];
  let unexpected = 0;
  // Without a callback autocannon answers its tracker, which is also a promise of the result.
  const instance = autocannon({
    url,
    connections,
    duration,
    headers,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client: unknown, code: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status === undefined ? code < 200 || code > 299 : code !== status) unexpected += 1;
  });
  const result = await instance;
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${unexpected} answers not ${status ?? '2xx'}, ${result.errors} errors`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / duration,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  };
}
