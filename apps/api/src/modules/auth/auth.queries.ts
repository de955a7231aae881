import { and, eq, isNull, gt, sql as rawSql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { KiwiTx } from '@kiwi/db';
import { refreshTokens } from '@kiwi/db/schema';

export interface LoginCandidate {
  account_id: number;
  tenant_id: number;
  password_hash: string;
  estado: string;
  role_id: number;
}

/** Finds a login across tenants (the tenant is unknown before login): a SECURITY DEFINER function. */
export async function lookupLogin(sql: Sql, username: string): Promise<LoginCandidate | undefined> {
  const rows = await sql<LoginCandidate[]>`
    select account_id::int as account_id, tenant_id::int as tenant_id, password_hash, estado, role_id::int as role_id
    from kiwi_auth_lookup(${username})`;
  return rows[0];
}

export async function insertRefreshToken(
  tx: KiwiTx,
  row: {
    tenantId: number;
    accountId: number;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
  },
) {
  await tx.insert(refreshTokens).values(row);
}

/** Marks the token used if it is still live; at most one concurrent caller gets the row back. */
export async function consumeRefreshToken(tx: KiwiTx, tokenHash: string) {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, rawSql`now()`),
      ),
    )
    .returning({ accountId: refreshTokens.accountId, familyId: refreshTokens.familyId });
  return rows[0];
}

export async function revokeFamily(tx: KiwiTx, familyId: string) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
