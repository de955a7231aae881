import Holidays from 'date-holidays';
import type { HolidayCalendar } from './holiday-calendar';

/** Autonomous communities date-holidays knows for Spain. */
export const AUTONOMOUS_COMMUNITIES = [
  'AN',
  'AR',
  'AS',
  'CB',
  'CE',
  'CL',
  'CM',
  'CN',
  'CT',
  'EX',
  'GA',
  'IB',
  'MC',
  'MD',
  'ML',
  'NC',
  'PV',
  'RI',
  'VC',
] as const;
export type AutonomousCommunity = (typeof AUTONOMOUS_COMMUNITIES)[number];

/**
 * The default HolidayCalendar: Spain's public holidays from the npm
 * `date-holidays` package, national or for one autonomous community. Only
 * holidays of type 'public' count (observances such as Mother's Day do not).
 */
export function createSpainHolidayCalendar(
  options: { community?: AutonomousCommunity } = {},
): HolidayCalendar {
  const source = options.community
    ? new Holidays('ES', options.community, { types: ['public'] })
    : new Holidays('ES', { types: ['public'] });
  const cache = new Map<number, ReadonlySet<string>>();
  return {
    name: options.community ? `España (${options.community})` : 'España (nacional)',
    holidaysOf(year) {
      let set = cache.get(year);
      if (!set) {
        set = new Set(source.getHolidays(year).map((h) => h.date.slice(0, 10)));
        cache.set(year, set);
      }
      return set;
    },
  };
}
