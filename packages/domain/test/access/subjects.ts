import { ERP_GROUPS, type AccessSubject, type RoleId } from '../../src/index';

/** Test subjects: a distributor tenant with every group unless told otherwise. */
export function subject(
  roleId: RoleId,
  overrides: Partial<Omit<AccessSubject, 'roleId'>> = {},
): AccessSubject {
  return {
    roleId,
    isAdmin: false,
    tenantGroups: [...ERP_GROUPS, 'PunchIn', 'Storage'],
    tenantType: 'distributor',
    ...overrides,
  };
}

export const superAdmin = subject(1);
export const admin = subject(2);
export const manager = subject(3);
export const comercial = subject(4);
export const flaggedComercial = subject(4, { isAdmin: true });
