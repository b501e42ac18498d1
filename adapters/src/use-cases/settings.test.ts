import {
  defaultApplicationSettings,
  execute,
  getApplicationSettings,
  previewMatchingSchedule,
  type UseCaseContext,
  updateApplicationSettings,
} from '@coach/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

let world: TestWorld;
let admin: UseCaseContext;

beforeEach(async () => {
  // Friday 23 October 2026, 15:00 in Istanbul.
  world = testContext({ start: new Date('2026-10-23T12:00:00Z') });
  await world.createAccount({
    email: 'admin@example.com',
    accountRoleType: 'Administrator',
    password: 'Office!2345',
  });
  admin = await world.signedIn(await world.signIn('admin@example.com', 'Office!2345'));
});

const save = (changes: Record<string, unknown>) =>
  execute(updateApplicationSettings, admin, {
    applicationSettings: { ...defaultApplicationSettings, ...changes },
  });

describe('application settings', () => {
  it('answers every key with its default, and the next matching runs on Istanbul clocks', async () => {
    const view = await execute(getApplicationSettings, admin, {});
    expect(view).toEqual({
      applicationSettings: defaultApplicationSettings,
      defaults: defaultApplicationSettings,
      matchingTimeZone: 'Europe/Istanbul',
      nextMatchingRuns: [
        '2026-10-26T06:00:00.000Z',
        '2026-10-27T06:00:00.000Z',
        '2026-10-28T06:00:00.000Z',
        '2026-10-29T06:00:00.000Z',
        '2026-10-30T06:00:00.000Z',
      ],
    });
  });

  it('saves new values and logs them with what they replaced', async () => {
    const saved = await save({ maxCoachProjects: 3, matchingSchedule: '30 10 * * 1,3' });
    expect(saved.applicationSettings).toMatchObject({
      maxCoachProjects: 3,
      matchingSchedule: '30 10 * * 1,3',
    });
    expect(saved.nextMatchingRuns[0]).toBe('2026-10-26T07:30:00.000Z');
    expect((await execute(getApplicationSettings, admin, {})).applicationSettings.maxCoachProjects).toBe(3);
    const { items } = await world.ports.repositories.auditLog.search({
      search: 'settings',
      offset: 0,
      limit: 10,
    });
    expect(items).toEqual([
      expect.objectContaining({
        action: 'settings.update',
        entityType: 'applicationSettings',
        actorLabel: 'admin@example.com',
        before: expect.objectContaining({ maxCoachProjects: 2, matchingSchedule: '0 9 * * 1-5' }),
        after: expect.objectContaining({ maxCoachProjects: 3, matchingSchedule: '30 10 * * 1,3' }),
      }),
    ]);
  });

  it('writes and logs nothing when nothing changed', async () => {
    await save({});
    expect((await world.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 10 })).total).toBe(
      0,
    );
  });

  it.each([
    ['61 9 * * *', 'a minute that does not exist'],
    ['0 9 * * 9', 'a weekday that does not exist'],
    ['0 9 30 2 *', 'a day that never comes (30 February)'],
    ['0 0 9 * * 1-5', 'seconds'],
    ['every weekday', 'words'],
  ])('refuses the schedule %j (%s) with cronInvalid on its field, changing nothing', async (schedule) => {
    await expect(save({ matchingSchedule: schedule, penaltyPoints: 9 })).rejects.toMatchObject({
      code: 4034,
      data: { fields: { 'applicationSettings.matchingSchedule': { key: 'cronInvalid' } } },
    });
    expect((await execute(getApplicationSettings, admin, {})).applicationSettings.penaltyPoints).toBe(7);
  });

  it('refuses values out of bounds, naming the bound', async () => {
    await expect(save({ maxSessionsPerProject: 0 })).rejects.toMatchObject({
      code: 4034,
      data: {
        fields: { 'applicationSettings.maxSessionsPerProject': { key: 'tooSmall', params: { minimum: 1 } } },
      },
    });
    await expect(save({ projectClosingDays: 20, closingRequestMinDays: 20 })).rejects.toMatchObject({
      data: {
        fields: { 'applicationSettings.closingRequestMinDays': { key: 'tooBig', params: { maximum: 19 } } },
      },
    });
  });

  it('previews a schedule before it is saved, or refuses it', async () => {
    expect(await execute(previewMatchingSchedule, admin, { matchingSchedule: '0 18 * * 5' })).toEqual({
      matchingTimeZone: 'Europe/Istanbul',
      // It is Friday 15:00: the first run is today at 18:00.
      nextRuns: [
        '2026-10-23T15:00:00.000Z',
        '2026-10-30T15:00:00.000Z',
        '2026-11-06T15:00:00.000Z',
        '2026-11-13T15:00:00.000Z',
        '2026-11-20T15:00:00.000Z',
      ],
    });
    await expect(
      execute(previewMatchingSchedule, admin, { matchingSchedule: '0 9 31 4 *' }),
    ).rejects.toMatchObject({
      data: { fields: { matchingSchedule: { key: 'cronInvalid' } } },
    });
  });

  it('is for administrators only: members and salesmen get 4033', async () => {
    await world.createAccount({ email: 'ayse@example.com' });
    await world.createAccount({
      email: 'sales@example.com',
      accountRoleType: 'Salesman',
      password: 'Office!2345',
    });
    const member = await world.signedIn(await world.signIn('ayse@example.com'));
    const salesman = await world.signedIn(await world.signIn('sales@example.com', 'Office!2345'));
    for (const ctx of [member, salesman]) {
      await expect(execute(getApplicationSettings, ctx, {})).rejects.toMatchObject({ code: 4033 });
      await expect(
        execute(updateApplicationSettings, ctx, { applicationSettings: defaultApplicationSettings }),
      ).rejects.toMatchObject({ code: 4033 });
    }
  });
});
