import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { MADRID_TIME_ZONE, madridDay } from './dates';

/**
 * Calendar days as `yyyy-MM-dd` strings, the form range filters send
 * (`fecha_contacto[]=2026-03-01&fecha_contacto[]=2026-03-31`). "Today" is the
 * Madrid day, whatever the browser's zone; day arithmetic is pure calendar
 * maths (no zone, no daylight-saving surprises).
 */
export type IsoDay = string;

export interface DayRange {
  from: IsoDay;
  to: IsoDay;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function parts(day: IsoDay): [number, number, number] {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`Día no válido: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function fromUtc(date: Date): IsoDay {
  return date.toISOString().slice(0, 10);
}

/** Today in Madrid. */
export function madridToday(now: Date | number = Date.now()): IsoDay {
  return madridDay(now);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const [y, m, d] = parts(day);
  return fromUtc(new Date(Date.UTC(y, m - 1, d + days)));
}

export function startOfMonthDay(day: IsoDay, monthsToAdd = 0): IsoDay {
  const [y, m] = parts(day);
  return fromUtc(new Date(Date.UTC(y, m - 1 + monthsToAdd, 1)));
}

export function endOfMonthDay(day: IsoDay, monthsToAdd = 0): IsoDay {
  const [y, m] = parts(day);
  return fromUtc(new Date(Date.UTC(y, m + monthsToAdd, 0)));
}

/** Monday of the day's week (Spanish weeks start on Monday). */
export function startOfWeekDay(day: IsoDay): IsoDay {
  const [y, m, d] = parts(day);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** `dd/MM/yyyy` (or any date-fns pattern) of a calendar day, in Spanish. */
export function formatDay(day: IsoDay, pattern = 'dd/MM/yyyy'): string {
  const [y, m, d] = parts(day);
  return format(new Date(y, m - 1, d), pattern, { locale: es });
}

/** The Madrid midnight of a day, as the calendar (DayPicker with timeZone) expects it. */
export function dayToDate(day: IsoDay): TZDate {
  const [y, m, d] = parts(day);
  return new TZDate(y, m - 1, d, MADRID_TIME_ZONE);
}

/** The Madrid day a calendar date stands for. */
export function dateToDay(date: Date): IsoDay {
  return madridDay(date);
}

/** An instant from a Madrid day and a `HH:mm` wall-clock time, as ISO 8601 with the offset. */
export function madridDateTime(day: IsoDay, time: string): string {
  const [y, m, d] = parts(day);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new TZDate(y, m - 1, d, hours, minutes, MADRID_TIME_ZONE).toISOString();
}

/** The Madrid wall-clock time `HH:mm` of an instant. */
export function madridTime(instant: Date | string | number): string {
  return format(new TZDate(new Date(instant).getTime(), MADRID_TIME_ZONE), 'HH:mm');
}
