import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** Dates are shown and bucketed in Madrid time (spec section 1). */
export const MADRID_TIME_ZONE = 'Europe/Madrid';

export function inMadrid(date: Date | string | number): TZDate {
  return new TZDate(new Date(date).getTime(), MADRID_TIME_ZONE);
}

/** The Madrid calendar day of an instant, as `yyyy-MM-dd`. */
export function madridDay(date: Date | string | number = Date.now()): string {
  return format(inMadrid(date), 'yyyy-MM-dd');
}

/** Formats an instant in Madrid time with Spanish names (`pattern` in date-fns tokens). */
export function formatMadrid(date: Date | string | number, pattern: string): string {
  return format(inMadrid(date), pattern, { locale: es });
}
