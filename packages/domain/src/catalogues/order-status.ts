import type { PackageState } from './package-states';

export type OrderOutcome = 'delivered' | 'cancelled' | 'fly';

/** Upstream order status numbers (spec section 4): 6/77/76 delivered, 7 cancelled, 8/79 fly. */
export const ORDER_STATUS_MAP: Readonly<Record<number, OrderOutcome>> = {
  6: 'delivered',
  76: 'delivered',
  77: 'delivered',
  7: 'cancelled',
  8: 'fly',
  79: 'fly',
};

export const ORDER_OUTCOME_LABELS: Readonly<Record<OrderOutcome, string>> = {
  delivered: 'Enviado',
  cancelled: 'Cancelado',
  fly: 'En vuelo',
};

/** The outcome of an upstream status number; null for a number the spec does not map. */
export function mapUpstreamOrderStatus(status: number): OrderOutcome | null {
  return ORDER_STATUS_MAP[status] ?? null;
}

/** The package state an order outcome leaves the package in. */
export const ORDER_OUTCOME_PACKAGE_STATE: Readonly<Record<OrderOutcome, PackageState>> = {
  delivered: 'ACTIVO',
  cancelled: 'CANCELADO',
  fly: 'VUELO',
};
