import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import rateLimit from '@fastify/rate-limit';
import { DETAIL } from '../lib/http-errors';

/**
 * Load shedding and the Redis-backed rate limiter (opt-in per route). The security headers
 * are plugins/security-headers.ts, registered first in app.ts.
 */
async function hardeningPlugin(
  app: FastifyInstance,
  opts: { redisPrefix: string; maxEventLoopDelayMs: number },
) {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    exposeStatusRoute: false,
    pressureHandler: (_req, reply) => {
      void reply.status(503).header('Retry-After', '5').send({ detail: DETAIL.overloaded });
    },
  });
  await app.register(rateLimit, {
    global: false,
    redis: app.redis,
    nameSpace: `${opts.redisPrefix}:rl:`,
    errorResponseBuilder: () => ({ statusCode: 429, detail: DETAIL.tooManyRequests }),
  });
}

export default fp(hardeningPlugin, { name: 'kiwi-hardening', dependencies: ['kiwi-redis'] });
