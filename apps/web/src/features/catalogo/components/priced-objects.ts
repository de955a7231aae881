/**
 * Catalogue objects whose price and upfront are versioned (the API's
 * content_type of price and upfront history rows).
 */
export const PRICED_OBJECT_TYPES = [
  { value: 'tariff', label: 'Tarifa' },
  { value: 'additional_line', label: 'Línea adicional' },
  { value: 'sva', label: 'SVA' },
  { value: 'promotion', label: 'Promoción' },
  { value: 'insurance', label: 'Seguro' },
  { value: 'device', label: 'Terminal' },
  { value: 'instalment', label: 'Plazo de terminal' },
] as const;

export type PricedObjectType = (typeof PRICED_OBJECT_TYPES)[number]['value'];

export function pricedObjectLabel(type: string | null | undefined): string {
  return PRICED_OBJECT_TYPES.find((t) => t.value === type)?.label ?? type ?? '—';
}
