import type { LineType, PromotionAmountUnit, ConfiguratorMode } from '../catalogues/offer-options';
import type { DecimalInput } from '../money/decimal';

/** A promotion as the pricing needs it (catalogue Promotion fields). */
export interface PricingPromotion {
  id?: number;
  name?: string;
  amount: DecimalInput;
  amount_unit: PromotionAmountUnit;
  priority_order: number;
}

/**
 * What a package is priced from. `tariff` is the tariff of a main line;
 * `additionalLine` the catalogue additional line of a LINEA_ADICIONAL package
 * (its mobile_line_info.price.base_fee). An SVA-only package has neither.
 */
export interface PricingPackage {
  tipoLinea: LineType;
  tariff?: { price_value: DecimalInput } | null;
  additionalLine?: { base_fee: DecimalInput } | null;
  /** The package's promotions: one, or several in the order the user picked them. */
  promotions?: readonly PricingPromotion[];
  /** Terminal instalment plan: its month_price is added as it is. */
  instalment?: { month_price: DecimalInput } | null;
  /** Insurance: its price times the VAT factor is added. */
  insurance?: { price: DecimalInput } | null;
  /** Value-added services: each price_value times the VAT factor is added. */
  svas?: readonly { price_value: DecimalInput }[];
}

export interface OfferPricingInput {
  mode: ConfiguratorMode;
  /** The operator of the offer (DBL is always priced as NEGOCIOS). */
  operator: string;
  /** The segment the configurator works in. */
  segment: string;
  /** VAT location; missing means 'Península'. */
  location?: string | null;
  packages: readonly PricingPackage[];
}

export interface AppliedPromotion {
  id?: number;
  name?: string;
  amount_unit: PromotionAmountUnit;
  amount: string;
  /** What the promotion actually took off (never more than the price left). */
  discount: string;
}

/** Per-package figures, as strings: money with 2 decimals, the additional-line fee with 4. */
export interface PackagePriceBreakdown {
  index: number;
  tipoLinea: LineType;
  /** Tariff price, or the additional-line base fee rounded to 4 decimals, before VAT. */
  basePrice: string;
  /** basePrice x VAT factor. */
  basePriceWithVat: string;
  promotions: readonly AppliedPromotion[];
  /** basePriceWithVat minus the promotions, never below 0. */
  priceAfterPromotions: string;
  svas: string;
  instalment: string;
  insurance: string;
  /** The package total, rounded to 2 decimals. */
  total: string;
}

export interface OfferPriceResult {
  location: string;
  vatPercentage: number;
  vatFactor: string;
  vatApplied: boolean;
  segment: string;
  packages: readonly PackagePriceBreakdown[];
  /** Sum of the package totals (each already at 2 decimals). */
  total: string;
}
