import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import {
  dateToDay,
  dayToDate,
  formatDay,
  madridToday,
  type IsoDay,
} from '../../../lib/madrid-days';
import { fieldShell } from '../Field';
import { PickerField } from '../PickerField';
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
export function DatePicker(props: DatePickerProps) {
  const {
    value,
    onChange,
    onBlur,
    placeholder = 'dd/mm/aaaa',
    min,
    max,
    clearable = true,
    disabled,
  } = props;
  const [open, setOpen] = useState(false);
  const hidden = [
    ...(min ? [{ before: dayToDate(min) }] : []),
    ...(max ? [{ after: dayToDate(max) }] : []),
  ];
  return (
    <PickerField
      {...fieldShell(props)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
      valueText={value ? formatDay(value) : ''}
      placeholder={placeholder}
      icon={CalendarDays}
      onClear={clearable && value ? () => onChange(null) : undefined}
      disabled={disabled}
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
    </PickerField>
  );
}
