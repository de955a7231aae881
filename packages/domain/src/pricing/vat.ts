import { effectiveSegment } from '../catalogues/operators';
import { segmentAppliesVat } from '../catalogues/segments';
import { DEFAULT_VAT_LOCATION, VAT_LOCATIONS } from '../catalogues/vat-locations';
import { Dec } from '../money/decimal';

export interface VatContext {
  location: string;
  percentage: number;
  segment: string;
  applied: boolean;
  /** 1 + percentage/100 when applied, else 1. */
  factor: Dec;
}

/**
 * "The tariff price is multiplied by the VAT factor (1 + the location's
 * encoded percentage/100) for segments PARTICULAR and NEGOCIOS"; "The DBL
 * operator is always treated as segment NEGOCIOS"; default location Península.
 * An unknown location is priced as Península.
 */
export function resolveVat(input: {
  location?: string | null;
  operator: string;
  segment: string;
}): VatContext {
  const found =
    VAT_LOCATIONS.find((l) => l.value === input.location) ??
    VAT_LOCATIONS.find((l) => l.value === DEFAULT_VAT_LOCATION)!;
  const segment = effectiveSegment(input.operator, input.segment);
  const applied = segmentAppliesVat(segment);
  const factor = applied ? new Dec(found.percentage).dividedBy(100).plus(1) : new Dec(1);
  return { location: found.value, percentage: found.percentage, segment, applied, factor };
}
