import { schedulePreviewInputSchema, schedulePreviewSchema } from '../contracts/settings.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { matchingScheduleTimeZone } from './domain/application-settings.ts';
import { nextMatchingRuns } from './matching-schedule.ts';

/** What a schedule would do before it is saved: its next runs, or 4034 `cronInvalid`. */
export const previewMatchingSchedule = defineUseCase({
  name: 'settings.previewSchedule',
  summary: 'The next runs of a matching schedule, before saving it (4034 cronInvalid when it is not valid)',
  access: 'settings.write',
  input: schedulePreviewInputSchema,
  output: schedulePreviewSchema,
  errors: [],
  async run({ ctx, input }) {
    return {
      matchingTimeZone: matchingScheduleTimeZone,
      nextRuns: nextMatchingRuns(ctx, input.matchingSchedule),
    };
  },
});
