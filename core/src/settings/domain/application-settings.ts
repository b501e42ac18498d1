import { z } from 'zod';

/** Only the type issue gets a key here; the bounds are classified with their numbers (tooSmall, tooBig). */
const typeIssue = (issue: { code: string; input?: unknown }) =>
  issue.code !== 'invalid_type'
    ? undefined
    : issue.input === undefined || issue.input === null
      ? 'required'
      : 'invalidType';

/** Collapses the spaces of a cron expression, so ` 0  9 * * 1-5` is stored as `0 9 * * 1-5`. */
export const matchingScheduleSchema = z
  .string({ error: typeIssue })
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'tooLong' })
  .overwrite((expression) => expression.replace(/\s+/g, ' '))
  // The shape only (five fields, or a nickname such as @daily); the scheduler's own parser
  // (CronSchedule port) decides on the server, where an expression it refuses answers `cronInvalid`.
  .regex(/^(@[a-z]+|\S+( \S+){4})$/i, { error: 'cronInvalid' });

const whole = (min: number, max: number) => z.int({ error: typeIssue }).min(min).max(max);

/**
 * The limits an administrator can change, with bounds that keep the programme workable (a coach
 * needs at least one session, a closing request must be possible before the project ends).
 * Changes apply to future checks only; they never rewrite history. Defaults as decided in
 * docs/product-rules.md §12.
 */
export const applicationSettingsSchema = z
  .object({
    /** Open coach projects plus an open coach request, at most (4017). 0 stops new coach requests. */
    maxCoachProjects: whole(0, 20),
    /** Open coachee projects plus an open coachee request, at most (4028). */
    maxCoacheeProjects: whole(0, 20),
    /** Points both sides lose when nobody closes a project in time. */
    penaltyPoints: whole(0, 100),
    /** Score needed to send a coach request (4027); a score above 0 is needed anyway (4015). */
    minScoreToCoach: whole(1, 1000),
    /** Days after which an open project ends by the system (105 = 15 weeks). */
    projectClosingDays: whole(7, 730),
    /** Days after the start before the coach may send a closing request (4023). */
    closingRequestMinDays: whole(0, 365),
    /** Days the coachee has to confirm a closing request. */
    confirmationWindowDays: whole(1, 60),
    /** Sessions one project may report, at most. */
    maxSessionsPerProject: whole(1, 200),
    /** Cron expression, evaluated in the Europe/Istanbul time zone. */
    matchingSchedule: matchingScheduleSchema,
    /** Hours after sign-in when a session ends however active it is (ASVS 5.0 V7.3.2). */
    sessionAbsoluteHours: whole(1, 24 * 30),
  })
  .superRefine((settings, ctx) => {
    // A closing request must be possible while the project is still open.
    if (settings.closingRequestMinDays >= settings.projectClosingDays) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: settings.projectClosingDays - 1,
        inclusive: true,
        input: settings.closingRequestMinDays,
        path: ['closingRequestMinDays'],
        message: 'tooBig',
      });
    }
  });

export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;

/** The time zone the matching schedule is read in (docs/product-rules.md §7). */
export const matchingScheduleTimeZone = 'Europe/Istanbul';

export const defaultApplicationSettings: ApplicationSettings = {
  maxCoachProjects: 2,
  maxCoacheeProjects: 2,
  penaltyPoints: 7,
  minScoreToCoach: 1,
  projectClosingDays: 105,
  closingRequestMinDays: 14,
  confirmationWindowDays: 5,
  maxSessionsPerProject: 30,
  matchingSchedule: '0 9 * * 1-5',
  sessionAbsoluteHours: 12,
};
