import { easterHolidays, easterMonth } from './easter';
import { fixedNationalHolidaysOf, type HolidayCalendar } from './holiday-calendar';
import { dayOfWeek, daysInMonth, isoDate, madridDateOf, parseIsoDate } from './iso-date';

export interface WorkingDaysOptions {
  /** Public holidays besides the fixed national list. */
  calendar: HolidayCalendar;
  /** "In the Easter month the count is reduced by 2"; on unless set to false. */
  easterRule?: boolean;
}

const SATURDAY = 6;
const SUNDAY = 0;
/** Working days are counted in halves: integers keep the sums exact. */
const FULL_DAY = 2;
const HALF_DAY = 1;

function halfDaysOfWeekday(weekday: number): number {
  if (weekday === SUNDAY) return 0;
  return weekday === SATURDAY ? HALF_DAY : FULL_DAY;
}

/**
 * The weight of each day of a month in half days: Monday to Friday 2,
 * Saturday 1, Sunday and holidays 0. In the Easter month, with the rule on,
 * Holy Thursday and Good Friday are left to the rule (never excluded twice).
 */
function monthHalfDays(year: number, month: number, options: WorkingDaysOptions): number[] {
  const holidays = new Set([
    ...fixedNationalHolidaysOf(year),
    ...options.calendar.holidaysOf(year),
  ]);
  if (options.easterRule !== false && month === easterMonth(year)) {
    const { holyThursday, goodFriday } = easterHolidays(year);
    holidays.delete(holyThursday);
    holidays.delete(goodFriday);
  }
  const days: number[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    const date = isoDate(year, month, day);
    days.push(holidays.has(date) ? 0 : halfDaysOfWeekday(dayOfWeek(year, month, day)));
  }
  return days;
}

/** Half days the Easter rule has taken by a given day of the Easter month (2 per day, 4 in all). */
function easterDeductionHalfDays(year: number, month: number, throughDay: number): number {
  if (month !== easterMonth(year)) return 0;
  const { holyThursday, goodFriday } = easterHolidays(year);
  const through = isoDate(year, month, throughDay);
  const thursdayTaken = holyThursday <= through ? FULL_DAY : 0;
  const fridayTaken = goodFriday <= through ? FULL_DAY : 0;
  return thursdayTaken + fridayTaken;
}

function countHalfDays(
  year: number,
  month: number,
  throughDay: number,
  options: WorkingDaysOptions,
) {
  const days = monthHalfDays(year, month, options).slice(0, throughDay);
  const raw = days.reduce((sum, d) => sum + d, 0);
  const deduction =
    options.easterRule === false ? 0 : easterDeductionHalfDays(year, month, throughDay);
  return Math.max(0, raw - deduction);
}

/**
 * Working days of a month (spec section 5): Monday to Friday 1, Saturday
 * 0.5, holidays excluded, the Easter month reduced by 2. `month` is 1-12.
 */
export function workingDaysOfMonth(
  year: number,
  month: number,
  options: WorkingDaysOptions,
): number {
  return countHalfDays(year, month, daysInMonth(year, month), options) / FULL_DAY;
}

/**
 * Working days elapsed in a date's month, from the 1st through that date
 * (inclusive). A Date is read as its calendar day in Madrid; a 'YYYY-MM-DD'
 * string is taken as it is.
 */
export function elapsedWorkingDays(date: Date | string, options: WorkingDaysOptions): number {
  const iso = typeof date === 'string' ? date.slice(0, 10) : madridDateOf(date);
  const { year, month, day } = parseIsoDate(iso);
  return countHalfDays(year, month, day, options) / FULL_DAY;
}

/** Weekday capacity of a month without holidays or the Easter rule (Mon-Fri 1, Saturday 0.5). */
export function weekdayCapacityOfMonth(year: number, month: number): number {
  let halfDays = 0;
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    halfDays += halfDaysOfWeekday(dayOfWeek(year, month, day));
  }
  return halfDays / FULL_DAY;
}
