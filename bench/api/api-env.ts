import { randomBytes } from 'node:crypto';
import { repoPath } from '../../scripts/lib/paths';

/**
 * The environment a benchmark starts the API with: its database and Redis, a queue prefix and
 * a JWT secret of its own, long-lived tokens, few logs, no login rate limit or load shedding
 * in the way of the load.
 */
export function benchApiEnv(appUrl: string, redisUrl: string): Record<string, string> {
  return {
    DATABASE_URL: appUrl,
    REDIS_URL: redisUrl,
    KIWI_QUEUE_PREFIX: `kiwi-bench-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    JWT_ACCESS_TTL_SECONDS: '7200',
    LOG_LEVEL: 'warn',
    TOKEN_REQUESTS_PER_MINUTE: '1000',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    STORAGE_DIR: repoPath('.data/bench-storage'),
  };
}
