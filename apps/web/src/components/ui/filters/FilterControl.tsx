import { optionKey, type Option } from '../options';
import { Combobox } from '../combobox/Combobox';
import { DateRangePicker } from '../dates/DateRangePicker';
import { NumberField, parseNumberInput } from '../NumberField';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { TagsInput } from './TagsInput';
import { BOOLEAN_LABELS } from './filter-labels';
import type { FilterDefinition, FilterValue } from './filter-types';

export interface FilterControlProps {
  definition: FilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

/** Filter options travel as text keys ('null' for a null value). */
function keyed(options: readonly Option[]): Option<string>[] {
  return options.map((option) => ({ ...option, value: optionKey(option.value) }));
}

function asText(value: FilterValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function asList(value: FilterValue | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** The input that edits one filter, chosen by its kind. */
export function FilterControl({ definition, value, onChange }: FilterControlProps) {
  const common = { label: definition.label, hint: definition.hint };
  switch (definition.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          value={asText(value)}
          placeholder={definition.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <NumberField
          {...common}
          integer={definition.integer}
          value={parseNumberInput(asText(value))}
          onChange={(number) => onChange(number === null ? undefined : String(number))}
        />
      );
    case 'select':
      return (
        <Combobox
          {...common}
          clearable
          placeholder="Cualquiera"
          options={keyed(definition.options)}
          value={value === undefined ? null : asText(value)}
          onChange={(key) => onChange(key ?? undefined)}
        />
      );
    case 'multi-select':
      return (
        <Combobox
          {...common}
          multiple
          clearable
          placeholder="Cualquiera"
          options={keyed(definition.options)}
          value={asList(value)}
          onChange={(keys) => onChange(keys)}
        />
      );
    case 'tags':
      return (
        <TagsInput
          {...common}
          placeholder={definition.placeholder}
          value={asList(value)}
          onChange={(items) => onChange(items.length > 0 ? items : undefined)}
        />
      );
    case 'date-range': {
      const [from, to] = asList(value);
      return (
        <DateRangePicker
          {...common}
          value={from && to ? { from, to } : null}
          onChange={(range) => onChange(range ? [range.from, range.to] : undefined)}
        />
      );
    }
    case 'boolean':
      return (
        <RadioGroup
          {...common}
          inline
          options={[
            { value: 'any', label: 'Cualquiera' },
            { value: 'true', label: definition.trueLabel ?? BOOLEAN_LABELS.true },
            { value: 'false', label: definition.falseLabel ?? BOOLEAN_LABELS.false },
          ]}
          value={asText(value) || 'any'}
          onChange={(next) => onChange(next === 'any' ? undefined : next)}
        />
      );
  }
}
