import { describe, expect, it } from 'vitest';
import { createCronerSchedule } from './croner-schedule.ts';

const schedule = createCronerSchedule();
const after = new Date('2026-10-23T12:00:00Z'); // a Friday, 15:00 in Istanbul

describe('cron schedules read by croner', () => {
  it('gives the next runs of the default matching schedule on Istanbul clocks', () => {
    expect(schedule.nextRuns('0 9 * * 1-5', 'Europe/Istanbul', after, 3)).toEqual([
      new Date('2026-10-26T06:00:00Z'),
      new Date('2026-10-27T06:00:00Z'),
      new Date('2026-10-28T06:00:00Z'),
    ]);
  });

  it.each([
    ['', 'empty'],
    ['bogus', 'not cron at all'],
    ['61 9 * * *', 'minute out of range'],
    ['0 25 * * *', 'hour out of range'],
    ['0 9 * * 8', 'weekday out of range'],
    ['0 0 9 * * 1-5', 'six fields (seconds)'],
    ['0 9 * * 1-5 2030', 'a year field'],
  ])('refuses %j (%s)', (expression) => {
    expect(schedule.nextRuns(expression, 'Europe/Istanbul', after, 1)).toBeNull();
  });

  it('answers no runs for an expression that can never fire', () => {
    expect(schedule.nextRuns('0 9 30 2 *', 'Europe/Istanbul', after, 1)).toEqual([]);
  });
});
