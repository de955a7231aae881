import { X, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx';
import { controlBoxClass, Field, type FieldShellProps } from './Field';
import { IconButton } from './IconButton';
import { Popover } from './Popover';

export interface PickerFieldProps extends FieldShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen value as text; the placeholder shows when empty. */
  valueText: string;
  placeholder: string;
  /** Before the text (a calendar). */
  icon?: LucideIcon;
  /** After the text (a chevron). */
  trailingIcon?: LucideIcon;
  /** Shows a ✕ "Quitar {label}" button. */
  onClear?: (() => void) | undefined;
  disabled?: boolean | undefined;
  matchTriggerWidth?: boolean;
  popoverClassName?: string;
  triggerRef?: Ref<HTMLButtonElement> | undefined;
  /** The popover's content. */
  children: ReactNode;
}

/**
 * A field whose control is a button that opens a popover (Combobox, date
 * pickers): label, the value as text, an optional clear button. The button
 * is named "{label} {value}" so screen readers hear both.
 */
export function PickerField({
  open,
  onOpenChange,
  valueText,
  placeholder,
  icon: Icon,
  trailingIcon: TrailingIcon,
  onClear,
  disabled,
  matchTriggerWidth,
  popoverClassName,
  triggerRef,
  children,
  ...field
}: PickerFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <div className={cx(controlBoxClass(field.error, disabled), 'gap-1 pr-1')}>
          <Popover
            open={open}
            onOpenChange={onOpenChange}
            label={field.label}
            matchTriggerWidth={matchTriggerWidth}
            className={popoverClassName}
            trigger={
              <button
                ref={triggerRef}
                type="button"
                disabled={disabled}
                {...control}
                aria-labelledby={`${control.id}-label ${control.id}-value`}
                className="flex h-11 min-w-0 flex-1 items-center gap-2 text-left text-base outline-none focus-visible:outline-none disabled:cursor-not-allowed"
              >
                {Icon ? <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" /> : null}
                <span
                  id={`${control.id}-value`}
                  className={cx('min-w-0 flex-1 truncate', !valueText && 'text-muted')}
                >
                  {valueText || placeholder}
                </span>
                {TrailingIcon ? (
                  <TrailingIcon className="size-4 shrink-0 text-muted" aria-hidden="true" />
                ) : null}
              </button>
            }
          >
            {children}
          </Popover>
          {onClear && !disabled ? (
            <IconButton
              icon={X}
              size="sm"
              label={`Quitar ${field.label.toLowerCase()}`}
              onClick={onClear}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
