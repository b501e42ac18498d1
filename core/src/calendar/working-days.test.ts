import { describe, expect, it } from 'vitest';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import { addWorkingDays, isOverdue, isWorkingDay, overdueCutoff } from './working-days.ts';
import { instantOf, localTimeOf } from './zoned-time.ts';

/** Republic Day 2026 falls on a Thursday: the week of 26 October has four working days. */
const calendar: HolidayCalendar = { isPublicHoliday: (date) => date === '2026-10-29' };
/** An Istanbul wall-clock time as an instant (UTC+3). */
const istanbul = (local: string) => new Date(`${local}+03:00`);

describe('working days (Europe/Istanbul, Saturday and Sunday off, public holidays off)', () => {
  it('knows weekends and holidays', () => {
    expect(isWorkingDay('2026-10-28', calendar)).toBe(true);
    expect(isWorkingDay('2026-10-29', calendar)).toBe(false);
    expect(isWorkingDay('2026-10-31', calendar)).toBe(false);
    expect(isWorkingDay('2026-11-01', calendar)).toBe(false);
    expect(isWorkingDay('2026-11-02', calendar)).toBe(true);
  });

  it.each([
    ['a plain week: Monday + 3 is Thursday', '2026-10-19T10:00', '2026-10-22T10:00'],
    ['over a weekend: Friday + 3 is Wednesday', '2026-10-23T15:00', '2026-10-28T15:00'],
    ['over a holiday: Monday + 3 skips Republic Day', '2026-10-26T10:00', '2026-10-30T10:00'],
    ['over a holiday and a weekend: Tuesday + 3 is Monday', '2026-10-27T10:00', '2026-11-02T10:00'],
    ['from a Saturday: counting starts Monday at midnight', '2026-10-24T11:00', '2026-10-30T00:00'],
    ['from the holiday itself: counting starts Friday', '2026-10-29T09:00', '2026-11-04T00:00'],
  ])('%s', (_, start, deadline) => {
    expect(addWorkingDays(istanbul(start), 3, calendar)).toEqual(istanbul(deadline));
  });

  it('counts on Istanbul clocks: 22:30 UTC on Friday is already Saturday in Istanbul', () => {
    expect(addWorkingDays(new Date('2026-10-23T22:30:00Z'), 1, calendar)).toEqual(
      istanbul('2026-10-27T00:00'),
    );
  });

  it('is overdue only once the deadline has passed', () => {
    const uploaded = istanbul('2026-10-26T10:00');
    expect(isOverdue(uploaded, istanbul('2026-10-29T12:00'), calendar)).toBe(false);
    expect(isOverdue(uploaded, istanbul('2026-10-30T10:00'), calendar)).toBe(false);
    expect(isOverdue(uploaded, istanbul('2026-10-30T10:01'), calendar)).toBe(true);
  });

  it('gives the cutoff that splits overdue from on time, also on a weekend', () => {
    expect(overdueCutoff(istanbul('2026-10-22T10:00'), calendar)).toEqual(istanbul('2026-10-19T10:00'));
    // Sunday counts as Friday's end; Friday, Wednesday and Tuesday are the three working days back.
    expect(overdueCutoff(istanbul('2026-11-01T12:00'), calendar)).toEqual(istanbul('2026-10-27T00:00'));
    expect(overdueCutoff(istanbul('2026-10-30T10:00'), calendar)).toEqual(istanbul('2026-10-26T10:00'));
  });

  it('agrees with isOverdue for every pair of moments over three weeks', () => {
    const from = istanbul('2026-10-17T00:00').getTime();
    const step = 97 * 60_000; // an odd step, so the moments fall at many times of day
    const moments: Date[] = [];
    for (let at = from; at < from + 21 * 86_400_000; at += step) moments.push(new Date(at));
    for (const now of moments.filter((_, index) => index % 7 === 0)) {
      const cutoff = overdueCutoff(now, calendar).getTime();
      for (const since of moments) {
        if (since > now) break;
        expect(since.getTime() < cutoff, `${since.toISOString()} at ${now.toISOString()}`).toBe(
          isOverdue(since, now, calendar),
        );
      }
    }
  });

  it('refuses a negative or fractional number of days', () => {
    expect(() => addWorkingDays(new Date(), -1, calendar)).toThrow(RangeError);
    expect(() => overdueCutoff(new Date(), calendar, 1.5)).toThrow(RangeError);
  });
});

describe('zoned time', () => {
  it('reads and writes Istanbul wall clocks', () => {
    expect(localTimeOf(new Date('2026-10-28T21:30:00Z'), 'Europe/Istanbul')).toEqual({
      date: '2026-10-29',
      msOfDay: 30 * 60_000,
    });
    expect(instantOf('2026-10-29', 0, 'Europe/Istanbul')).toEqual(new Date('2026-10-28T21:00:00Z'));
  });

  it('follows a zone with daylight saving time (Berlin in summer and winter)', () => {
    expect(instantOf('2026-07-01', 12 * 3_600_000, 'Europe/Berlin')).toEqual(
      new Date('2026-07-01T10:00:00Z'),
    );
    expect(instantOf('2026-12-01', 12 * 3_600_000, 'Europe/Berlin')).toEqual(
      new Date('2026-12-01T11:00:00Z'),
    );
  });
});
