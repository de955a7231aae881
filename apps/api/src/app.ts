import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { parseQueryString } from './lib/query-string';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { installSpanishZodMessages } from './lib/validation-messages';
import errorsPlugin from './plugins/errors';
import dbPlugin from './plugins/db';
import redisPlugin from './plugins/redis';
import authPlugin from './plugins/auth';
import accessPlugin from './plugins/access';
import hardeningPlugin from './plugins/http-hardening';
import securityHeadersPlugin from './plugins/security-headers';
import openapiPlugin from './plugins/openapi';
import healthPlugin from './plugins/health';
import webAppPlugin from './plugins/web-app';
import { registerModules } from './modules';
import { parseOnceValidatorCompiler } from './lib/parse-once';

export interface BuildAppOptions {
  config: AppConfig;
  /** Pino logger options; tests pass `false`. */
  logger?: boolean | object;
}

/** Builds the Fastify instance with every plugin and module; does not listen. */
export async function buildApp({
  config,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  installSpanishZodMessages();
  const app = Fastify({
    logger: logger === true ? { level: config.LOG_LEVEL } : logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
  });
  app.setValidatorCompiler(parseOnceValidatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ checkAgainstZod: process.env.NODE_ENV === 'test' }),
  );

  await app.register(errorsPlugin);
  // first onRequest hook: answers refused by the guard (401/403/503) carry the headers too
  await app.register(securityHeadersPlugin);
  await app.register(dbPlugin, { url: config.DATABASE_URL, max: config.DATABASE_POOL_MAX });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(authPlugin, {
    secret: config.JWT_SECRET,
    accessTtlSeconds: config.JWT_ACCESS_TTL_SECONDS,
    refreshTtlSeconds: config.JWT_REFRESH_TTL_SECONDS,
  });
  await app.register(accessPlugin, { maintenanceCacheMs: config.MAINTENANCE_CACHE_MS });
  await app.register(hardeningPlugin, {
    redisPrefix: config.KIWI_QUEUE_PREFIX,
    maxEventLoopDelayMs: config.OVERLOAD_EVENT_LOOP_DELAY_MS,
  });
  await app.register(openapiPlugin);
  await app.register(healthPlugin);
  await registerModules(app, config);
  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
