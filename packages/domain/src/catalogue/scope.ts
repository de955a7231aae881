import { effectiveSegment, terminalQueryOperator } from '../catalogues/operators';

/**
 * The operator and segment a catalogue list is read with (spec section 5): "The DBL
 * operator is always treated as segment NEGOCIOS, and its terminals are queried as YOIGO."
 * The one place the API applies the DBL rule to catalogue filters.
 */
export function catalogueScope(
  kind: 'offer_items' | 'devices',
  filter: { operator?: string | undefined; segment?: string | undefined },
): { operator?: string; segment?: string } {
  const out: { operator?: string; segment?: string } = {};
  if (kind === 'devices') {
    if (filter.operator) out.operator = terminalQueryOperator(filter.operator);
    return out;
  }
  if (filter.operator) out.operator = filter.operator;
  if (filter.operator === 'DBL') out.segment = effectiveSegment('DBL', filter.segment ?? '');
  else if (filter.segment) out.segment = filter.segment;
  return out;
}
