import { z } from 'zod';
import {
  applicationSettingsSchema,
  defaultApplicationSettings,
  matchingScheduleSchema,
  matchingScheduleTimeZone,
} from '../settings/domain/application-settings.ts';
import { isoDateTimeSchema } from './common.ts';

/** The values as stored: what GET answers (the bounds are checked when they are saved). */
export const applicationSettingsValuesSchema = z
  .object({
    maxCoachProjects: z.int(),
    maxCoacheeProjects: z.int(),
    penaltyPoints: z.int(),
    minScoreToCoach: z.int(),
    projectClosingDays: z.int(),
    closingRequestMinDays: z.int(),
    confirmationWindowDays: z.int(),
    maxSessionsPerProject: z.int(),
    matchingSchedule: z.string(),
    sessionAbsoluteHours: z.int(),
  })
  .meta({ id: 'ApplicationSettingsValues' });

/** GET and PUT answer the settings with their defaults and the next runs of the matching schedule. */
export const applicationSettingsViewSchema = z
  .object({
    applicationSettings: applicationSettingsValuesSchema,
    defaults: applicationSettingsValuesSchema,
    /** The time zone the schedule is read in. */
    matchingTimeZone: z.string(),
    /** The next five times the matching schedule fires. */
    nextMatchingRuns: z.array(isoDateTimeSchema),
  })
  .meta({ id: 'ApplicationSettings' });
export type ApplicationSettingsView = z.infer<typeof applicationSettingsViewSchema>;

/** PUT applicationsettings {applicationSettings}: every key, each within its bounds. */
export const updateApplicationSettingsInputSchema = z
  .object({ applicationSettings: applicationSettingsSchema })
  .meta({ id: 'UpdateApplicationSettingsInput' });
export type UpdateApplicationSettingsInput = z.input<typeof updateApplicationSettingsInputSchema>;

/** The form's own schema: the settings object alone, with the same rules; and the defaults. */
export { applicationSettingsSchema, defaultApplicationSettings, matchingScheduleTimeZone };

export const schedulePreviewInputSchema = z
  .object({ matchingSchedule: matchingScheduleSchema })
  .meta({ id: 'SchedulePreviewInput' });

export const schedulePreviewSchema = z
  .object({ matchingTimeZone: z.string(), nextRuns: z.array(isoDateTimeSchema) })
  .meta({ id: 'SchedulePreview' });
export type SchedulePreview = z.infer<typeof schedulePreviewSchema>;

/**
 * GET publicsettings: what members and visitors are told (no secrets, nothing only administrators
 * need: the values are chosen here, so a new setting is not shown until it is added); the next
 * matching run is the schedule's first on a working day, null when it never fires. The schedule is
 * the cron expression, read in `matchingTimeZone`; a run on a day that is not a working day does
 * nothing.
 */
export const publicSettingsSchema = applicationSettingsValuesSchema
  .pick({
    maxCoachProjects: true,
    maxCoacheeProjects: true,
    penaltyPoints: true,
    minScoreToCoach: true,
    projectClosingDays: true,
    closingRequestMinDays: true,
    confirmationWindowDays: true,
    maxSessionsPerProject: true,
    matchingSchedule: true,
  })
  .extend({ matchingTimeZone: z.string(), nextMatchingRun: isoDateTimeSchema.nullable() })
  .meta({ id: 'PublicSettings' });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
