import { describe, expect, it } from 'vitest';
import { addWorkingDays, workingDayTimeZone } from '../calendar/working-days.ts';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import { percentileOf, workingDayReading, workingDayTable } from './working-day-clock.ts';

/** One holiday: Wednesday 27 May 2026. */
const calendar: HolidayCalendar = { isPublicHoliday: (date) => date === '2026-05-27' };
const table = workingDayTable('2026-05-18', '2026-06-10', calendar);
const waitBetween = (start: string, end: string) =>
  (workingDayReading(table, new Date(end), workingDayTimeZone) ?? Number.NaN) -
  (workingDayReading(table, new Date(start), workingDayTimeZone) ?? Number.NaN);

describe('the working-day clock', () => {
  it('stops on weekends and holidays', () => {
    // Friday 22 May 15:00 → Monday 25 May 10:00 (Istanbul, UTC+3): 9 hours, then 10.
    expect(waitBetween('2026-05-22T12:00:00Z', '2026-05-25T07:00:00Z')).toBeCloseTo(19 / 24, 10);
    // Tuesday 26 May 12:00 → Thursday 28 May 12:00 over the holiday: half a day, then half a day.
    expect(waitBetween('2026-05-26T09:00:00Z', '2026-05-28T09:00:00Z')).toBeCloseTo(1, 10);
    // Saturday → Monday noon: the morning of Monday only.
    expect(waitBetween('2026-05-23T09:00:00Z', '2026-05-25T09:00:00Z')).toBeCloseTo(0.5, 10);
  });

  it('puts a wait within n working days exactly when addWorkingDays puts the deadline at or after its end', () => {
    for (const start of ['2026-05-22T12:00:00Z', '2026-05-23T08:00:00Z', '2026-05-26T06:30:00Z']) {
      const deadline = addWorkingDays(new Date(start), 3, calendar);
      expect(waitBetween(start, deadline.toISOString()), start).toBeCloseTo(3, 10);
      const late = new Date(deadline.getTime() + 60_000).toISOString();
      expect(waitBetween(start, late), start).toBeGreaterThan(3);
    }
  });

  it('reads nothing outside its days', () => {
    expect(workingDayReading(table, new Date('2026-07-01T09:00:00Z'), workingDayTimeZone)).toBeNull();
  });
});

describe('percentileOf', () => {
  it('interpolates as PostgreSQL’s percentile_cont', () => {
    expect(percentileOf([0.5, 0.5, 2, 2], 0.5)).toBe(1.25);
    expect(percentileOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 10);
    expect(percentileOf([], 0.5)).toBeNull();
  });
});
