import { describe, expect, it } from 'vitest';
import { fieldIssuesOf } from '../../contracts/field-issues.ts';
import { applicationSettingsSchema, defaultApplicationSettings } from './application-settings.ts';

const issuesOf = (changes: Record<string, unknown>) => {
  const result = applicationSettingsSchema.safeParse({ ...defaultApplicationSettings, ...changes });
  return result.success ? {} : fieldIssuesOf(result.error);
};

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
      // Not among the product's original settings: the absolute session lifetime asked for by ASVS (ADR 0002).
      sessionAbsoluteHours: 12,
    });
    expect(applicationSettingsSchema.parse(defaultApplicationSettings)).toEqual(defaultApplicationSettings);
  });

  it('refuses fractional, negative or out-of-range limits, naming the bound', () => {
    expect(issuesOf({ maxCoachProjects: 1.5 })).toEqual({
      maxCoachProjects: { key: 'invalidType', params: {} },
    });
    expect(issuesOf({ penaltyPoints: -1 })).toEqual({
      penaltyPoints: { key: 'tooSmall', params: { minimum: 0 } },
    });
    expect(issuesOf({ sessionAbsoluteHours: 0 })).toEqual({
      sessionAbsoluteHours: { key: 'tooSmall', params: { minimum: 1 } },
    });
    expect(issuesOf({ maxSessionsPerProject: 201 })).toEqual({
      maxSessionsPerProject: { key: 'tooBig', params: { maximum: 200 } },
    });
  });

  it('refuses a closing request that could only come after the project has ended', () => {
    expect(issuesOf({ projectClosingDays: 30, closingRequestMinDays: 30 })).toEqual({
      closingRequestMinDays: { key: 'tooBig', params: { maximum: 29 } },
    });
    expect(issuesOf({ projectClosingDays: 30, closingRequestMinDays: 29 })).toEqual({});
  });

  it('keeps a cron expression with its spaces collapsed, and refuses what has not its shape', () => {
    const parsed = applicationSettingsSchema.parse({
      ...defaultApplicationSettings,
      matchingSchedule: ' 0  9 * *\t1-5 ',
    });
    expect(parsed.matchingSchedule).toBe('0 9 * * 1-5');
    for (const wrong of ['bogus', '0 9 * *', '0 0 9 * * 1-5']) {
      expect(issuesOf({ matchingSchedule: wrong })).toEqual({
        matchingSchedule: { key: 'cronInvalid', params: {} },
      });
    }
    expect(issuesOf({ matchingSchedule: '  ' })).toMatchObject({ matchingSchedule: { key: 'required' } });
    expect(issuesOf({ matchingSchedule: undefined })).toMatchObject({
      matchingSchedule: { key: 'required' },
    });
  });
});
