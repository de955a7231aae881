import { isoDate } from './iso-date';

/**
 * A source of public holidays (the spec's "external calendar service").
 * Synchronous, so month figures can be computed anywhere; implementations
 * that read a database load the year first and wrap it with
 * createStaticHolidayCalendar.
 */
export interface HolidayCalendar {
  readonly name: string;
  /** Public holidays of a year as 'YYYY-MM-DD'. */
  holidaysOf(year: number): ReadonlySet<string>;
}

/** "Fixed national holidays: 1 Jan, 6 Jan, 1 May, 15 Aug, 12 Oct, 1 Nov, 6 Dec, 8 Dec, 25 Dec." */
export const FIXED_NATIONAL_HOLIDAYS: readonly (readonly [month: number, day: number])[] = [
  [1, 1],
  [1, 6],
  [5, 1],
  [8, 15],
  [10, 12],
  [11, 1],
  [12, 6],
  [12, 8],
  [12, 25],
];

export function fixedNationalHolidaysOf(year: number): ReadonlySet<string> {
  return new Set(FIXED_NATIONAL_HOLIDAYS.map(([month, day]) => isoDate(year, month, day)));
}

export const EMPTY_HOLIDAY_CALENDAR: HolidayCalendar = {
  name: 'ninguno',
  holidaysOf: () => new Set(),
};

/** A calendar from a list of dates (e.g. a tenant's working-calendar entries). */
export function createStaticHolidayCalendar(
  dates: readonly string[],
  name = 'calendario propio',
): HolidayCalendar {
  const byYear = new Map<number, Set<string>>();
  for (const date of dates) {
    const year = Number(date.slice(0, 4));
    const set = byYear.get(year) ?? new Set<string>();
    set.add(date.slice(0, 10));
    byYear.set(year, set);
  }
  return { name, holidaysOf: (year) => byYear.get(year) ?? new Set() };
}

/** The union of several calendars (national + community + the tenant's own days). */
export function combineHolidayCalendars(...calendars: readonly HolidayCalendar[]): HolidayCalendar {
  const cache = new Map<number, ReadonlySet<string>>();
  return {
    name: calendars.map((c) => c.name).join(' + '),
    holidaysOf(year) {
      let set = cache.get(year);
      if (!set) {
        set = new Set(calendars.flatMap((c) => [...c.holidaysOf(year)]));
        cache.set(year, set);
      }
      return set;
    },
  };
}
