import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { jobsListCommand, jobsRunCommand } from './jobs-commands.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function printer() {
  const lines: string[] = [];
  return { lines, print: (line: string) => void lines.push(line) };
}

describe('npm run cli -- jobs …', () => {
  it('removes sessions a day after they ended, and keeps the others', async () => {
    await t.createAccount({ email: 'ended@example.com' });
    await t.createAccount({ email: 'active@example.com' });
    const ended = await t.signIn('ended@example.com');
    await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ended}` },
    });
    const { print, lines } = printer();

    expect(await jobsRunCommand(t.composition, 'sessions.purge', print)).toBe(0);
    expect(lines.at(-1)).toMatch(/^sessions\.purge succeeded in \d+ ms: deleted 0\.$/);

    t.clock.advanceSeconds(25 * 3600);
    const active = await t.signIn('active@example.com');
    expect(await jobsRunCommand(t.composition, 'sessions.purge', print)).toBe(0);
    expect(lines.at(-1)).toMatch(/deleted 1\.$/);
    const stillThere = await t.app.request('/api/auth/userinfo', {
      headers: { Authorization: `Bearer ${active}` },
    });
    expect(stillThere.status).toBe(200);
  });

  it('lists the jobs with their last run, recorded as manual', async () => {
    const { print, lines } = printer();
    await jobsListCommand(t.composition, print);
    expect(lines).toContain('sessions.purge  (15 * * * *, Europe/Istanbul)');
    expect(lines.join('\n')).toMatch(/last run: {2}\S+ \S+ UTC succeeded \{"deleted":1\}/);
    expect(lines.join('\n')).toContain('next run:  not scheduled on this configuration');
    const runs = await t.composition.ports.repositories.jobRuns.latestOf(['sessions.purge'], 5);
    expect(runs.map((run) => run.trigger)).toEqual(['manual', 'manual']);
  });

  it('refuses an unknown job and names the known ones', async () => {
    const { print, lines } = printer();
    expect(await jobsRunCommand(t.composition, 'nope', print)).toBe(1);
    expect(lines).toEqual([
      'Unknown job "nope". Jobs: mail.deliver, passwords.sendResetLinks, sessions.purge, signIn.purge, jobRuns.purge, projects.match, ' +
        'projects.expireClosingRequests, projects.endOverdue, projects.deadlineWarnings, membership.reminders, ' +
        'projects.sessionReminders, planning.sessionReminders, exports.run, exports.purgeExpired, groupMails.send, accounts.bulkActions, ' +
        'reports.recordWaits, notifications.purge.',
    ]);
  });
});
