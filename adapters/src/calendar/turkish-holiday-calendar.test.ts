import { addWorkingDays, isOverdue } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { createTurkishHolidayCalendar } from './turkish-holiday-calendar.ts';

const calendar = createTurkishHolidayCalendar();
const istanbul = (local: string) => new Date(`${local}+03:00`);

describe('Turkish public holidays (date-holidays, TR)', () => {
  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-04-23', 'National Sovereignty and Children’s Day'],
    ['2026-05-01', 'Labour Day'],
    ['2026-05-19', 'Youth and Sports Day'],
    ['2026-07-15', 'Democracy and National Unity Day'],
    ['2026-08-30', 'Victory Day'],
    ['2026-10-29', 'Republic Day'],
    ['2026-03-20', 'Ramadan Feast, day 1'],
    ['2026-03-22', 'Ramadan Feast, day 3'],
    ['2026-05-27', 'Feast of Sacrifice, day 1'],
    ['2026-05-30', 'Feast of Sacrifice, day 4'],
    ['2027-01-01', 'the next year too'],
  ])('%s is a holiday (%s)', (date) => {
    expect(calendar.isPublicHoliday(date)).toBe(true);
  });

  it.each([
    ['2026-03-19', 'the eve of the Ramadan Feast (a half day)'],
    ['2026-03-23', 'the morning after the Ramadan Feast'],
    ['2026-05-26', 'the eve of the Feast of Sacrifice'],
    ['2026-10-28', 'the day before Republic Day'],
    ['2026-10-30', 'an ordinary Friday'],
  ])('%s is not (%s)', (date) => {
    expect(calendar.isPublicHoliday(date)).toBe(false);
  });

  it('makes a proof uploaded on the Monday of Republic Day week due on Friday', () => {
    const uploaded = istanbul('2026-10-26T10:00');
    expect(addWorkingDays(uploaded, 3, calendar)).toEqual(istanbul('2026-10-30T10:00'));
    expect(isOverdue(uploaded, istanbul('2026-10-30T09:59'), calendar)).toBe(false);
    expect(isOverdue(uploaded, istanbul('2026-10-30T10:01'), calendar)).toBe(true);
  });

  it('skips the whole Feast of Sacrifice and the weekend after it', () => {
    // Tuesday 26 May 2026 (eve), feast Wednesday to Saturday, then Sunday.
    expect(addWorkingDays(istanbul('2026-05-26T09:00'), 3, calendar)).toEqual(istanbul('2026-06-03T09:00'));
  });
});
