import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  error?: string | undefined;
  /** Rendered inside the field, on the right (e.g. a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  trailing,
  id,
  className = '',
  ref,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helpId = `${inputId}-help`;
  const help = error ?? hint;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={`flex h-12 items-center rounded-lg border bg-surface px-3 transition-colors focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20 ${error ? 'border-danger' : 'border-line'}`}
      >
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={help ? helpId : undefined}
          className="h-full w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted/70 focus-visible:outline-none"
          {...rest}
        />
        {trailing}
      </div>
      {help ? (
        <p id={helpId} className={`min-h-5 text-xs ${error ? 'text-danger' : 'text-muted'}`}>
          {help}
        </p>
      ) : (
        <p className="min-h-5" aria-hidden="true" />
      )}
    </div>
  );
}
