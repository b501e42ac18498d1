import type { JobCounts } from '@coach/core';
import { defaultApplicationSettings } from '@coach/core/contracts/settings';
import { isDomainError } from '@coach/core/errors/domain-error';
import { matchingRunsOn } from '@coach/core/settings/matching-schedule';
import { execute } from '@coach/core/shared/use-case';
import type { ServerJob } from './server-job.ts';

/**
 * The matching run, on the `matchingSchedule` setting (default every weekday at 09:00 Istanbul
 * time). The setting is read again every minute, so an administrator's change takes effect
 * without a restart. docs/product-rules.md §7: business days only, so a day that is not a
 * working day in Turkey (a weekend, or a public holiday such as 29 October) runs nothing and says
 * so in its counts, whatever the schedule's own days. When an administrator's "run now" (or the
 * command line) is writing at that moment, this run leaves the requests to it (4054). The run is
 * kept as the schedule's (`matching_runs`), with its pairs and left-overs.
 */
export const matchProjectsJob: ServerJob = {
  name: 'projects.match',
  description: 'Pairs open coach and coachee requests (matchingSchedule setting; working days only)',
  schedule: defaultApplicationSettings.matchingSchedule,
  liveSchedule: async (ctx) => (await ctx.repositories.settings.get()).matchingSchedule,
  async run(ctx): Promise<JobCounts> {
    if (!matchingRunsOn(ctx.clock.now(), ctx.holidayCalendar)) return { skippedNotWorkingDay: 1 };
    try {
      // Imported at the first run, as the other jobs' use cases are (server-job.ts).
      const { runScheduledMatching } = await import('@coach/core/matching/run-matching');
      const { summary, unmatched } = await execute(runScheduledMatching, ctx, {});
      return {
        coachRequests: summary.coachRequests,
        coacheeRequests: summary.coacheeRequests,
        pairs: summary.pairs,
        unmatched: unmatched.length,
      };
    } catch (error) {
      if (isDomainError(error) && error.key === 'matchingRunning') return { skippedRunInProgress: 1 };
      throw error;
    }
  },
};
