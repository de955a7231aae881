import { isRoleId, type AccessSubject, type RoleId } from '@kiwi/domain';
import { tenantSqlOf, type KiwiTx } from '@kiwi/db';
import { unauthorized } from '../../lib/http-errors';
import { selectSessionAccount, type SessionAccountRow } from './subject.queries';

/** Who is calling: everything the guards and the services need about the caller. */
export interface AuthContext extends AccessSubject {
  accountId: number;
  tenantId: number;
  username: string;
  email: string | null;
  nombreCompleto: string;
  tipoComercial: string;
  tenantName: string;
}

/** Account states that may not use Kiwi (spec section 4). */
export const BLOCKED_ACCOUNT_STATES: readonly string[] = ['BAJA', 'INACTIVO'];

/** The caller from the row the guard read in its tenant transaction: 401 when gone or blocked. */
export function toAuthContext(row: SessionAccountRow | undefined): AuthContext {
  if (!row || BLOCKED_ACCOUNT_STATES.includes(row.estado)) throw unauthorized();
  const roleId: RoleId = isRoleId(row.role_id) ? row.role_id : 4;
  return {
    accountId: Number(row.account_id),
    tenantId: Number(row.tenant_id),
    username: row.username,
    email: row.email,
    nombreCompleto: [row.nombre, row.apellidos].filter(Boolean).join(' ').trim(),
    tipoComercial: row.tipo_comercial,
    tenantName: row.tenant_name,
    roleId,
    isAdmin: row.is_admin,
    tenantGroups: row.tenant_groups ?? [],
    tenantType: row.tenant_type,
  };
}

/** The same lookup inside a tenant transaction that is already open (token refresh). */
export async function loadAuthContext(tx: KiwiTx, accountId: number): Promise<AuthContext> {
  const [row] = await selectSessionAccount(tenantSqlOf(tx), accountId);
  return toAuthContext(row);
}
