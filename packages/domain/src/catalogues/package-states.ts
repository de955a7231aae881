import { COLOR_TOKENS } from './colors';

/** Package/order states of spec section 4. */
export const PACKAGE_STATES = [
  { value: 'ACTIVO', label: 'Activo', color: 'success', hex: COLOR_TOKENS.success },
  { value: 'CANCELADO', label: 'Cancelado', color: 'dark', hex: COLOR_TOKENS.dark },
  { value: 'VUELO', label: 'En vuelo', color: 'warning', hex: COLOR_TOKENS.warning },
] as const;

export type PackageState = (typeof PACKAGE_STATES)[number]['value'];
export const PACKAGE_STATE_VALUES = PACKAGE_STATES.map((s) => s.value) as [
  PackageState,
  ...PackageState[],
];
