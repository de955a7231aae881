import { writeFile } from 'node:fs/promises';
import type { Redis } from 'ioredis';

export interface HeartbeatOptions {
  connection: Redis;
  /** Touched after every PING that Redis answers in time. */
  file: string;
  intervalMs?: number;
  timeoutMs?: number;
}

/** How old the file may get before the container healthcheck calls the worker unhealthy. */
export const HEARTBEAT_STALE_AFTER_MS = 20_000;

function pingWithin(connection: Redis, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    connection.ping().then(
      (pong) => pong === 'PONG',
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Liveness for the container healthcheck (decision 0706): every `intervalMs` the worker
 * PINGs Redis and, when Redis answers, writes the time to `file`. The image's HEALTHCHECK
 * fails when the file is older than HEARTBEAT_STALE_AFTER_MS: the worker lost Redis, or its
 * event loop is stuck.
 */
export function startHeartbeat(options: HeartbeatOptions): { stop(): void } {
  const { connection, file, intervalMs = 5000, timeoutMs = 2000 } = options;
  let running = false;
  const beat = async () => {
    if (running) return;
    running = true;
    try {
      if (await pingWithin(connection, timeoutMs)) {
        await writeFile(file, `${new Date().toISOString()}\n`).catch(() => {});
      }
    } finally {
      running = false;
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
