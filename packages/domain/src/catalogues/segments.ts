/**
 * Customer/catalogue segments. VAT is applied to PARTICULAR and NEGOCIOS only
 * (spec section 5); the other segments carry catalogue prices that are used
 * as they are (decision 0301).
 */
export const SEGMENTS = [
  { value: 'PARTICULAR', label: 'Particular', appliesVat: true },
  { value: 'NEGOCIOS', label: 'Negocios', appliesVat: true },
  { value: 'AUTONOMO', label: 'Autónomo', appliesVat: false },
  { value: 'EMPRESA', label: 'Empresa', appliesVat: false },
] as const;

export type Segment = (typeof SEGMENTS)[number]['value'];
export const SEGMENT_VALUES = SEGMENTS.map((s) => s.value) as [Segment, ...Segment[]];

export function segmentAppliesVat(segment: string | null | undefined): boolean {
  return SEGMENTS.some((s) => s.value === segment && s.appliesVat);
}
