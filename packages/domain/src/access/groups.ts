/** Tenant groups of spec section 1. */
export const TENANT_GROUPS = [
  'MasMovil',
  'Yoigo',
  'Avatel',
  'Vodafone',
  'PunchIn',
  'Storage',
  'Lowi',
] as const;
export type TenantGroup = (typeof TENANT_GROUPS)[number];

/** "ERP groups": every operator group. */
export const ERP_GROUPS: readonly TenantGroup[] = [
  'MasMovil',
  'Yoigo',
  'Avatel',
  'Vodafone',
  'Lowi',
];

export const DISTRIBUTOR_TENANT_TYPE = 'distributor';
