import { Dec } from '../money/decimal';

export interface InstalmentPlanPrices {
  initial_price: string | number;
  month_price: string | number;
  final_price?: string | number | null;
  months?: number | null;
}

/**
 * "initial + months × month price = final" when the three are given (issue 10). The month
 * price is rounded to cents, so each month may be half a cent off: the final price may differ
 * from the sum by up to months × 0.005 € (rounded up to the cent).
 */
export function instalmentPlanMismatch(plan: InstalmentPlanPrices): string | null {
  if (plan.months === undefined || plan.months === null) return null;
  if (plan.final_price === undefined || plan.final_price === null) return null;
  const expected = new Dec(plan.initial_price).plus(new Dec(plan.month_price).times(plan.months));
  const tolerance = new Dec(plan.months).times('0.005').toDecimalPlaces(2, Dec.ROUND_UP);
  if (expected.minus(plan.final_price).abs().lessThanOrEqualTo(tolerance)) return null;
  return `El precio final debe ser la entrada más ${plan.months} cuotas de ${new Dec(plan.month_price).toFixed(2)} € (${expected.toFixed(2)} €)`;
}

/** The final price a plan implies when it is not given: initial + months × month price. */
export function impliedFinalPrice(plan: InstalmentPlanPrices): string | null {
  if (plan.months === undefined || plan.months === null) return null;
  return new Dec(plan.initial_price).plus(new Dec(plan.month_price).times(plan.months)).toFixed(2);
}
