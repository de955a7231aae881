import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  /** A second, smaller line under the label. */
  description?: ReactNode;
  /** The label only for screen readers (a selection box in a table row). */
  hideLabel?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** A check box with its label; 'indeterminate' for "some of them". */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  description,
  hideLabel,
  disabled,
  name,
  id,
  className,
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const descriptionId = description ? `${boxId}-description` : undefined;
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <CheckboxPrimitive.Root
        id={boxId}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={descriptionId}
        className="peer mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-muted/60 bg-surface text-white transition-colors hover:border-primary disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary"
      >
        <CheckboxPrimitive.Indicator>
          {checked === 'indeterminate' ? (
            <Minus className="size-3.5" strokeWidth={3} aria-hidden="true" />
          ) : (
            <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
          )}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={boxId} className={cx('min-w-0 text-sm text-ink', hideLabel && 'sr-only')}>
        {label}
        {description ? (
          <span id={descriptionId} className="block text-xs text-muted">
            {description}
          </span>
        ) : null}
      </label>
    </div>
  );
}
