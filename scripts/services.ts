import { canConnect } from './lib/net';
import { startEmbeddedPostgres } from './lib/embedded-postgres';
import { ensureRedis } from './lib/local-redis';

export interface Services {
  /** A PostgreSQL role that may create roles and databases (never handed to the API). */
  adminUrl: string;
  redisUrl: string;
  /** Stops only what ensureServices started. */
  stop(): Promise<void>;
}

const info = (line: string) => console.info(`[servicios] ${line}`);

/**
 * PostgreSQL: DATABASE_URL when set (an admin connection), else an embedded
 * server. Redis: REDIS_URL, else 127.0.0.1:6379, else a local redis-server.
 * No Docker involved (ARCHITECTURE "The stack").
 */
export async function ensureServices(log: (line: string) => void = info): Promise<Services> {
  const configured = process.env.DATABASE_URL?.trim();
  let adminUrl: string;
  let stopPostgres = async () => {};
  if (configured) {
    const url = new URL(configured);
    if (!(await canConnect(url.hostname, Number(url.port || 5432), 2000))) {
      throw new Error(`PostgreSQL no responde en DATABASE_URL (${url.host}).`);
    }
    adminUrl = configured;
  } else {
    const embedded = await startEmbeddedPostgres(log);
    adminUrl = embedded.adminUrl;
    stopPostgres = embedded.stop;
  }
  let redis;
  try {
    redis = await ensureRedis(log);
  } catch (error) {
    await stopPostgres();
    throw error;
  }
  return {
    adminUrl,
    redisUrl: redis.redisUrl,
    stop: async () => {
      await Promise.allSettled([redis.stop(), stopPostgres()]);
    },
  };
}
