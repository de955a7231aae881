/** Role ids of spec section 6: a lower id is a higher role. */
export const ROLE = { SuperAdmin: 1, Admin: 2, Manager: 3, Comercial: 4 } as const;
export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];

export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4];
export const DEFAULT_ROLE_ID: RoleId = ROLE.Comercial;

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

/** The subject of every access decision: who is asking, in which tenant. */
export interface AccessSubject {
  roleId: RoleId;
  isAdmin: boolean;
  tenantGroups: readonly string[];
  tenantType: string;
}

/** "At least X": a flagged isAdmin user has every permission; otherwise role id <= X. */
export function isAtLeast(
  subject: Pick<AccessSubject, 'roleId' | 'isAdmin'>,
  role: RoleId,
): boolean {
  return subject.isAdmin || subject.roleId <= role;
}
