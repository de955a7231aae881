import { ERP_GROUPS, ROLE, type ApiAccessRule, type RoleId, type TenantGroup } from '@kiwi/domain';

/** Shorthands for the rule every route declares in `config.access`. */
export const PUBLIC: ApiAccessRule = { kind: 'public' };
export const ANY_USER: ApiAccessRule = { kind: 'authenticated' };
export const ERP_USER: ApiAccessRule = { kind: 'authenticated', groups: ERP_GROUPS };
export const SUPERADMIN_ONLY: ApiAccessRule = { kind: 'role', minRole: ROLE.SuperAdmin };

export const atLeast = (role: RoleId, groups?: readonly TenantGroup[]): ApiAccessRule =>
  groups ? { kind: 'role', minRole: role, groups } : { kind: 'role', minRole: role };
