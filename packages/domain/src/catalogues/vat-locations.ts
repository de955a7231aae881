/**
 * Tax locations of the offer configurator and their encoded percentage: the
 * VAT factor is 1 + percentage/100 (spec section 5). Peninsula and Balearic
 * Islands pay IVA 21 %; the Canary Islands IGIC 7 %; Ceuta IPSI 10 % and
 * Melilla IPSI 4 % (general rates for telecom services; see
 * docs/decisions/0301-vat-locations-and-segments.md).
 */
export const VAT_LOCATIONS = [
  { value: 'Península', label: 'Península', percentage: 21, tax: 'IVA' },
  { value: 'Canarias', label: 'Canarias', percentage: 7, tax: 'IGIC' },
  { value: 'Ceuta', label: 'Ceuta', percentage: 10, tax: 'IPSI' },
  { value: 'Melilla', label: 'Melilla', percentage: 4, tax: 'IPSI' },
] as const;

export type VatLocation = (typeof VAT_LOCATIONS)[number]['value'];
export const VAT_LOCATION_VALUES = VAT_LOCATIONS.map((l) => l.value) as [
  VatLocation,
  ...VatLocation[],
];
export const DEFAULT_VAT_LOCATION: VatLocation = 'Península';

export function isVatLocation(value: unknown): value is VatLocation {
  return VAT_LOCATIONS.some((location) => location.value === value);
}

/** The encoded percentage of a location; unknown or missing falls back to Península. */
export function vatPercentageOf(location: string | null | undefined): number {
  const found = VAT_LOCATIONS.find((l) => l.value === location);
  return found ? found.percentage : 21;
}
