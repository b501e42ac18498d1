import { describe, expect, it } from 'vitest';
import { demoAccounts } from './seed/demo-data.ts';
import { type Announcement, announcementLines, signInLines } from './start-announcement.ts';

const firstStart: Announcement = {
  url: 'http://localhost:3000',
  driver: 'pglite',
  pgliteDir: '.data/pglite',
  seconds: 6.04,
  seeded: { accountsCreated: 12, projectsCreated: 10 },
  demoAccounts,
  smtp: false,
  sandboxPayments: true,
  debugLogged: false,
};

describe('the start announcement', () => {
  it('lists every demo sign-in once, under its password, in lines a terminal shows whole', () => {
    const lines = signInLines(demoAccounts);
    for (const account of demoAccounts) {
      const line = lines.findIndex((each) => each.includes(account.email));
      expect(line, account.email).toBeGreaterThanOrEqual(0);
      // Its password heads the group its line belongs to.
      const head = lines.slice(0, line + 1).findLast((each) => /^ {4}\S/.test(each));
      expect(head?.trim().startsWith(account.password)).toBe(true);
    }
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(5);
  });

  it('says where, how long, what the first start did, where mail goes and how to see more', () => {
    const text = announcementLines(firstStart).join('\n');
    expect(text).toContain('running at http://localhost:3000');
    expect(text).toContain(
      'Started in 6.0 s; database: .data/pglite (embedded), demo data seeded on this first start.',
    );
    expect(text).toContain('http://localhost:3000/admin/outbox');
    expect(text).toContain('LOG_LEVEL=debug');
    expect(announcementLines(firstStart).length).toBeLessThanOrEqual(12);
  });

  it('names no demo sign-ins on PostgreSQL, no outbox with SMTP, no hint when debug is on', () => {
    const text = announcementLines({
      ...firstStart,
      driver: 'postgres',
      seeded: undefined,
      smtp: true,
      sandboxPayments: false,
      debugLogged: true,
    }).join('\n');
    expect(text).toContain('database: PostgreSQL (DATABASE_URL).');
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('outbox');
    expect(text).not.toContain('Payments');
    expect(text).not.toContain('LOG_LEVEL');
  });
});
