import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { DateRange as PickerRange } from 'react-day-picker';
import { DATE_RANGE_PRESETS } from '../../../lib/date-range-presets';
import { dateToDay, dayToDate, madridToday, type DayRange } from '../../../lib/madrid-days';
import { useIsPhone } from '../../../lib/use-media-query';
import { Button } from '../Button';
import { fieldShell } from '../Field';
import { PickerField } from '../PickerField';
import { Calendar } from './Calendar';
import { rangeLabel } from './range-label';

export interface DateRangePickerProps {
  label: string;
  /** Two Madrid days ('yyyy-MM-dd'), or null for "any date". */
  value: DayRange | null;
  onChange: (value: DayRange | null) => void;
  placeholder?: string;
  /** Quick choices (Hoy, Últimos 7 días, Este mes, Mes pasado…); default on. */
  presets?: boolean;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/**
 * A range of Madrid days for `x[]=from&x[]=to` filters: presets, or two
 * clicks on the calendar then "Aplicar". Monday-first Spanish calendar.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, onChange, placeholder = 'Cualquier fecha', presets = true, disabled } = props;
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PickerRange | undefined>();
  const today = madridToday();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next)
      setDraft(value ? { from: dayToDate(value.from), to: dayToDate(value.to) } : undefined);
  };
  const commit = (range: DayRange | null) => {
    onChange(range);
    setOpen(false);
  };
  const apply = () => {
    if (!draft?.from) return commit(null);
    const from = dateToDay(draft.from);
    const to = draft.to ? dateToDay(draft.to) : from;
    commit(from <= to ? { from, to } : { from: to, to: from });
  };

  return (
    <PickerField
      {...fieldShell(props)}
      open={open}
      onOpenChange={openChange}
      valueText={value ? rangeLabel(value, today) : ''}
      placeholder={placeholder}
      icon={CalendarDays}
      onClear={value ? () => onChange(null) : undefined}
      disabled={disabled}
      popoverClassName="flex flex-col md:flex-row"
    >
      {presets ? (
        <div
          role="group"
          aria-label="Rangos rápidos"
          className="flex gap-1 overflow-x-auto border-b border-line p-2 md:flex-col md:border-r md:border-b-0"
        >
          {DATE_RANGE_PRESETS.map((preset) => (
            <Button
              key={preset.id}
              variant="ghost"
              size="sm"
              className="justify-start"
              onClick={() => commit(preset.range(today))}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col">
        <Calendar
          mode="range"
          numberOfMonths={phone ? 1 : 2}
          selected={draft}
          onSelect={setDraft}
          defaultMonth={draft?.from ?? dayToDate(today)}
        />
        <div className="flex justify-end gap-2 border-t border-line p-2">
          <Button variant="ghost" size="sm" onClick={() => commit(null)}>
            Limpiar
          </Button>
          <Button size="sm" onClick={apply}>
            Aplicar
          </Button>
        </div>
      </div>
    </PickerField>
  );
}
