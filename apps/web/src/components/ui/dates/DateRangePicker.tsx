import { CalendarDays, X } from 'lucide-react';
import { useState } from 'react';
import type { DateRange as PickerRange } from 'react-day-picker';
import { cx } from '../../../lib/cx';
import { DATE_RANGE_PRESETS } from '../../../lib/date-range-presets';
import { dateToDay, dayToDate, madridToday, type DayRange } from '../../../lib/madrid-days';
import { useIsPhone } from '../../../lib/use-media-query';
import { Button } from '../Button';
import { controlBoxClass, Field } from '../Field';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';
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
export function DateRangePicker({
  label,
  value,
  onChange,
  placeholder = 'Cualquier fecha',
  presets = true,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  className,
}: DateRangePickerProps) {
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
  const text = value ? rangeLabel(value, today) : '';

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
            onOpenChange={openChange}
            label={label}
            className="flex flex-col md:flex-row"
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
                  className={cx('truncate', !text && 'text-muted/80')}
                >
                  {text || placeholder}
                </span>
              </button>
            }
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
          </Popover>
          {value && !disabled ? (
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
