import { defaultApplicationSettings } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

describe.each(routeTestKinds())('application settings on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    // Friday 23 October 2026, 15:00 in Istanbul.
    t.clock.set(new Date('2026-10-23T12:00:00Z'));
    await t.createAccount({
      email: 'admin@example.com',
      accountRoleType: 'Administrator',
      password: 'Office!2345',
    });
    adminToken = await t.signIn('admin@example.com', 'Office!2345');
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token?: string, body?: unknown, language = 'en') =>
    t.app.request(path, {
      method,
      headers: {
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('answers every key with its default and the next matching runs', async () => {
    const response = await call('get', '/api/applicationsettings', adminToken);
    expect(response.status).toBe(200);
    const { data } = await readJson(response);
    expect(data.applicationSettings).toEqual(defaultApplicationSettings);
    expect(data.defaults).toEqual(defaultApplicationSettings);
    expect(data.matchingTimeZone).toBe('Europe/Istanbul');
    expect(data.nextMatchingRuns[0]).toBe('2026-10-26T06:00:00.000Z');
  });

  it('saves the settings (2002) and answers them', async () => {
    const applicationSettings = {
      ...defaultApplicationSettings,
      minScoreToCoach: 3,
      matchingSchedule: '0 8 * * 1-5',
    };
    const response = await call('put', '/api/applicationsettings', adminToken, { applicationSettings });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ code: 2002, data: { applicationSettings } });
    expect(
      (await readJson(await call('get', '/api/applicationsettings', adminToken))).data.applicationSettings,
    ).toEqual(applicationSettings);
  });

  it('refuses an invalid schedule with 400 and cronInvalid on its field, in Turkish too', async () => {
    const response = await call(
      'put',
      '/api/applicationsettings',
      adminToken,
      { applicationSettings: { ...defaultApplicationSettings, matchingSchedule: '0 25 * * *' } },
      'tr',
    );
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({
      code: 4034,
      data: {
        fields: {
          'applicationSettings.matchingSchedule': 'Geçerli bir cron ifadesi girin (ör. 0 9 * * 1-5).',
        },
      },
    });
  });

  it('previews a schedule from the query string', async () => {
    const response = await call(
      'get',
      `/api/applicationsettings/schedulepreview?matchingSchedule=${encodeURIComponent('30 9 * * 1')}`,
      adminToken,
    );
    expect(response.status).toBe(200);
    expect((await readJson(response)).data.nextRuns.slice(0, 2)).toEqual([
      '2026-10-26T06:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
    const wrong = await call(
      'get',
      '/api/applicationsettings/schedulepreview?matchingSchedule=nope',
      adminToken,
    );
    expect(wrong.status).toBe(400);
  });

  it('is for administrators only', async () => {
    await t.createAccount({
      email: 'sales@example.com',
      accountRoleType: 'Salesman',
      password: 'Office!2345',
    });
    const salesToken = await t.signIn('sales@example.com', 'Office!2345');
    expect((await call('get', '/api/applicationsettings', salesToken)).status).toBe(403);
    expect(
      (
        await call('put', '/api/applicationsettings', salesToken, {
          applicationSettings: defaultApplicationSettings,
        })
      ).status,
    ).toBe(403);
    expect((await call('get', '/api/applicationsettings')).status).toBe(401);
  });

  it('tells anybody the public settings, and follows what an administrator saves', async () => {
    const before = await call('get', '/api/publicsettings');
    expect(before.status).toBe(200);
    const current = (await readJson(await call('get', '/api/applicationsettings', adminToken))).data
      .applicationSettings;
    expect((await readJson(before)).data).toMatchObject({
      closingRequestMinDays: current.closingRequestMinDays,
      matchingTimeZone: 'Europe/Istanbul',
    });
    const saved = await call('put', '/api/applicationsettings', adminToken, {
      applicationSettings: { ...current, closingRequestMinDays: 10, matchingSchedule: '0 10 * * 1-5' },
    });
    expect(saved.status).toBe(200);
    const after = await readJson(await call('get', '/api/publicsettings'));
    expect(after.data).toEqual({
      maxCoachProjects: current.maxCoachProjects,
      maxCoacheeProjects: current.maxCoacheeProjects,
      penaltyPoints: current.penaltyPoints,
      minScoreToCoach: current.minScoreToCoach,
      projectClosingDays: current.projectClosingDays,
      closingRequestMinDays: 10,
      confirmationWindowDays: current.confirmationWindowDays,
      maxSessionsPerProject: current.maxSessionsPerProject,
      matchingSchedule: '0 10 * * 1-5',
      matchingTimeZone: 'Europe/Istanbul',
      // Friday 15:00 in Istanbul: the next run is Monday at 10:00 (07:00 UTC).
      nextMatchingRun: '2026-10-26T07:00:00.000Z',
    });
    // Nothing only administrators see: no defaults, no session length.
    expect(after.data).not.toHaveProperty('sessionAbsoluteHours');
    // The matching job skips a day that is not a working day: Thursday 29 October is a holiday.
    t.clock.set(new Date('2026-10-28T12:00:00Z'));
    try {
      expect((await readJson(await call('get', '/api/publicsettings'))).data.nextMatchingRun).toBe(
        '2026-10-30T07:00:00.000Z',
      );
    } finally {
      t.clock.set(new Date('2026-10-23T12:00:00Z'));
    }
  });
});
