import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { MADRID_TIME_ZONE } from '../../../lib/dates';
import './calendar.css';

/**
 * DayPicker in Spanish, weeks from Monday, days of Madrid (its dates are
 * Madrid midnights; read them with dateToDay). Every date picker draws it.
 */
export function Calendar(props: DayPickerProps) {
  return (
    <DayPicker
      locale={es}
      weekStartsOn={1}
      timeZone={MADRID_TIME_ZONE}
      showOutsideDays
      className="kiwi-calendar p-3"
      {...props}
    />
  );
}
