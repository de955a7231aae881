import type { Redis } from 'ioredis';

export interface LoginThrottle {
  /** True when this client already failed `limit` times in the current minute. */
  isBlocked(clientKey: string): Promise<boolean>;
  recordFailure(clientKey: string): Promise<void>;
}

const WINDOW_SECONDS = 60;

/** Failed-login counter per client in Redis, shared by every API instance. */
export function createLoginThrottle(redis: Redis, prefix: string, limit: number): LoginThrottle {
  const key = (client: string) => `${prefix}:login-fail:${client}`;
  return {
    async isBlocked(client) {
      const count = Number((await redis.get(key(client))) ?? 0);
      return count >= limit;
    },
    async recordFailure(client) {
      const k = key(client);
      const count = await redis.incr(k);
      if (count === 1) await redis.expire(k, WINDOW_SECONDS);
    },
  };
}
