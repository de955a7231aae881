import { createHash, randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import { DUMMY_PASSWORD_HASH, verifyPassword, withTenant, type KiwiDb } from '@kiwi/db';
import { ROLE } from '@kiwi/domain';
import { DETAIL, HttpError, unauthorized } from '../../lib/http-errors';
import type { TokenService } from '../../plugins/auth';
import { BLOCKED_ACCOUNT_STATES, loadAuthContext } from '../../plugins/access/auth-context';
import type { MaintenanceSwitch } from '../../lib/maintenance';
import type { LoginThrottle } from './login-throttle';
import { consumeRefreshToken, insertRefreshToken, lookupLogin, revokeFamily } from './auth.queries';

export interface AuthDeps {
  db: KiwiDb;
  sql: Sql;
  tokens: TokenService;
  throttle: LoginThrottle;
  maintenance: MaintenanceSwitch;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueTokens(
  deps: AuthDeps,
  who: { accountId: number; tenantId: number; roleId: number },
  familyId: string,
): Promise<TokenPair> {
  const base = { sub: String(who.accountId), tid: who.tenantId, rol: who.roleId };
  const access = deps.tokens.signAccess(base);
  const refresh = deps.tokens.signRefresh({ ...base, fam: familyId, jti: randomUUID() });
  await withTenant(deps.db, who.tenantId, (tx) =>
    insertRefreshToken(tx, {
      tenantId: who.tenantId,
      accountId: who.accountId,
      familyId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + deps.tokens.refreshTtlSeconds * 1000),
    }),
  );
  return { access, refresh };
}

/**
 * POST /api/token/. The password is always checked against a hash (a dummy one
 * for unknown users), so a wrong username and a wrong password take the same time.
 */
export async function login(
  deps: AuthDeps,
  input: { username: string; password: string },
  clientKey: string,
): Promise<TokenPair> {
  if (await deps.throttle.isBlocked(clientKey)) throw new HttpError(429, DETAIL.tooManyRequests);
  const candidate = await lookupLogin(deps.sql, input.username.trim());
  const passwordOk = await verifyPassword(
    input.password,
    candidate?.password_hash ?? DUMMY_PASSWORD_HASH,
  );
  if (!candidate || !passwordOk || BLOCKED_ACCOUNT_STATES.includes(candidate.estado)) {
    await deps.throttle.recordFailure(clientKey);
    throw new HttpError(401, DETAIL.badCredentials);
  }
  return issueTokens(
    deps,
    { accountId: candidate.account_id, tenantId: candidate.tenant_id, roleId: candidate.role_id },
    randomUUID(),
  );
}

/**
 * POST /api/token-refresh/. Rotates: the presented token is spent and a new pair
 * issued in the same family. Presenting a spent or revoked token revokes the
 * whole family (someone else holds a copy).
 */
export async function refresh(deps: AuthDeps, refreshToken: string): Promise<TokenPair> {
  const claims = deps.tokens.verifyRefresh(refreshToken);
  if (claims.rol !== ROLE.SuperAdmin && (await deps.maintenance.isActive())) {
    throw new HttpError(503, DETAIL.maintenance);
  }
  const tokenHash = hashToken(refreshToken);
  const outcome = await withTenant(deps.db, claims.tid, async (tx) => {
    const spent = await consumeRefreshToken(tx, tokenHash);
    if (!spent) {
      await revokeFamily(tx, claims.fam);
      return null;
    }
    try {
      const auth = await loadAuthContext(tx, spent.accountId);
      return { auth, familyId: spent.familyId };
    } catch {
      await revokeFamily(tx, spent.familyId);
      return null;
    }
  });
  if (!outcome) throw unauthorized();
  const { auth, familyId } = outcome;
  return issueTokens(
    deps,
    { accountId: auth.accountId, tenantId: auth.tenantId, roleId: auth.roleId },
    familyId,
  );
}

/** POST /api/token/revoke/: logout ends the session on the server too. */
export async function revoke(deps: AuthDeps, refreshToken: string): Promise<void> {
  const claims = deps.tokens.verifyRefresh(refreshToken);
  await withTenant(deps.db, claims.tid, (tx) => revokeFamily(tx, claims.fam));
}
