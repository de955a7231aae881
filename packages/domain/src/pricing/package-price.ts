import type { ConfiguratorMode } from '../catalogues/offer-options';
import {
  ADDITIONAL_LINE_FEE_DECIMALS,
  Dec,
  MONEY_DECIMALS,
  roundTo,
  sumDecimals,
} from '../money/decimal';
import { applyPromotions } from './promotions';
import type { PackagePriceBreakdown, PricingPackage } from './types';

/** The price before VAT: the tariff price, or the additional-line base fee at 4 decimals. */
function basePriceOf(pkg: PricingPackage): Dec {
  if (pkg.tipoLinea === 'LINEA_ADICIONAL' && pkg.additionalLine) {
    return roundTo(pkg.additionalLine.base_fee, ADDITIONAL_LINE_FEE_DECIMALS);
  }
  if (pkg.tariff) return new Dec(pkg.tariff.price_value);
  if (pkg.additionalLine) return roundTo(pkg.additionalLine.base_fee, ADDITIONAL_LINE_FEE_DECIMALS);
  return new Dec(0);
}

/**
 * One package (spec section 5, "Offer price"): base x VAT factor, minus the
 * promotions (never below 0), plus the SVAs x VAT factor, plus the instalment
 * month_price, plus the insurance price x VAT factor; rounded to 2 decimals.
 */
export function pricePackage(
  pkg: PricingPackage,
  index: number,
  vatFactor: Dec,
  mode: ConfiguratorMode,
): PackagePriceBreakdown & { totalDecimal: Dec } {
  const base = basePriceOf(pkg);
  const baseWithVat = base.times(vatFactor);
  const promoted = applyPromotions(baseWithVat, pkg.promotions ?? [], mode);
  const svas = sumDecimals((pkg.svas ?? []).map((s) => s.price_value)).times(vatFactor);
  const instalment = new Dec(pkg.instalment?.month_price ?? 0);
  const insurance = new Dec(pkg.insurance?.price ?? 0).times(vatFactor);
  const total = roundTo(promoted.price.plus(svas).plus(instalment).plus(insurance), MONEY_DECIMALS);
  const isAdditional = pkg.tipoLinea === 'LINEA_ADICIONAL' && !!pkg.additionalLine;
  return {
    index,
    tipoLinea: pkg.tipoLinea,
    basePrice: base.toFixed(isAdditional ? ADDITIONAL_LINE_FEE_DECIMALS : MONEY_DECIMALS),
    basePriceWithVat: baseWithVat.toFixed(MONEY_DECIMALS),
    promotions: promoted.applied,
    priceAfterPromotions: promoted.price.toFixed(MONEY_DECIMALS),
    svas: svas.toFixed(MONEY_DECIMALS),
    instalment: instalment.toFixed(MONEY_DECIMALS),
    insurance: insurance.toFixed(MONEY_DECIMALS),
    total: total.toFixed(MONEY_DECIMALS),
    totalDecimal: total,
  };
}
