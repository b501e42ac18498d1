import { recordAudit } from '../audit/record-audit.ts';
import {
  applicationSettingsViewSchema,
  updateApplicationSettingsInputSchema,
} from '../contracts/settings.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { defaultApplicationSettings } from './domain/application-settings.ts';
import { settingsView } from './get-application-settings.ts';
import { nextMatchingRuns } from './matching-schedule.ts';

const sameSettings = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces the application settings. They apply to checks made from now on: nothing already
 * decided (a session's end, a project's deadlines, points scored) is computed again. The schedule
 * must be one the scheduler accepts and that fires at all (`cronInvalid`). A save that changes
 * nothing writes nothing and logs nothing.
 */
export const updateApplicationSettings = defineUseCase({
  name: 'settings.update',
  summary: 'Change the application settings; an invalid matching schedule is refused (4034 cronInvalid)',
  access: 'settings.write',
  input: updateApplicationSettingsInputSchema,
  output: applicationSettingsViewSchema,
  errors: [],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const settings = input.applicationSettings;
    nextMatchingRuns(ctx, settings.matchingSchedule, 'applicationSettings.matchingSchedule');
    await ctx.unitOfWork.run(async (tx) => {
      const before = await tx.repositories.settings.getForUpdate(defaultApplicationSettings);
      if (sameSettings(before, { ...before, ...settings })) return;
      await tx.repositories.settings.save(settings);
      await recordAudit(tx, ctx, {
        action: 'settings.update',
        entityType: 'applicationSettings',
        entityId: null,
        before,
        after: settings,
      });
    });
    return settingsView(ctx, settings);
  },
});
