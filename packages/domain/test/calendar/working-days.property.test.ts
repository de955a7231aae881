import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createStaticHolidayCalendar,
  daysInMonth,
  easterHolidays,
  easterMonth,
  elapsedWorkingDays,
  isoDate,
  weekdayCapacityOfMonth,
  workingDaysOfMonth,
} from '../../src/index';

const year = fc.integer({ min: 1990, max: 2100 });
const month = fc.integer({ min: 1, max: 12 });
const extraHolidays = fc.array(fc.integer({ min: 0, max: 365 }), { maxLength: 10 });

function calendarFor(y: number, offsets: readonly number[]) {
  const dates = offsets.map((offset) => {
    const d = new Date(Date.UTC(y, 0, 1 + offset));
    return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  });
  return createStaticHolidayCalendar(dates);
}

describe('working days properties', () => {
  it('a month never has more working days than its weekday capacity, nor fewer than 0', () => {
    fc.assert(
      fc.property(year, month, extraHolidays, (y, m, offsets) => {
        const days = workingDaysOfMonth(y, m, { calendar: calendarFor(y, offsets) });
        expect(days).toBeLessThanOrEqual(weekdayCapacityOfMonth(y, m));
        expect(days).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(days * 2)).toBe(true);
      }),
    );
  });

  it('the Easter month has 2 fewer than the same calendar without the rule; other months the same', () => {
    fc.assert(
      fc.property(year, month, extraHolidays, (y, m, offsets) => {
        const calendar = calendarFor(y, offsets);
        const withRule = workingDaysOfMonth(y, m, { calendar });
        const without = workingDaysOfMonth(y, m, { calendar, easterRule: false });
        if (m !== easterMonth(y)) {
          expect(withRule).toBe(without);
          return;
        }
        // Without the rule, a calendar that already lists Holy Thursday or Good Friday
        // has excluded them itself: the rule never deducts those days twice.
        const { holyThursday, goodFriday } = easterHolidays(y);
        const alreadyExcluded = [holyThursday, goodFriday].filter(
          (d) => calendar.holidaysOf(y).has(d) && Number(d.slice(5, 7)) === m,
        ).length;
        expect(without - withRule).toBe(2 - alreadyExcluded);
      }),
    );
  });

  it('with no extra holidays the Easter month loses exactly 2, every year', () => {
    fc.assert(
      fc.property(year, (y) => {
        const m = easterMonth(y);
        const calendar = createStaticHolidayCalendar([]);
        const diff =
          workingDaysOfMonth(y, m, { calendar, easterRule: false }) -
          workingDaysOfMonth(y, m, { calendar });
        expect(diff).toBe(2);
      }),
    );
  });

  it('elapsed working days grow day by day and end at the month total', () => {
    fc.assert(
      fc.property(year, month, extraHolidays, (y, m, offsets) => {
        const options = { calendar: calendarFor(y, offsets) };
        let previous = 0;
        for (let day = 1; day <= daysInMonth(y, m); day += 1) {
          const elapsed = elapsedWorkingDays(isoDate(y, m, day), options);
          expect(elapsed).toBeGreaterThanOrEqual(previous);
          previous = elapsed;
        }
        expect(previous).toBe(workingDaysOfMonth(y, m, options));
      }),
      { numRuns: 50 },
    );
  });
});
