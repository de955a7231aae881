/**
 * Catalogue objects whose price is versioned in the price history (and whose upfront is
 * recorded in the upfront history). The history rows point at them generically
 * (content_type + object_id, as the spec's forms do).
 */
export const PRICED_CONTENT_TYPES = [
  'tariff',
  'additional_line',
  'sva',
  'promotion',
  'insurance',
  'device',
  'instalment',
] as const;
export type PricedContentType = (typeof PRICED_CONTENT_TYPES)[number];

/** Which price of each object the history follows (the additional line: its base fee). */
export const PRICE_FIELD_OF: Record<PricedContentType, string> = {
  tariff: 'price_value',
  additional_line: 'base_fee',
  sva: 'price_value',
  promotion: 'amount',
  insurance: 'price',
  device: 'price',
  instalment: 'month_price',
};

/** Decimals of each object's price on the wire (the additional-line fee has 4, spec section 9). */
export const PRICE_DECIMALS_OF: Record<PricedContentType, number> = {
  tariff: 2,
  additional_line: 4,
  sva: 2,
  promotion: 2,
  insurance: 2,
  device: 2,
  instalment: 2,
};

export const CONTENT_TYPE_LABELS: Record<PricedContentType, string> = {
  tariff: 'Tarifa',
  additional_line: 'Línea adicional',
  sva: 'SVA',
  promotion: 'Promoción',
  insurance: 'Seguro',
  device: 'Terminal',
  instalment: 'Plazo de terminal',
};
