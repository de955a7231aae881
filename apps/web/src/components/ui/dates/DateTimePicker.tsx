import { useState } from 'react';
import { madridDay } from '../../../lib/dates';
import { madridDateTime, madridTime, type IsoDay } from '../../../lib/madrid-days';
import { Field } from '../Field';
import { DatePicker } from './DatePicker';

export interface DateTimePickerProps {
  label: string;
  /** An instant (ISO 8601 with offset, e.g. '2026-03-02T10:30:00.000+01:00'), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Time used when a day is picked before any time: '09:00'. */
  defaultTime?: string;
  min?: IsoDay;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A Madrid day and a wall-clock time (a follow-up's fechaAgendado), handed
 * over as one instant with Madrid's offset of that day (summer time included).
 */
export function DateTimePicker({
  label,
  value,
  onChange,
  onBlur,
  defaultTime = '09:00',
  min,
  hint,
  error,
  required,
  disabled,
  className,
}: DateTimePickerProps) {
  const [pendingTime, setPendingTime] = useState(defaultTime);
  const day = value ? madridDay(value) : null;
  const time = value ? madridTime(value) : pendingTime;

  return (
    <Field label={label} hint={hint} error={error} required={required} className={className} group>
      {(control) => (
        <div className="flex gap-2">
          <DatePicker
            label={`${label}: fecha`}
            hideLabel
            className="min-w-0 flex-1 [&>p]:hidden"
            value={day}
            min={min}
            disabled={disabled}
            error={error ? ' ' : undefined}
            onBlur={onBlur}
            onChange={(nextDay) => onChange(nextDay ? madridDateTime(nextDay, time) : null)}
          />
          {/* w-36: room for a 12-hour browser's "09:00 AM" and its clock icon too. */}
          <input
            type="time"
            aria-label={`${label}: hora`}
            aria-invalid={control['aria-invalid']}
            value={time}
            disabled={disabled}
            onBlur={onBlur}
            onChange={(event) => {
              const next = event.target.value;
              setPendingTime(next || defaultTime);
              if (day && next) onChange(madridDateTime(day, next));
            }}
            className={`h-12 w-36 shrink-0 rounded-lg border bg-surface px-3 text-base tabular-nums outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:bg-background ${error ? 'border-danger' : 'border-line'}`}
          />
        </div>
      )}
    </Field>
  );
}
