import { noInput } from '../contracts/common.ts';
import { type ApplicationSettingsView, applicationSettingsViewSchema } from '../contracts/settings.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import {
  type ApplicationSettings,
  defaultApplicationSettings,
  matchingScheduleTimeZone,
} from './domain/application-settings.ts';

/** The settings with their defaults and the next runs of the schedule (none if it no longer parses). */
export function settingsView(
  ctx: Pick<UseCaseContext, 'cronSchedule' | 'clock'>,
  settings: ApplicationSettings,
): ApplicationSettingsView {
  const runs = ctx.cronSchedule.nextRuns(
    settings.matchingSchedule,
    matchingScheduleTimeZone,
    ctx.clock.now(),
    5,
  );
  return {
    applicationSettings: settings,
    defaults: defaultApplicationSettings,
    matchingTimeZone: matchingScheduleTimeZone,
    nextMatchingRuns: (runs ?? []).map((run) => run.toISOString()),
  };
}

/**
 * The application settings, for administrators. Members are held to some of these limits; they
 * learn them from the refusals that name them (4017, 4027, 4028 carry the numbers).
 */
export const getApplicationSettings = defineUseCase({
  name: 'settings.get',
  summary: 'The application settings with their defaults and the next matching runs',
  access: 'settings.write',
  input: noInput,
  output: applicationSettingsViewSchema,
  errors: [],
  async run({ ctx }) {
    return settingsView(ctx, await ctx.repositories.settings.get());
  },
});
