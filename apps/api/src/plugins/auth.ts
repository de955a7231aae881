import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../lib/http-errors';

export const ZAccessClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  tid: z.number().int().positive(),
  typ: z.literal('access'),
  rol: z.number().int(),
  jti: z.string().uuid(),
});
export const ZRefreshClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  tid: z.number().int().positive(),
  typ: z.literal('refresh'),
  rol: z.number().int(),
  fam: z.string().uuid(),
  jti: z.string().uuid(),
});
export type AccessClaims = z.infer<typeof ZAccessClaimsSchema>;
export type RefreshClaims = z.infer<typeof ZRefreshClaimsSchema>;

export interface TokenService {
  /** Every token gets its own `jti`, so two issued in the same second still differ. */
  signAccess(claims: Omit<AccessClaims, 'typ' | 'jti'>): string;
  signRefresh(claims: Omit<RefreshClaims, 'typ'>): string;
  /** Throws 401 unless the token is a valid, unexpired HS256 access token. */
  verifyAccess(token: string): AccessClaims;
  /** Throws 401 unless the token is a valid, unexpired HS256 refresh token. */
  verifyRefresh(token: string): RefreshClaims;
  refreshTtlSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

interface AuthOptions {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/**
 * Token signing and checking. HS256 is pinned on both sides, so `alg: none`
 * or any other algorithm is refused; the `typ` claim keeps a refresh token
 * from ever being accepted as an access token (and the reverse).
 */
async function authPlugin(app: FastifyInstance, opts: AuthOptions) {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256' },
    // Verified tokens are kept (bounded LRU, never past their `exp`): a signature is checked
    // once per token, not once per call. The token itself is the key: an exact match cannot
    // collide, and the process holds the token while serving it anyway. Revocation does not
    // depend on this: the guard reads the account on every call (decision 0005).
    verify: { algorithms: ['HS256'], cache: 10_000, cacheKeyBuilder: (token: string) => token },
  });

  const verifyAs = <T>(token: string, schema: z.ZodType<T>): T => {
    let payload: unknown;
    try {
      payload = app.jwt.verify(token);
    } catch {
      throw unauthorized();
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw unauthorized();
    return parsed.data;
  };

  app.decorate('tokens', {
    signAccess: (claims) =>
      app.jwt.sign(
        { ...claims, typ: 'access', jti: randomUUID() },
        { expiresIn: `${opts.accessTtlSeconds}s` },
      ),
    signRefresh: (claims) =>
      app.jwt.sign({ ...claims, typ: 'refresh' }, { expiresIn: `${opts.refreshTtlSeconds}s` }),
    verifyAccess: (token) => verifyAs(token, ZAccessClaimsSchema),
    verifyRefresh: (token) => verifyAs(token, ZRefreshClaimsSchema),
    refreshTtlSeconds: opts.refreshTtlSeconds,
  } satisfies TokenService);
}

export default fp(authPlugin, { name: 'kiwi-auth' });
