import {
  DURATION_UNITS,
  OPERATORS,
  PAYMENT_TYPES,
  SEGMENTS,
  TARIFF_CATEGORIES,
} from '@kiwi/domain';

function labelIn(list: readonly { value: string; label: string }[], value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return list.find((item) => item.value === value)?.label ?? String(value);
}

export const operatorLabel = (value: unknown) => labelIn(OPERATORS, value);
export const segmentLabel = (value: unknown) => labelIn(SEGMENTS, value);
export const categoryLabel = (value: unknown) => labelIn(TARIFF_CATEGORIES, value);
export const paymentTypeLabel = (value: unknown) => labelIn(PAYMENT_TYPES, value);
export const durationUnitLabel = (value: unknown) => labelIn(DURATION_UNITS, value);
