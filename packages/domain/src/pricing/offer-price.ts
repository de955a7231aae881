import { Dec, MONEY_DECIMALS } from '../money/decimal';
import { pricePackage } from './package-price';
import type { OfferPriceResult, PackagePriceBreakdown } from './types';
import type { OfferPricingInput } from './types';
import { resolveVat } from './vat';

/**
 * The offer price of the configurator: every package priced with the offer's
 * VAT context, and the total as the sum of the package totals ("The total is
 * the sum over packages with two decimals").
 */
export function priceOffer(input: OfferPricingInput): OfferPriceResult {
  const vat = resolveVat(input);
  let total = new Dec(0);
  const packages: PackagePriceBreakdown[] = input.packages.map((pkg, index) => {
    const { totalDecimal, ...breakdown } = pricePackage(pkg, index, vat.factor, input.mode);
    total = total.plus(totalDecimal);
    return breakdown;
  });
  return {
    location: vat.location,
    vatPercentage: vat.percentage,
    vatFactor: vat.factor.toFixed(MONEY_DECIMALS),
    vatApplied: vat.applied,
    segment: vat.segment,
    packages,
    total: total.toFixed(MONEY_DECIMALS),
  };
}
