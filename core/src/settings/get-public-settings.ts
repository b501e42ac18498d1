import { noInput } from '../contracts/common.ts';
import { publicSettingsSchema } from '../contracts/settings.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { matchingScheduleTimeZone } from './domain/application-settings.ts';
import { nextPairingRun } from './matching-schedule.ts';

/**
 * The settings the pages tell members and visitors (the wait before a closing request, the
 * confirmation window, the project deadline, the penalty, the limits, the matching schedule and its
 * next run), so no page repeats a number an administrator can change (docs/product-rules.md §12).
 * Public: the public site's rules and FAQ say them before anyone signs in. The next run is the
 * schedule's first on a working day, as the matching job skips the others (§7).
 */
export const getPublicSettings = defineUseCase({
  name: 'settings.public',
  summary: 'The settings the pages show members and visitors, with the next matching run',
  access: 'public',
  input: noInput,
  output: publicSettingsSchema,
  errors: [],
  async run({ ctx }) {
    const settings = await ctx.repositories.settings.get();
    const nextRun = nextPairingRun(ctx, settings.matchingSchedule);
    // The output schema keeps only the values it names (contracts/settings.ts).
    return {
      ...settings,
      matchingTimeZone: matchingScheduleTimeZone,
      nextMatchingRun: nextRun?.toISOString() ?? null,
    };
  },
});
