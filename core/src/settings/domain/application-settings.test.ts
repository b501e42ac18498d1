import { describe, expect, it } from 'vitest';
import { applicationSettingsSchema, defaultApplicationSettings } from './application-settings.ts';

describe('application settings', () => {
  it('defaults to the values decided for the product', () => {
    expect(defaultApplicationSettings).toEqual({
      maxCoachProjects: 2,
      maxCoacheeProjects: 2,
      penaltyPoints: 7,
      minScoreToCoach: 1,
      projectClosingDays: 105,
      closingRequestMinDays: 14,
      confirmationWindowDays: 5,
      maxSessionsPerProject: 30,
      matchingSchedule: '0 9 * * 1-5',
      // Not in PRODUCT.md's list: the absolute session lifetime asked for by ASVS (ADR 0002).
      sessionAbsoluteHours: 12,
    });
    expect(applicationSettingsSchema.parse(defaultApplicationSettings)).toEqual(defaultApplicationSettings);
  });

  it('refuses fractional or negative limits', () => {
    expect(
      applicationSettingsSchema.safeParse({ ...defaultApplicationSettings, maxCoachProjects: 1.5 }).success,
    ).toBe(false);
    expect(
      applicationSettingsSchema.safeParse({ ...defaultApplicationSettings, penaltyPoints: -1 }).success,
    ).toBe(false);
    expect(
      applicationSettingsSchema.safeParse({ ...defaultApplicationSettings, sessionAbsoluteHours: 0 }).success,
    ).toBe(false);
  });
});
