import type { CronSchedule } from '@coach/core';
import { Cron } from 'croner';

/**
 * The options the job scheduler runs schedules with: five fields (minute, hour, day of month,
 * month, day of week; no seconds, so nothing runs more than once a minute), and croner's classic
 * OR of day of month and day of week.
 */
export const cronOptions = { mode: '5-part' } as const;

/** Cron expressions read by croner, the library that runs the jobs. */
export function createCronerSchedule(): CronSchedule {
  return {
    nextRuns(expression, timeZone, after, count) {
      let cron: Cron;
      try {
        cron = new Cron(expression, { ...cronOptions, timezone: timeZone, paused: true });
      } catch {
        return null;
      }
      try {
        return cron.nextRuns(count, after);
      } finally {
        cron.stop();
      }
    },
  };
}
