import { z } from 'zod';
import { DEFAULT_REDIS_URL, queuePrefixFromEnv, storageDirFromEnv } from '@kiwi/jobs';

const ZWorkerEnvSchema = z.object({
  REDIS_URL: z.string().min(1).default(DEFAULT_REDIS_URL),
  /** The kiwi_app connection, for jobs that read or write tenant data (imports). */
  DATABASE_URL: z.string().min(1).optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How long SIGTERM waits for running jobs before closing anyway (they become stalled and rerun). */
  WORKER_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Set in the container image: the file the worker touches while Redis answers (healthcheck). */
  WORKER_HEARTBEAT_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface WorkerConfig {
  redisUrl: string;
  databaseUrl: string | undefined;
  queuePrefix: string;
  storageDir: string;
  concurrency: number;
  shutdownTimeoutMs: number;
  logLevel: string;
  heartbeatFile: string | undefined;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const parsed = ZWorkerEnvSchema.parse(env);
  return {
    redisUrl: parsed.REDIS_URL,
    databaseUrl: parsed.DATABASE_URL,
    queuePrefix: queuePrefixFromEnv(env),
    storageDir: storageDirFromEnv(env),
    concurrency: parsed.WORKER_CONCURRENCY,
    shutdownTimeoutMs: parsed.WORKER_SHUTDOWN_TIMEOUT_MS,
    logLevel: parsed.LOG_LEVEL,
    heartbeatFile: parsed.WORKER_HEARTBEAT_FILE,
  };
}
