import { isAtLeast, type AccessSubject, type RoleId } from './roles';
import type { TenantGroup } from './groups';

/**
 * The rule every API route declares (ARCHITECTURE "Tenancy and access").
 * - `public`: no token needed (login, refresh, maintenance status).
 * - `authenticated`: any logged-in user of any role.
 * - otherwise the subject needs `minRole` (at least), one of `exactRoles`, and,
 *   when `groups` is given, the tenant must have at least one of them.
 */
export type ApiAccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated'; groups?: readonly TenantGroup[] }
  | {
      kind: 'role';
      minRole?: RoleId;
      exactRoles?: readonly RoleId[];
      groups?: readonly TenantGroup[];
    };

export function canAccessApi(rule: ApiAccessRule, subject: AccessSubject | null): boolean {
  if (rule.kind === 'public') return true;
  if (!subject) return false;
  if (rule.groups && rule.groups.length > 0) {
    const has = rule.groups.some((g) => subject.tenantGroups.includes(g));
    if (!has) return false;
  }
  if (rule.kind === 'authenticated') return true;
  if (rule.minRole !== undefined && !isAtLeast(subject, rule.minRole)) return false;
  if (rule.exactRoles && !subject.isAdmin && !rule.exactRoles.includes(subject.roleId))
    return false;
  return true;
}
