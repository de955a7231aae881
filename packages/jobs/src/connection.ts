import { Redis } from 'ioredis';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_QUEUE_PREFIX = 'kiwi';

/**
 * A Redis connection fit for BullMQ: workers need `maxRetriesPerRequest: null`
 * so blocking commands survive reconnects. Callers own it and must `quit()` it.
 */
export function createRedisConnection(url: string = DEFAULT_REDIS_URL): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}

/** The key prefix of every queue: `KIWI_QUEUE_PREFIX`, else `kiwi`. Tests use a random one. */
export function queuePrefixFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const prefix = env.KIWI_QUEUE_PREFIX?.trim();
  return prefix ? prefix : DEFAULT_QUEUE_PREFIX;
}
