import type { UserDetail } from '../features/auth/api/user-detail';
import type { TenantInfo } from '../features/auth/api/tenant-info';

/** Users shaped like the demo seed, for component tests. */
const DISTRIBUTOR_GROUPS = [
  'MasMovil',
  'Yoigo',
  'Avatel',
  'Vodafone',
  'Lowi',
  'PunchIn',
  'Storage',
];

export const DEMO_DISTRIBUTOR: TenantInfo = { type: 'distributor', name: 'Demo Distribuciones' };
export const OTHER_TENANT: TenantInfo = { type: 'company', name: 'Otra Empresa' };

export function demoUser(roleId: 1 | 2 | 3 | 4, groups = DISTRIBUTOR_GROUPS): UserDetail {
  const names = { 1: 'Sara Super', 2: 'Ana Admin', 3: 'Mario Manager', 4: 'Carmen Comercial' };
  return {
    id: 10 + roleId,
    username: `user${roleId}@kiwi.demo`,
    nombre_completo: names[roleId],
    email: `user${roleId}@kiwi.demo`,
    isAdmin: false,
    rol: { id: roleId },
    tenant_groups: groups.map((name) => ({ name })),
    tipoComercial: 'TIENDA',
  };
}

export const OTHER_TENANT_GROUPS = ['PunchIn', 'Storage'];
