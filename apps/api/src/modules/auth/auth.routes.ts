import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZTokenRefreshRequestSchema,
  ZTokenRequestSchema,
  ZTokenRevokeRequestSchema,
} from '@kiwi/domain';
import { PUBLIC } from '../../lib/access-rules';
import { createLoginThrottle } from './login-throttle';
import { login, refresh, revoke, type AuthDeps } from './auth.service';

const ZTokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
const ZDetailSchema = z.object({ detail: z.string() });

export interface AuthRoutesOptions {
  redisPrefix: string;
  loginFailuresPerMinute: number;
  tokenRequestsPerMinute: number;
}

/** POST /api/token/, /api/token-refresh/ and /api/token/revoke/ (simplejwt style, rotated refresh). */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const deps: AuthDeps = {
    db: app.db,
    sql: app.sql,
    tokens: app.tokens,
    maintenance: app.maintenance,
    throttle: createLoginThrottle(app.redis, opts.redisPrefix, opts.loginFailuresPerMinute),
  };
  const rateLimit = { max: opts.tokenRequestsPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/token/',
    {
      config: { access: PUBLIC, maintenance: 'exempt', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión: devuelve el token de acceso y el de refresco',
        security: [],
        body: ZTokenRequestSchema,
        response: { 200: ZTokenPairSchema, 401: ZDetailSchema, 429: ZDetailSchema },
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  app.post(
    '/api/token-refresh/',
    {
      config: { access: PUBLIC, maintenance: 'handler', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Renueva el token de acceso; el token de refresco rota en cada uso',
        security: [],
        body: ZTokenRefreshRequestSchema,
        response: { 200: ZTokenPairSchema, 401: ZDetailSchema },
      },
    },
    async (request) => refresh(deps, request.body.refresh),
  );

  app.post(
    '/api/token/revoke/',
    {
      // Revoking only takes access away, so it also works during maintenance.
      config: { access: PUBLIC, maintenance: 'exempt', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión en el servidor (revoca la familia del token de refresco)',
        security: [],
        body: ZTokenRevokeRequestSchema,
        response: { 204: z.null(), 401: ZDetailSchema },
      },
    },
    async (request, reply) => {
      await revoke(deps, request.body.refresh);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
