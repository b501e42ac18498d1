import { defaultApplicationSettings } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsRunCommand } from '../cli/jobs-commands.ts';
import { testProgramme } from '../testing/programme.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The jobs of projects as the scheduler runs them (through `runJob`, under their locks): the
// matching run on working days only, the settings' schedule followed without a restart, and the
// three deadline jobs, each idempotent.

const day = 86_400;
/** An Istanbul wall-clock moment (UTC+3 all year). */
const istanbul = (moment: string) => new Date(`${moment}+03:00`);

let t: TestApp;
let p: ReturnType<typeof testProgramme>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(istanbul('2026-10-19T10:00:00'));
  p = testProgramme(t, 'jobs');
  await t.createAccount({ email: 'admin-jobs@example.com', accountRoleType: 'Administrator' });
});
afterAll(() => t.close());

/** Runs a job as `jobs run` does; answers its output line. */
async function runJobNow(name: string) {
  const lines: string[] = [];
  const code = await jobsRunCommand(t.composition, name, (line) => void lines.push(line));
  expect(code, lines.join('\n')).toBe(0);
  return lines.at(-1) ?? '';
}
const openRequestsOf = async (token: string) =>
  (await p.ok(p.call('GET', '/projectrequests', token))).items.filter(
    (request: { state: string }) => request.state === 'open',
  );

describe('projects.match', () => {
  it('does nothing on a weekend or a Turkish public holiday and says so; pairs on a working day', async () => {
    const coach = await p.coach();
    const coachee = await p.member();
    await p.request(coachee, 'coachee');
    await p.request(coach, 'coach');

    t.clock.set(istanbul('2026-10-24T09:00:00')); // Saturday
    expect(await runJobNow('projects.match')).toMatch(/succeeded in \d+ ms: skippedNotWorkingDay 1\.$/);
    t.clock.set(istanbul('2026-10-29T09:00:00')); // Thursday, Republic Day
    expect(await runJobNow('projects.match')).toMatch(/: skippedNotWorkingDay 1\.$/);
    coachee.token = await t.signIn(coachee.email);
    expect(await openRequestsOf(coachee.token)).toHaveLength(1);

    t.clock.set(istanbul('2026-10-30T09:00:00')); // Friday, a working day again
    expect(await runJobNow('projects.match')).toMatch(
      /: coachRequests 1, coacheeRequests 1, pairs 1, unmatched 0\.$/,
    );
    coachee.token = await t.signIn(coachee.email);
    expect(await openRequestsOf(coachee.token)).toHaveLength(0);
    // Idempotent: nothing is left to pair.
    expect(await runJobNow('projects.match')).toMatch(
      /: coachRequests 0, coacheeRequests 0, pairs 0, unmatched 0\.$/,
    );
  });

  it('follows the matchingSchedule setting, read again without a restart, and lists it', async () => {
    const job = t.composition.operations.jobs.find((candidate) => candidate.name === 'projects.match');
    expect(await job?.live?.refresh()).toBe(defaultApplicationSettings.matchingSchedule);

    const admin = await t.signIn('admin-jobs@example.com');
    const { data } = await readJson(await p.call('GET', '/applicationsettings', admin));
    const applicationSettings = { ...data.applicationSettings, matchingSchedule: '30 10 * * 1-5' };
    expect((await p.call('PUT', '/applicationsettings', admin, { applicationSettings })).status).toBe(200);

    expect(await job?.live?.refresh()).toBe('30 10 * * 1-5');
    const listed = await p.ok(p.call('GET', '/jobs', admin));
    expect(listed.jobs.find((entry: { name: string }) => entry.name === 'projects.match')).toMatchObject({
      schedule: '30 10 * * 1-5',
      timezone: 'Europe/Istanbul',
      // Friday 30 October 2026, 10:30 in Istanbul.
      nextRunAt: '2026-10-30T07:30:00.000Z',
    });
    await p.changeSettings({ matchingSchedule: defaultApplicationSettings.matchingSchedule });
  });
});

describe('the deadline jobs', () => {
  it('warns 7 days before the deadline once, then ends the project past it with the penalty for both', async () => {
    const admin = await t.signIn('admin-jobs@example.com');
    const coach = await p.coach();
    const coachee = await p.member();
    await p.project(admin, coach, coachee);

    await p.advance(98 * day + 3600, coach, coachee);
    expect(await runJobNow('projects.deadlineWarnings')).toMatch(/: sent [1-9]\d*\.$/);
    expect(await runJobNow('projects.deadlineWarnings')).toMatch(/: sent 0\.$/);
    expect(await runJobNow('projects.endOverdue')).toMatch(/: ended 0\.$/);

    await p.advance(7 * day, coach, coachee);
    // This project, and the one the matching run started above (its deadline has passed too).
    expect(await runJobNow('projects.endOverdue')).toMatch(/: ended 2\.$/);
    expect(await runJobNow('projects.endOverdue')).toMatch(/: ended 0\.$/);
    const [ended] = (await p.ok(p.call('GET', '/projects/getmyallprojects', coachee.token))).items;
    expect(ended).toMatchObject({ state: 'aborted_by_system', myPoints: -7 });
    expect((await p.ok(p.call('GET', '/ledger', coach.token))).balance).toBe(10 - 7);
  });

  it('completes a project whose closing request was not confirmed in time, once', async () => {
    const admin = await t.signIn('admin-jobs@example.com');
    const coach = await p.coach();
    const coachee = await p.member();
    const project = await p.project(admin, coach, coachee);
    await p.advance(14 * day, coach, coachee);
    await p.ok(
      p.call('POST', '/projects/completingrequestprojectbycoach', coach.token, {
        projectId: project.id,
        sessionCount: 6,
        confirmAboveLog: true,
      }),
      201,
    );
    expect(await runJobNow('projects.expireClosingRequests')).toMatch(/: completed 0\.$/);
    await p.advance(5 * day + 60, coach, coachee);
    expect(await runJobNow('projects.expireClosingRequests')).toMatch(/: completed 1\.$/);
    expect(await runJobNow('projects.expireClosingRequests')).toMatch(/: completed 0\.$/);
    const [done] = (await p.ok(p.call('GET', '/projects/getmyallprojects', coach.token))).items;
    expect(done).toMatchObject({ state: 'completed_by_system', sessionCount: 6, myPoints: -6 });
    expect((await p.ok(p.call('GET', '/ledger', coachee.token))).balance).toBe(0);
  });
});
