import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off setting that applies at once (a form's "Activo", a preference). */
export function Switch({
  label,
  checked,
  onCheckedChange,
  description,
  disabled,
  name,
  id,
  className,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={cx('flex items-center justify-between gap-4', className)}>
      <label htmlFor={switchId} className="min-w-0 text-sm text-ink">
        {label}
        {description ? (
          <span id={descriptionId} className="block text-xs text-muted">
            {description}
          </span>
        ) : null}
      </label>
      <SwitchPrimitive.Root
        id={switchId}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={descriptionId}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-muted/40 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </SwitchPrimitive.Root>
    </div>
  );
}
