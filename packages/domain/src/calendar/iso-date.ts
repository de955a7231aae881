import { TZDate } from '@date-fns/tz';

/** Calendar-date helpers on 'YYYY-MM-DD' strings; day arithmetic in UTC so no zone shifts days. */

export const MADRID_TIME_ZONE = 'Europe/Madrid';

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseIsoDate(value: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not an ISO date: ${value}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The calendar date an instant falls on in Madrid. */
export function madridDateOf(instant: Date): string {
  const local = new TZDate(instant.getTime(), MADRID_TIME_ZONE);
  return isoDate(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

/** Add days to an ISO date. */
export function addDaysIso(value: string, days: number): string {
  const { year, month, day } = parseIsoDate(value);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
