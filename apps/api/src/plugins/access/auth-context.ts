import { isRoleId, type AccessSubject, type RoleId } from '@kiwi/domain';
import type { KiwiTx } from '@kiwi/db';
import { unauthorized } from '../../lib/http-errors';
import { findSessionAccount } from './subject.queries';

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

export async function loadAuthContext(tx: KiwiTx, accountId: number): Promise<AuthContext> {
  const row = await findSessionAccount(tx, accountId);
  if (!row || BLOCKED_ACCOUNT_STATES.includes(row.estado)) throw unauthorized();
  const roleId: RoleId = isRoleId(row.roleId) ? row.roleId : 4;
  return {
    accountId: row.accountId,
    tenantId: row.tenantId,
    username: row.username,
    email: row.email,
    nombreCompleto: [row.nombre, row.apellidos].filter(Boolean).join(' ').trim(),
    tipoComercial: row.tipoComercial,
    tenantName: row.tenantName,
    roleId,
    isAdmin: row.isAdmin,
    tenantGroups: row.tenantGroups ?? [],
    tenantType: row.tenantType,
  };
}
