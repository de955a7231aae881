import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { cx } from '../../lib/cx';
import { controlBoxClass, Field, fieldShell } from './Field';
import { optionKey, type Option, type OptionValue } from './options';

const NONE_KEY = '__none__';

export interface SelectProps<V extends OptionValue> {
  label: string;
  options: readonly Option<V>[];
  /** null: nothing chosen — unless an option's value is null ('Por asignar'), then that one. */
  value: V | null;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Adds a first entry that clears the choice, with this text ('Sin especificar'). */
  clearLabel?: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One value from a short, known list (segment, document type, state). For
 * long lists, search, several values or options from the server use Combobox.
 */
export function Select<V extends OptionValue>(props: SelectProps<V>) {
  const { options, value, onChange, onBlur, placeholder = 'Seleccione…', clearLabel } = props;
  const { error, required, disabled, name, ref } = props;
  const hasNullOption = options.some((option) => option.value === null);
  const selectedKey = value === null && !hasNullOption ? undefined : optionKey(value);
  return (
    <Field {...fieldShell(props)}>
      {(control) => (
        <SelectPrimitive.Root
          value={selectedKey ?? ''}
          onValueChange={(key) => {
            if (key === NONE_KEY) return onChange(null);
            const option = options.find((candidate) => optionKey(candidate.value) === key);
            if (option) onChange(option.value);
          }}
          onOpenChange={(open) => {
            if (!open) onBlur?.();
          }}
          disabled={disabled}
          name={name}
          required={required}
        >
          <SelectPrimitive.Trigger
            ref={ref}
            {...control}
            className={cx(
              controlBoxClass(error, disabled),
              'w-full justify-between gap-2 text-left text-base outline-none data-[placeholder]:text-muted',
            )}
          >
            <span className="min-w-0 truncate">
              <SelectPrimitive.Value placeholder={placeholder} />
            </span>
            <SelectPrimitive.Icon>
              <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden="true" />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              position="popper"
              sideOffset={6}
              collisionPadding={8}
              className="z-50 max-h-[min(var(--radix-select-content-available-height),22rem)] w-[var(--radix-select-trigger-width)] min-w-48 overflow-hidden rounded-xl border border-line bg-surface shadow-lg"
            >
              <SelectPrimitive.Viewport className="p-1.5">
                {clearLabel && !hasNullOption ? (
                  <SelectOption itemKey={NONE_KEY} label={clearLabel} muted />
                ) : null}
                {options.map((option) => (
                  <SelectOption
                    key={optionKey(option.value)}
                    itemKey={optionKey(option.value)}
                    label={option.label}
                    description={option.description}
                    disabled={option.disabled}
                  />
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </Field>
  );
}

function SelectOption({
  itemKey,
  label,
  description,
  disabled,
  muted,
}: {
  itemKey: string;
  label: string;
  description?: string | undefined;
  disabled?: boolean | undefined;
  muted?: boolean;
}) {
  return (
    <SelectPrimitive.Item
      value={itemKey}
      disabled={disabled}
      className={cx(
        'group relative flex min-h-10 cursor-pointer items-center gap-2 rounded-md py-2 pr-3 pl-8 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft',
        muted ? 'text-muted' : 'text-ink',
      )}
    >
      <SelectPrimitive.ItemIndicator className="absolute left-2.5">
        <Check className="size-4 text-primary" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
      <span className="flex min-w-0 flex-col">
        <SelectPrimitive.ItemText>{label}</SelectPrimitive.ItemText>
        {description ? (
          <span className="text-xs text-muted group-data-[highlighted]:text-ink/80">
            {description}
          </span>
        ) : null}
      </span>
    </SelectPrimitive.Item>
  );
}
