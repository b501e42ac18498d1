import { describe, expect, it } from 'vitest';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import { waitOf, workingDaysWaited } from './matching-views.ts';

// Istanbul is UTC+3 all year. 29 October 2026 (a Thursday) is Republic Day.
const istanbul = (local: string) => new Date(`${local}+03:00`);
const calendar: HolidayCalendar = { isPublicHoliday: (date) => date === '2026-10-29' };

describe('how many working days a request waited', () => {
  it('counts whole working days as addWorkingDays moves, keeping the time of day', () => {
    const friday = istanbul('2026-10-23T15:00:00');
    expect(workingDaysWaited(friday, istanbul('2026-10-26T14:59:00'), calendar)).toBe(0);
    expect(workingDaysWaited(friday, istanbul('2026-10-26T15:00:00'), calendar)).toBe(1);
    expect(workingDaysWaited(friday, istanbul('2026-10-28T15:00:00'), calendar)).toBe(3);
    // Thursday the 29th is a holiday: Friday 15:00 is the fourth working day.
    expect(workingDaysWaited(friday, istanbul('2026-10-29T18:00:00'), calendar)).toBe(3);
    expect(workingDaysWaited(friday, istanbul('2026-10-30T15:00:00'), calendar)).toBe(4);
    expect(workingDaysWaited(friday, friday, calendar)).toBe(0);
  });

  it('starts a request of a weekend at the next working day’s midnight', () => {
    const saturday = istanbul('2026-10-24T11:00:00');
    expect(workingDaysWaited(saturday, istanbul('2026-10-25T23:00:00'), calendar)).toBe(0);
    expect(workingDaysWaited(saturday, istanbul('2026-10-26T00:00:00'), calendar)).toBe(0);
    expect(workingDaysWaited(saturday, istanbul('2026-10-27T00:00:00'), calendar)).toBe(1);
  });

  it('is over the promise once more than three working days have passed', () => {
    const monday = istanbul('2026-10-19T09:00:00');
    expect(waitOf(monday, istanbul('2026-10-22T09:00:00'), calendar)).toEqual({
      requestedAt: monday.toISOString(),
      workingDays: 3,
      overPromise: false,
    });
    expect(waitOf(monday, istanbul('2026-10-22T09:01:00'), calendar).overPromise).toBe(true);
  });
});
