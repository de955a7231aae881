import { COLOR_TOKENS } from './colors';

/**
 * Sales-status catalogue of offers and services (spec section 3), codes 1-7.
 * Icons are lucide icon names (the web app's icon set).
 */
export const SALES_STATUSES = [
  { value: 1, label: 'Pendiente', color: 'warning', hex: COLOR_TOKENS.warning, icon: 'clock' },
  { value: 2, label: 'Presentada', color: 'info', hex: COLOR_TOKENS.info, icon: 'send' },
  { value: 3, label: 'Rechazada', color: 'error', hex: COLOR_TOKENS.error, icon: 'circle-x' },
  {
    value: 4,
    label: 'Activada',
    color: 'success',
    hex: COLOR_TOKENS.success,
    icon: 'circle-check',
  },
  {
    value: 5,
    label: 'Error envío a SMART',
    color: 'error',
    hex: COLOR_TOKENS.error,
    icon: 'triangle-alert',
  },
  { value: 6, label: 'Activada Parcial', color: 'teal', hex: COLOR_TOKENS.teal, icon: 'check' },
  { value: 7, label: 'Cancelada', color: 'dark', hex: COLOR_TOKENS.dark, icon: 'ban' },
] as const;

export type SalesStatusCode = (typeof SALES_STATUSES)[number]['value'];
export type SalesStatus = (typeof SALES_STATUSES)[number];

export function isSalesStatusCode(value: unknown): value is SalesStatusCode {
  return SALES_STATUSES.some((s) => s.value === value);
}

export function findSalesStatus(code: number): SalesStatus | undefined {
  return SALES_STATUSES.find((s) => s.value === code);
}
