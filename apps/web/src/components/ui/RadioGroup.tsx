import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { cx } from '../../lib/cx';
import { Field } from './Field';
import type { Option } from './options';

export interface RadioGroupProps<V extends string | number> {
  label: string;
  options: readonly Option<V>[];
  value: V | null;
  onChange: (value: V) => void;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Side by side (short labels) instead of one under the other. */
  inline?: boolean;
  name?: string;
  className?: string;
}

/** One choice among a few visible options (up to ~5; more wants a Select). */
export function RadioGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
  inline,
  name,
  className,
}: RadioGroupProps<V>) {
  const baseId = useId();
  const keyOf = (optionValue: V) => String(optionValue);
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className} group>
      {(control) => (
        <RadioPrimitive.Root
          value={value === null ? '' : keyOf(value)}
          onValueChange={(key) => {
            const option = options.find((candidate) => keyOf(candidate.value) === key);
            if (option) onChange(option.value);
          }}
          disabled={disabled}
          name={name}
          required={required}
          aria-invalid={control['aria-invalid']}
          aria-labelledby={`${control.id}-label`}
          className={cx('flex gap-x-6 gap-y-2', inline ? 'flex-row flex-wrap' : 'flex-col')}
        >
          {options.map((option) => {
            const itemId = `${baseId}-${keyOf(option.value)}`;
            return (
              <div key={keyOf(option.value)} className="flex min-h-8 items-center gap-2.5">
                <RadioPrimitive.Item
                  id={itemId}
                  value={keyOf(option.value)}
                  disabled={option.disabled}
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-muted/60 bg-surface hover:border-primary disabled:opacity-50 data-[state=checked]:border-primary"
                >
                  <RadioPrimitive.Indicator className="block size-2.5 rounded-full bg-primary" />
                </RadioPrimitive.Item>
                <label htmlFor={itemId} className="text-sm text-ink">
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadioPrimitive.Root>
      )}
    </Field>
  );
}
