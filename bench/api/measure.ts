export interface Measure {
  rps: number;
  p50: number;
  /** Measured by the in-process loops (autocannon gives no p95). */
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
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / duration, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
