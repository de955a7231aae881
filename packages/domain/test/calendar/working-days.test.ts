import { describe, expect, it } from 'vitest';
import {
  EMPTY_HOLIDAY_CALENDAR,
  combineHolidayCalendars,
  createSpainHolidayCalendar,
  createStaticHolidayCalendar,
  easterHolidays,
  easterMonth,
  easterSunday,
  elapsedWorkingDays,
  madridDateOf,
  workingDaysOfMonth,
} from '../../src/index';

const national = { calendar: EMPTY_HOLIDAY_CALENDAR };

describe('Easter', () => {
  it.each([
    [2018, '2018-04-01'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('the Easter month is the month of Good Friday (2018: Easter 1 April, Good Friday 30 March)', () => {
    expect(easterHolidays(2018)).toEqual({ holyThursday: '2018-03-29', goodFriday: '2018-03-30' });
    expect(easterMonth(2018)).toBe(3);
    expect(easterMonth(2025)).toBe(4);
  });
});

describe('working days rules (spec 5)', () => {
  it('"Monday to Friday count 1, Saturday 0.5" and the fixed national holidays are excluded', () => {
    // June 2025 has no holiday: 21 weekdays + 4 Saturdays
    expect(workingDaysOfMonth(2025, 6, national)).toBe(23);
    // January 2025: 1 and 6 January (Wed, Mon) are excluded even with no external calendar
    expect(workingDaysOfMonth(2025, 1, national)).toBe(23);
  });

  it('holidays of the external calendar are excluded too (Madrid 2026: 2 May is a Saturday)', () => {
    const madrid = createSpainHolidayCalendar({ community: 'MD' });
    expect(workingDaysOfMonth(2026, 5, { calendar: madrid })).toBe(22);
    // 2 November 2026 (Monday) is Madrid's substitute for All Saints
    expect(workingDaysOfMonth(2026, 11, { calendar: madrid })).toBe(22);
  });

  it('Holy Thursday and Good Friday from the calendar are not deducted twice', () => {
    const madrid = createSpainHolidayCalendar({ community: 'MD' });
    expect(madrid.holidaysOf(2026).has('2026-04-02')).toBe(true);
    expect(workingDaysOfMonth(2026, 4, { calendar: madrid })).toBe(22);
  });

  it('"in the Easter month the count is reduced by 2"', () => {
    expect(workingDaysOfMonth(2025, 4, { ...national, easterRule: false })).toBe(24);
    expect(workingDaysOfMonth(2025, 4, national)).toBe(22);
  });

  it('tenant days combine with the national calendar', () => {
    const local = createStaticHolidayCalendar(['2025-06-13']); // a Friday
    const calendar = combineHolidayCalendars(createSpainHolidayCalendar(), local);
    expect(workingDaysOfMonth(2025, 6, { calendar })).toBe(22);
  });
});

describe('elapsed working days (Europe/Madrid)', () => {
  it('counts from the 1st through the date, inclusive', () => {
    // June 2025: Sun 1, Mon 2 .. Sat 7 -> 5 + 0.5
    expect(elapsedWorkingDays('2025-06-07', national)).toBe(5.5);
    expect(elapsedWorkingDays('2025-06-01', national)).toBe(0);
    expect(elapsedWorkingDays('2025-06-30', national)).toBe(workingDaysOfMonth(2025, 6, national));
  });

  it('the Easter deduction is taken on Holy Thursday and Good Friday', () => {
    // April 2025: Tue 1 .. Wed 16 = 12 weekdays + 2 Saturdays = 13; Thu 17 and Fri 18 add nothing
    expect(elapsedWorkingDays('2025-04-16', national)).toBe(13);
    expect(elapsedWorkingDays('2025-04-18', national)).toBe(13);
    expect(elapsedWorkingDays('2025-04-30', national)).toBe(22);
  });

  it('reads an instant as its Madrid calendar day', () => {
    // 22:30 UTC on 31 May 2025 is 00:30 on 1 June in Madrid (CEST, UTC+2)
    const instant = new Date('2025-05-31T22:30:00Z');
    expect(madridDateOf(instant)).toBe('2025-06-01');
    expect(elapsedWorkingDays(instant, national)).toBe(0);
    // 23:30 UTC on 31 December 2025 is already 1 January 2026 in Madrid (CET, UTC+1)
    expect(madridDateOf(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});
