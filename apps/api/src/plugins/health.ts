import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** /healthz: the process answers. /readyz: PostgreSQL and Redis answer too. */
async function healthPlugin(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const checks = await Promise.all([
      app.sql`select 1`.then(
        () => true,
        () => false,
      ),
      app.redis.ping().then(
        (pong) => pong === 'PONG',
        () => false,
      ),
    ]);
    const [database, redis] = checks;
    const ready = database && redis;
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', database, redis });
  });
}

export default fp(healthPlugin, { name: 'kiwi-health', dependencies: ['kiwi-db', 'kiwi-redis'] });
