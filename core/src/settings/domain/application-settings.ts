import { z } from 'zod';

/**
 * The limits an administrator can change. Changes apply to future checks only; they never
 * rewrite history. Defaults as decided in PRODUCT.md "Application settings".
 */
export const applicationSettingsSchema = z.object({
  maxCoachProjects: z.int().min(0),
  maxCoacheeProjects: z.int().min(0),
  penaltyPoints: z.int().min(0),
  minScoreToCoach: z.int(),
  projectClosingDays: z.int().min(1),
  closingRequestMinDays: z.int().min(0),
  confirmationWindowDays: z.int().min(1),
  maxSessionsPerProject: z.int().min(1),
  /** Cron expression, evaluated in the Europe/Istanbul time zone. */
  matchingSchedule: z.string().min(1),
  /** Hours after sign-in when a session ends however active it is (ASVS 5.0 V7.3.2). */
  sessionAbsoluteHours: z
    .int()
    .min(1)
    .max(24 * 30),
});

export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;

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
