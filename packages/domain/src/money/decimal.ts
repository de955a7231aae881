import Decimal from 'decimal.js';

/**
 * The decimal type used for every money and percentage computation: 24
 * significant digits and half-up rounding (0.005 -> 0.01), a private clone so
 * no other code's Decimal settings can change our results.
 */
export const Dec = Decimal.clone({ precision: 24, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export type DecimalInput = string | number | Decimal;

export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 2;
export const ADDITIONAL_LINE_FEE_DECIMALS = 4;

export function dec(value: DecimalInput): Decimal {
  return new Dec(value);
}

export function isDecimalText(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value.trim());
}

/** A decimal rounded half-up to `places` decimals, as a fixed-point string ("12.30"). */
export function toFixedString(value: DecimalInput, places: number = MONEY_DECIMALS): string {
  return dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

export function roundTo(value: DecimalInput, places: number): Decimal {
  return dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

export function sumDecimals(values: readonly DecimalInput[]): Decimal {
  return values.reduce<Decimal>((total, v) => total.plus(v), new Dec(0));
}

export function maxDecimal(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b;
}

export function minDecimal(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}
