import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** How long /readyz waits for each dependency before calling it down (decision 0703). */
export const READY_CHECK_TIMEOUT_MS = 1000;

const DEPENDENCY_NAMES = { database: 'la base de datos', redis: 'Redis' } as const;
type Dependency = keyof typeof DEPENDENCY_NAMES;

/**
 * A probe that never piles up: while one is still pending (a dependency that hangs),
 * later calls share it instead of queueing another query behind it.
 */
function singleFlight(probe: () => Promise<boolean>): () => Promise<boolean> {
  let pending: Promise<boolean> | null = null;
  return () => {
    pending ??= probe()
      .catch(() => false)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** false when the probe has not answered within `ms`. */
function within(ms: number, probe: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}

/** "No responde la base de datos." / "No responden ni la base de datos ni Redis." */
function notAnswering(down: Dependency[]): string {
  const names = down.map((name) => DEPENDENCY_NAMES[name]);
  return names.length === 1 ? `No responde ${names[0]}.` : `No responden ni ${names.join(' ni ')}.`;
}

/**
 * /healthz: the process answers. /readyz: PostgreSQL and Redis answer too, each within
 * `timeoutMs`; otherwise 503 naming what is down.
 */
async function healthPlugin(app: FastifyInstance, opts: { timeoutMs?: number }) {
  const timeoutMs = opts.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const probes: Record<Dependency, () => Promise<boolean>> = {
    database: singleFlight(async () => {
      await app.sql`select 1`;
      return true;
    }),
    redis: singleFlight(async () => (await app.redis.ping()) === 'PONG'),
  };

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      within(timeoutMs, probes.database()),
      within(timeoutMs, probes.redis()),
    ]);
    if (database && redis) return reply.send({ status: 'ok', database, redis });
    const down = (Object.keys(DEPENDENCY_NAMES) as Dependency[]).filter(
      (name) => !{ database, redis }[name],
    );
    return reply.status(503).send({
      status: 'unavailable',
      database,
      redis,
      down,
      detail: notAnswering(down),
    });
  });
}

export default fp(healthPlugin, { name: 'kiwi-health', dependencies: ['kiwi-db', 'kiwi-redis'] });
