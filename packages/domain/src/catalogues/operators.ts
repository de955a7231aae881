import type { Segment } from './segments';

/** Operators of the offer catalogue (tariffs, SVAs, promotions, terminals...). */
export const OPERATORS = [
  { value: 'YOIGO', label: 'Yoigo' },
  { value: 'MASMOVIL', label: 'MásMóvil' },
  { value: 'DBL', label: 'DBL' },
  { value: 'AVATEL', label: 'Avatel' },
  { value: 'VODAFONE', label: 'Vodafone' },
  { value: 'LOWI', label: 'Lowi' },
] as const;

export type Operator = (typeof OPERATORS)[number]['value'];
export const OPERATOR_VALUES = OPERATORS.map((o) => o.value) as [Operator, ...Operator[]];

/** "The DBL operator is always treated as segment NEGOCIOS." */
export function effectiveSegment(operator: string | null | undefined, segment: string): string {
  const negocios: Segment = 'NEGOCIOS';
  return operator === 'DBL' ? negocios : segment;
}

/** "...and its terminals are queried as YOIGO." */
export function terminalQueryOperator(operator: string): string {
  return operator === 'DBL' ? 'YOIGO' : operator;
}
