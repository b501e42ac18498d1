import { workingDayTimeZone } from '@coach/core/calendar/working-days';
import { clockFor, reportWindow } from '@coach/core/reports/report-window';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import { insertMatchedProject } from './matched-project.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

/**
 * The waits recorded for the reports (ADR 0051): a report reads the same figures before the job
 * records the waits (off the clock) and after (from the recorded waits, PostgreSQL's from their
 * histogram, `wait_histogram`, which `expectWaitHistogramKept` checks after every test). Part of
 * `describeRepositoryContract`.
 */
export function describeRecordedWaitsContract(persistence: () => PersistenceUnderTest): void {
  const { reads, write, member } = contractHelpers(persistence, 'waits');

  describe('recorded waits', () => {
    it('reads the same medians and 90th percentiles from the recorded waits as off the clock', async () => {
      const now = new Date('2026-04-20T09:00:00Z');
      const window = reportWindow({ from: '2026-03', to: '2026-03' }, now);
      const clock = clockFor(window, now, { isPublicHoliday: () => false });
      // Three pairs matched a day and some seconds after their requests, in the week and over a
      // weekend: waits of no whole minute, each read to its nearest.
      for (const startedAt of ['2026-03-04T09:17:23Z', '2026-03-09T06:02:41Z', '2026-03-12T14:45:07Z']) {
        const [coach, coachee] = [await member(), await member()];
        await write((repositories) =>
          insertMatchedProject(repositories, {
            coachId: coach.id,
            coacheeId: coachee.id,
            startedAt: new Date(startedAt),
          }),
        );
      }
      const offTheClock = await reads().reports.matchWaits(window, clock, 3);
      expect(offTheClock.find((row) => row.month === null)).toMatchObject({ started: 6, done: 6 });
      expect(await write(({ reports }) => reports.recordWaits('match', clock, workingDayTimeZone, 100))).toBe(
        6,
      );
      expect(await reads().reports.matchWaits(window, clock, 3)).toEqual(offTheClock);
    });
  });
}
