import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { Field } from './Field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text (notes, descriptions) with the kit's label, hint and error. */
export function Textarea({
  label,
  hint,
  error,
  id,
  className,
  required,
  rows = 4,
  ref,
  ...rest
}: TextareaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          required={required}
          className={cx(
            'w-full resize-y rounded-lg border bg-surface px-3 py-2.5 text-base outline-none transition-colors placeholder:text-muted/70 focus:border-primary focus:ring-2 focus:ring-primary/20 focus-visible:outline-none disabled:bg-background disabled:text-muted',
            error ? 'border-danger' : 'border-line',
          )}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
