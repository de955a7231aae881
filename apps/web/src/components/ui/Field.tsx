import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Adds the required mark (*) to the label and aria-required to the control. */
  required?: boolean;
  id?: string;
  className?: string;
  /**
   * A group of controls (radio buttons, a list of phones): the label names a
   * role="group" wrapper instead of pointing at one input.
   */
  group?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint or error: every form control of the kit is drawn
 * inside one so forms look and read the same everywhere.
 */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  className,
  group,
  hideLabel,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const helpId = `${controlId}-help`;
  const help = error ?? hint;
  const control: FieldControlProps = {
    id: controlId,
    ...(help ? { 'aria-describedby': helpId } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  const labelText = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </>
  );
  const labelClass = cx('text-sm font-medium text-ink', hideLabel && 'sr-only');

  return (
    <div
      className={cx('flex min-w-0 flex-col gap-1', className)}
      {...(group
        ? {
            role: 'group',
            'aria-labelledby': labelId,
            ...(help ? { 'aria-describedby': helpId } : {}),
          }
        : {})}
    >
      {group ? (
        <span id={labelId} className={labelClass}>
          {labelText}
        </span>
      ) : (
        <label id={labelId} htmlFor={controlId} className={labelClass}>
          {labelText}
        </label>
      )}
      {children(control)}
      {help ? (
        <p id={helpId} className={cx('min-h-5 text-xs', error ? 'text-danger' : 'text-muted')}>
          {help}
        </p>
      ) : (
        <p className="min-h-5" aria-hidden="true" />
      )}
    </div>
  );
}

/** What every kit control passes through to its Field. */
export interface FieldShellProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  hideLabel?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/** Picks a control's Field props out of all its props. */
export function fieldShell({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
}: FieldShellProps): FieldShellProps {
  return { label, hint, error, required, hideLabel, id, className };
}

/** The look of a text-like control box, shared by inputs, selects and pickers. */
export function controlBoxClass(error?: string | boolean, disabled?: boolean): string {
  return cx(
    'flex min-h-12 items-center rounded-lg border bg-surface px-3 transition-colors focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20',
    error ? 'border-danger' : 'border-line',
    disabled && 'cursor-not-allowed bg-background text-muted',
  );
}
