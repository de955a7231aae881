import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlBoxClass, Field } from './Field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  error?: string | undefined;
  /** Rendered inside the field, on the left (an icon, a prefix). */
  leading?: ReactNode;
  /** Rendered inside the field, on the right (e.g. a show-password button, a unit). */
  trailing?: ReactNode;
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  leading,
  trailing,
  id,
  className = '',
  required,
  hideLabel,
  disabled,
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      hideLabel={hideLabel}
    >
      {(control) => (
        <div className={`${controlBoxClass(error, disabled)} gap-2`}>
          {leading}
          <input
            ref={ref}
            required={required}
            disabled={disabled}
            className="h-11 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted/70 focus-visible:outline-none disabled:cursor-not-allowed"
            {...control}
            {...rest}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}
