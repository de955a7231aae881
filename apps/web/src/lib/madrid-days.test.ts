import { describe, expect, it } from 'vitest';
import { presetRange } from './date-range-presets';
import {
  addDays,
  dateToDay,
  dayToDate,
  isIsoDay,
  madridDateTime,
  madridTime,
  madridToday,
  startOfWeekDay,
} from './madrid-days';

describe('Madrid days', () => {
  it('takes "today" from Madrid, not from the browser or UTC', () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Madrid (UTC+1).
    expect(madridToday(Date.parse('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Madrid (summer time, UTC+2).
    expect(madridToday(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('does calendar arithmetic across months, leap days and the DST change', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // DST starts on 29 March 2026
    expect(startOfWeekDay('2026-03-01')).toBe('2026-02-23'); // a Sunday belongs to the week from Monday
    expect(isIsoDay('2026-02-30')).toBe(false);
  });

  it('round-trips days through the calendar dates', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-01-01'])
      expect(dateToDay(dayToDate(day))).toBe(day);
  });

  it('builds instants with the Madrid offset of that day', () => {
    expect(madridDateTime('2026-03-02', '10:30')).toBe('2026-03-02T10:30:00.000+01:00');
    expect(madridDateTime('2026-07-02', '10:30')).toBe('2026-07-02T10:30:00.000+02:00');
    expect(madridTime('2026-07-02T08:30:00Z')).toBe('10:30');
  });

  it('computes the presets from the Madrid day', () => {
    const now = Date.parse('2026-03-31T22:30:00Z'); // already 1 April in Madrid
    expect(presetRange('today', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-03-26', to: '2026-04-01' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(presetRange('lastMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('thisWeek', now)).toEqual({ from: '2026-03-30', to: '2026-04-05' });
  });
});
