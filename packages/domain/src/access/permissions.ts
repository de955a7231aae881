import { DISTRIBUTOR_TENANT_TYPE } from './groups';
import { ROLE, isAtLeast, type AccessSubject, type RoleId } from './roles';

/** The permission flags of spec section 6, computed once per subject. */
export interface PermissionFlags {
  /** Manager or above (an isAdmin-flagged user always has it). */
  hasManagerPermission: boolean;
  /** Admin or above (an isAdmin-flagged user always has it). */
  hasAdminPermission: boolean;
  /** SuperAdmin (an isAdmin-flagged user always has it). */
  hasSuperAdminPermission: boolean;
  /** The tenant's type is 'distributor'. */
  isDistributor: boolean;
  /** Exact match: role Comercial. isAdmin does not change it. */
  isComercial: boolean;
  /** Exact match: role Manager ("manager only"). isAdmin does not change it. */
  isManagerOnly: boolean;
}

export function getPermissionFlags(subject: AccessSubject): PermissionFlags {
  return {
    hasManagerPermission: isAtLeast(subject, ROLE.Manager),
    hasAdminPermission: isAtLeast(subject, ROLE.Admin),
    hasSuperAdminPermission: isAtLeast(subject, ROLE.SuperAdmin),
    isDistributor: subject.tenantType === DISTRIBUTOR_TENANT_TYPE,
    isComercial: subject.roleId === ROLE.Comercial,
    isManagerOnly: subject.roleId === ROLE.Manager,
  };
}

export function hasTenantGroup(
  subject: Pick<AccessSubject, 'tenantGroups'>,
  group: string,
): boolean {
  return subject.tenantGroups.includes(group);
}

export function hasAnyTenantGroup(
  subject: Pick<AccessSubject, 'tenantGroups'>,
  groups: readonly string[],
): boolean {
  return groups.some((group) => subject.tenantGroups.includes(group));
}

/**
 * Whether a subject may give an account a role (account create/edit): only
 * Admin or above manages accounts, and never to a role above its own; an
 * isAdmin-flagged user may give any role.
 */
export function canAssignRole(subject: AccessSubject, roleId: RoleId): boolean {
  if (!isAtLeast(subject, ROLE.Admin)) return false;
  return subject.isAdmin || subject.roleId <= roleId;
}
