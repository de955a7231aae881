import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import rateLimit from '@fastify/rate-limit';
import { DETAIL } from '../lib/http-errors';

/** Security headers, load shedding and the Redis-backed rate limiter (opt-in per route). */
async function hardeningPlugin(app: FastifyInstance, opts: { redisPrefix: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner and Radix inject small inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(underPressure, {
    maxEventLoopDelay: 2000,
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
