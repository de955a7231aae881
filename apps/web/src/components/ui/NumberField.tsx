import { useEffect, useState, type Ref } from 'react';
import { controlBoxClass, Field, fieldShell } from './Field';

export interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Whole numbers only (no decimal separator accepted). */
  integer?: boolean;
  /** Negative numbers allowed. */
  allowNegative?: boolean;
  /** A unit shown inside the field on the right: '€', '%', 'GB'. */
  suffix?: string;
  placeholder?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Spanish writing: comma as decimal separator. */
export function formatNumberInput(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : String(value).replace('.', ',');
}

/** '12,5' or '12.5' → 12.5; '' → null; an unfinished '12,' → 12. */
export function parseNumberInput(text: string): number | null {
  const normalised = text.replace(',', '.');
  if (normalised === '' || normalised === '-' || normalised === '.') return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number typed the Spanish way (comma or point), handed over as a number or
 * null. Only digits, one separator and (when allowed) a leading minus get in.
 */
export function NumberField(props: NumberFieldProps) {
  const { value, onChange, onBlur, error, disabled, suffix, name, placeholder, ref } = props;
  const { integer = false, allowNegative = false } = props;
  const [text, setText] = useState(() => formatNumberInput(value));
  // An outside change (form reset, a computed value) replaces what is shown.
  useEffect(() => {
    setText((current) =>
      parseNumberInput(current) === value ? current : formatNumberInput(value),
    );
  }, [value]);
  const pattern = new RegExp(`^${allowNegative ? '-?' : ''}\\d*${integer ? '' : '([.,]\\d*)?'}$`);

  return (
    <Field {...fieldShell(props)}>
      {(control) => (
        <div className={`${controlBoxClass(error, disabled)} gap-2`}>
          <input
            ref={ref}
            type="text"
            inputMode={integer ? 'numeric' : 'decimal'}
            autoComplete="off"
            disabled={disabled}
            value={text}
            onChange={(event) => {
              const next = event.target.value.trim();
              if (!pattern.test(next)) return;
              setText(next);
              onChange(parseNumberInput(next));
            }}
            onBlur={() => {
              setText(formatNumberInput(parseNumberInput(text)));
              onBlur?.();
            }}
            className="h-11 w-full min-w-0 bg-transparent text-base tabular-nums outline-none focus-visible:outline-none"
            name={name}
            placeholder={placeholder}
            {...control}
          />
          {suffix ? <span className="text-sm text-muted">{suffix}</span> : null}
        </div>
      )}
    </Field>
  );
}
