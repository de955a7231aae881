import { describe, expect, it } from 'vitest';
import { createSpainHolidayCalendar, workingDaysOfMonth } from '../../src/index';

/**
 * Working days of every month of 2025 and 2026 with the national calendar
 * (fixed national list + date-holidays 'ES' public holidays, whose only extra
 * day is Good Friday, covered by the Easter rule), computed by hand:
 *   total = weekdays (Mon-Fri) x 1 + Saturdays x 0.5
 *           - holidays (1 on a weekday, 0.5 on a Saturday, 0 on a Sunday)
 *           - 2 in the Easter month (the month of Good Friday).
 * A month of 28 + k days has 4 of every weekday plus one more of the first k
 * weekdays, starting from the weekday of the 1st.
 */
const HAND_COMPUTED: readonly [year: number, month: number, days: number, why: string][] = [
  // 2025: 1 January is a Wednesday. Easter Sunday 20 April, Good Friday 18 April.
  [
    2025,
    1,
    23,
    'starts Wed; +Wed,Thu,Fri: 23 weekdays + 4 Sat (2) = 25; -1 Jan (Wed) -6 Jan (Mon) = 23',
  ],
  [2025, 2, 22, 'starts Sat; 20 weekdays + 4 Sat (2) = 22; no holidays'],
  [2025, 3, 23.5, 'starts Sat; +Sat,Sun,Mon: 21 weekdays + 5 Sat (2.5) = 23.5'],
  [2025, 4, 22, 'starts Tue; +Tue,Wed: 22 weekdays + 4 Sat (2) = 24; Easter month -2 = 22'],
  [
    2025,
    5,
    23.5,
    'starts Thu; +Thu,Fri,Sat: 22 weekdays + 5 Sat (2.5) = 24.5; -1 May (Thu) = 23.5',
  ],
  [2025, 6, 23, 'starts Sun; +Sun,Mon: 21 weekdays + 4 Sat (2) = 23'],
  [2025, 7, 25, 'starts Tue; +Tue,Wed,Thu: 23 weekdays + 4 Sat (2) = 25'],
  [
    2025,
    8,
    22.5,
    'starts Fri; +Fri,Sat,Sun: 21 weekdays + 5 Sat (2.5) = 23.5; -15 Aug (Fri) = 22.5',
  ],
  [2025, 9, 24, 'starts Mon; +Mon,Tue: 22 weekdays + 4 Sat (2) = 24'],
  [2025, 10, 25, 'starts Wed; +Wed,Thu,Fri: 23 weekdays + 4 Sat (2) = 25; 12 Oct is a Sunday (0)'],
  [2025, 11, 22, 'starts Sat; +Sat,Sun: 20 weekdays + 5 Sat (2.5) = 22.5; -1 Nov (Sat, 0.5) = 22'],
  [
    2025,
    12,
    22.5,
    'starts Mon; +Mon,Tue,Wed: 23 + 4 Sat (2) = 25; -6 Dec (Sat 0.5) -8 Dec (Mon) -25 Dec (Thu) = 22.5',
  ],
  // 2026: 1 January is a Thursday. Easter Sunday 5 April, Good Friday 3 April.
  [
    2026,
    1,
    22.5,
    'starts Thu; +Thu,Fri,Sat: 22 weekdays + 5 Sat (2.5) = 24.5; -1 Jan (Thu) -6 Jan (Tue) = 22.5',
  ],
  [2026, 2, 22, 'starts Sun; 20 weekdays + 4 Sat (2) = 22'],
  [2026, 3, 24, 'starts Sun; +Sun,Mon,Tue: 22 weekdays + 4 Sat (2) = 24'],
  [2026, 4, 22, 'starts Wed; +Wed,Thu: 22 weekdays + 4 Sat (2) = 24; Easter month -2 = 22'],
  [
    2026,
    5,
    22.5,
    'starts Fri; +Fri,Sat,Sun: 21 weekdays + 5 Sat (2.5) = 23.5; -1 May (Fri) = 22.5',
  ],
  [2026, 6, 24, 'starts Mon; +Mon,Tue: 22 weekdays + 4 Sat (2) = 24'],
  [2026, 7, 25, 'starts Wed; +Wed,Thu,Fri: 23 weekdays + 4 Sat (2) = 25'],
  [
    2026,
    8,
    23,
    'starts Sat; +Sat,Sun,Mon: 21 weekdays + 5 Sat (2.5) = 23.5; -15 Aug (Sat, 0.5) = 23',
  ],
  [2026, 9, 24, 'starts Tue; +Tue,Wed: 22 weekdays + 4 Sat (2) = 24'],
  [
    2026,
    10,
    23.5,
    'starts Thu; +Thu,Fri,Sat: 22 weekdays + 5 Sat (2.5) = 24.5; -12 Oct (Mon) = 23.5',
  ],
  [2026, 11, 23, 'starts Sun; +Sun,Mon: 21 weekdays + 4 Sat (2) = 23; 1 Nov is a Sunday (0)'],
  [
    2026,
    12,
    23,
    'starts Tue; +Tue,Wed,Thu: 23 weekdays + 4 Sat (2) = 25; 6 Dec Sun (0), -8 Dec (Tue) -25 Dec (Fri) = 23',
  ],
];

describe('working days, national calendar, 2025 and 2026 (spec 5, "Working days")', () => {
  const calendar = createSpainHolidayCalendar();

  it.each(HAND_COMPUTED)('%i-%i: %f (%s)', (year, month, days) => {
    expect(workingDaysOfMonth(year, month, { calendar })).toBe(days);
  });

  it('covers all 24 months', () => {
    expect(new Set(HAND_COMPUTED.map(([y, m]) => `${y}-${m}`)).size).toBe(24);
  });
});
