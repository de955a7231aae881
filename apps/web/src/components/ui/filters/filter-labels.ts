import { rangeLabel } from '../dates/range-label';
import { isIsoDay, madridToday } from '../../../lib/madrid-days';
import { optionKey, type Option } from '../options';
import type { FilterDefinition, FilterValue } from './filter-types';

function optionLabel(options: readonly Option[], key: string): string {
  return options.find((option) => optionKey(option.value) === key)?.label ?? key;
}

export const BOOLEAN_LABELS = { true: 'Sí', false: 'No' } as const;

/** The value part of a filter chip: "Pendiente, Presentada", "Este mes", "Sí". */
export function filterValueText(definition: FilterDefinition, value: FilterValue): string {
  const list = typeof value === 'string' ? [value] : value;
  switch (definition.kind) {
    case 'select':
    case 'multi-select':
      return list.map((key) => optionLabel(definition.options, key)).join(', ');
    case 'date-range': {
      const [from, to] = list;
      if (isIsoDay(from) && isIsoDay(to)) return rangeLabel({ from, to }, madridToday());
      return list.join(' – ');
    }
    case 'boolean':
      if (list[0] === 'true') return definition.trueLabel ?? BOOLEAN_LABELS.true;
      if (list[0] === 'false') return definition.falseLabel ?? BOOLEAN_LABELS.false;
      return list.join(', ');
    default:
      return list.join(', ');
  }
}
