import { CalendarDays, X } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../lib/cx';
import {
  dateToDay,
  dayToDate,
  formatDay,
  madridToday,
  type IsoDay,
} from '../../../lib/madrid-days';
import { controlBoxClass, Field } from '../Field';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';
import { Calendar } from './Calendar';

export interface DatePickerProps {
  label: string;
  /** A Madrid day 'yyyy-MM-dd', or null. */
  value: IsoDay | null;
  onChange: (value: IsoDay | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Earliest and latest selectable days. */
  min?: IsoDay;
  max?: IsoDay;
  clearable?: boolean;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/** One Madrid day from a Spanish, Monday-first calendar. */
export function DatePicker({
  label,
  value,
  onChange,
  onBlur,
  placeholder = 'dd/mm/aaaa',
  min,
  max,
  clearable = true,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const hidden = [
    ...(min ? [{ before: dayToDate(min) }] : []),
    ...(max ? [{ after: dayToDate(max) }] : []),
  ];
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      hideLabel={hideLabel}
    >
      {(control) => (
        <div className={cx(controlBoxClass(error, disabled), 'gap-1 pr-1')}>
          <Popover
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) onBlur?.();
            }}
            label={label}
            trigger={
              <button
                type="button"
                disabled={disabled}
                {...control}
                aria-labelledby={`${control.id}-label ${control.id}-value`}
                className="flex h-11 min-w-0 flex-1 items-center gap-2 text-left text-base outline-none focus-visible:outline-none"
              >
                <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden="true" />
                <span
                  id={`${control.id}-value`}
                  className={cx('truncate', !value && 'text-muted/80')}
                >
                  {value ? formatDay(value) : placeholder}
                </span>
              </button>
            }
          >
            <Calendar
              mode="single"
              selected={value ? dayToDate(value) : undefined}
              defaultMonth={dayToDate(value ?? madridToday())}
              disabled={hidden}
              onSelect={(date) => {
                onChange(date ? dateToDay(date) : null);
                setOpen(false);
              }}
            />
          </Popover>
          {clearable && value && !disabled ? (
            <IconButton
              icon={X}
              size="sm"
              label={`Quitar ${label.toLowerCase()}`}
              onClick={() => onChange(null)}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
