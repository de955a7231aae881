import { Dec, MONEY_DECIMALS, VAT_LOCATIONS, resolveVat } from '@kiwi/domain';

export interface VatPreviewRow {
  location: string;
  tax: string;
  percentage: number;
  applied: boolean;
  /** The monthly price the customer pays there, 2 decimals; null without a valid price. */
  total: string | null;
}

/**
 * The tariff price with VAT for each location, with the configurator's own
 * rule (@kiwi/domain resolveVat: PARTICULAR and NEGOCIOS pay it, DBL counts
 * as NEGOCIOS), so the preview matches what an offer will charge.
 */
export function vatPreview(input: {
  price: number | string | null | undefined;
  operator: string;
  segment: string;
}): VatPreviewRow[] {
  const price =
    input.price === null || input.price === undefined || input.price === ''
      ? null
      : Number(input.price);
  const valid = price !== null && Number.isFinite(price) && price >= 0;
  return VAT_LOCATIONS.map((location) => {
    const vat = resolveVat({
      location: location.value,
      operator: input.operator,
      segment: input.segment,
    });
    return {
      location: location.label,
      tax: location.tax,
      percentage: location.percentage,
      applied: vat.applied,
      total: valid ? new Dec(price).times(vat.factor).toFixed(MONEY_DECIMALS) : null,
    };
  });
}
