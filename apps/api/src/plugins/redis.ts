import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

async function redisPlugin(app: FastifyInstance, opts: { url: string }) {
  // maxRetriesPerRequest: null is what BullMQ needs for the queues sharing this client.
  const redis = new Redis(opts.url, { maxRetriesPerRequest: null, lazyConnect: false });
  redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisPlugin, { name: 'kiwi-redis' });
