/** Date helpers for seeds: calendar days are Europe/Madrid days as YYYY-MM-DD strings. */
const MADRID = 'Europe/Madrid';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MADRID,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MADRID,
  timeZoneName: 'longOffset',
});

/** The Madrid calendar day of an instant. */
export function madridDay(instant: Date): string {
  return dayFormat.format(instant);
}

function madridOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant of a Madrid wall-clock time on a Madrid day. */
export function madridTime(day: string, hour: number, minute = 0): Date {
  const guess = new Date(`${day}T${pad(hour)}:${pad(minute)}:00Z`);
  const offset = madridOffsetMinutes(guess);
  const instant = new Date(guess.getTime() - offset * 60_000);
  // Re-check across a DST change between the guess and the answer.
  const corrected = madridOffsetMinutes(instant);
  return corrected === offset ? instant : new Date(guess.getTime() - corrected * 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function monthStart(day: string, monthsAhead = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + monthsAhead);
  return date.toISOString().slice(0, 10);
}

/** The last `count` Monday-to-Friday days strictly before `day`, most recent first. */
export function previousWorkingDays(day: string, count: number): string[] {
  const days: string[] = [];
  for (let cursor = addDays(day, -1); days.length < count; cursor = addDays(cursor, -1)) {
    if (isoWeekday(cursor) <= 5) days.push(cursor);
  }
  return days;
}
