import { addDays, daysBetween, localDateOf, parseMail, sessionTimeZone } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '../testing/test-app.ts';
import { demoAccounts } from './demo-data.ts';
import { demoProjects } from './demo-programme.ts';
import { seedDemoData } from './seed-demo-data.ts';

describe.each(testDatabaseKinds())('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The real composition's argon2 hasher: this file proves that the demo sign-ins work with it.
    t = await createTestApp({ database: kind, passwordHasher: 'argon2' });
  });
  afterAll(() => t.close());

  describe('demo seed', () => {
    it('creates settings, packages, badges and accounts once, and nothing the second time', async () => {
      const ctx = { ...t.composition.ports, actor: { kind: 'system' } as const };
      expect(await seedDemoData(ctx)).toEqual({
        accountsCreated: demoAccounts.length,
        packagesCreated: 4,
        badgesCreated: 4,
        ordersCreated: demoAccounts.filter((account) => account.membership).length,
        projectsCreated: demoProjects.length,
      });
      expect(await seedDemoData(ctx)).toEqual({
        accountsCreated: 0,
        packagesCreated: 0,
        badgesCreated: 0,
        ordersCreated: 0,
        projectsCreated: 0,
      });
    });

    it('lets every demo account sign in with its documented password, hashed with argon2id', async () => {
      for (const account of demoAccounts) {
        const stored = await t.composition.ports.repositories.accounts.findByEmail(account.email);
        expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,t=2,p=1\$/);
        await expect(t.signIn(account.email, account.password)).resolves.toEqual(expect.any(String));
      }
    });

    it('keeps every demo score the sum of its ledger entries, opening balance first', async () => {
      const { accounts, ledger } = t.composition.ports.repositories;
      for (const { email, accountRoleType } of demoAccounts) {
        if (accountRoleType !== 'User') continue;
        const account = await accounts.findByEmail(email);
        if (!account) throw new Error(`${email} missing`);
        const entries = await ledger.listForAccount(account.id);
        expect(entries[0]?.reason, email).toBe('opening_balance');
        expect(account.score, email).toBe(entries.reduce((sum, entry) => sum + entry.delta, 0));
      }
      expect(await ledger.findBalanceMismatches()).toEqual([]);
    });

    it('shows a live programme: every final state, open projects of different ages, a closing request waiting, open requests', async () => {
      const { projects, projectRequests } = t.composition.ports.repositories;
      const all = await projects.search({
        search: '',
        sort: { key: 'startedAt', descending: true },
        offset: 0,
        limit: 100,
      });
      const states = new Set(all.items.map((project) => project.state));
      expect([...states].sort()).toEqual(
        [
          'open',
          'completed_by_coachee',
          'completed_confirmed',
          'completed_by_system',
          'aborted_by_system',
          'aborted_by_administrator',
        ].sort(),
      );
      const open = all.items.filter((project) => project.state === 'open');
      expect(new Set(open.map((project) => project.startedAt.getTime())).size).toBe(open.length);
      expect(open.some((project) => project.closingRequest?.state === 'waiting')).toBe(true);
      // History mails nobody: the outbox starts empty.
      expect((await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 1 })).total).toBe(0);
      const requests = await projectRequests.listOpen();
      expect(requests.map((request) => request.role).sort()).toEqual(['coach', 'coachee', 'coachee']);
    });

    it("registers every demo account on its day, and gives every member one past order that matches the membership's package and end date", async () => {
      const { accounts, orders, membershipPackages } = t.composition.ports.repositories;
      const packages = await membershipPackages.list();
      const now = t.clock.now().getTime();
      // Each member was a member when their first demo project started.
      const firstProjectDaysAgo = (email: string) =>
        Math.max(
          0,
          ...demoProjects
            .filter((project) => project.coach === email || project.coachee === email)
            .map((project) => project.startedDaysAgo),
        );
      for (const { email, membership, registeredDaysAgo } of demoAccounts) {
        const account = await accounts.findByEmail(email);
        if (!account) throw new Error(`${email} missing`);
        // "Member since" tells the programme's history: registered before buying and before any project.
        expect(account.createdAt.getTime(), email).toBe(now - registeredDaysAgo * 86_400_000);
        expect(registeredDaysAgo, email).toBeGreaterThan(
          Math.max(membership?.boughtDaysAgo ?? 0, firstProjectDaysAgo(email)),
        );
        const history = await orders.listByAccount(account.id);
        if (!membership) {
          expect(history, email).toEqual([]);
          continue;
        }
        expect(history, email).toHaveLength(1);
        const [order] = history;
        const bought = packages.find((candidate) => candidate.code === membership.packageCode);
        expect(order, email).toMatchObject({
          method: 'manual',
          note: 'Demo data',
          membershipPackageId: bought?.id,
          periodMonths: bought?.periodMonths,
          priceUsd: bought?.priceUsd,
          currency: 'USD',
        });
        expect(account.membershipPackageId, email).toBe(bought?.id);
        expect(order?.endsAt.getTime(), email).toBe(account.subscriptionEndDate?.getTime());
        expect(order?.createdAt.getTime(), email).toBe(now - membership.boughtDaysAgo * 86_400_000);
        expect(order?.endsAt.getTime(), `${email} is a member today`).toBeGreaterThan(now);
        expect(membership.boughtDaysAgo, email).toBeGreaterThan(firstProjectDaysAgo(email));
      }
    });

    it('fills the session logs and the coaching logs: rows for a coach, paid hours for one who was coached', async () => {
      const logOf = async (email: string) => {
        const response = await t.app.request('/api/coachinglog', {
          headers: { Authorization: `Bearer ${await t.signIn(email)}`, 'Accept-Language': 'en' },
        });
        expect(response.status, email).toBe(200);
        return (await readJson(response)).data;
      };
      // Mehmet coached Ayşe (who shares her e-mail), Burak and Sarah; he was never coached here.
      const mehmet = await logOf('mehmet@example.com');
      expect(mehmet.totals).toMatchObject({ hours: 16.5, paidHours: 0, proBonoHours: 16.5, clients: 3 });
      expect(
        mehmet.rows.map((row: { clientName: string; contactEmail: string | null }) => [
          row.clientName,
          row.contactEmail,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['Ayşe Demir', 'ayse@example.com'],
          ['Burak Çelik', null],
          ['Sarah Johnson', null],
        ]),
      );
      expect(mehmet.trainingStartedOn).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\d$/));
      // Elif coached Burak before the log existed (the closing count stands for it) and was
      // coached 4 hours by Selin: 4 of her 6 hours are paid.
      const elif = await logOf('elif@example.com');
      expect(elif.totals).toMatchObject({
        hours: 6,
        paidHours: 4,
        proBonoHours: 2,
        receivedHours: 4,
        clients: 1,
      });
      const ayse = await logOf('ayse@example.com');
      expect(ayse).toMatchObject({ shareEmailWithCoaches: true, trainingStartedOn: expect.any(String) });

      const { projects, projectSessions } = t.composition.ports.repositories;
      const open = await projects.search({
        search: '',
        state: 'open',
        sort: { key: 'startedAt', descending: true },
        offset: 0,
        limit: 100,
      });
      const states = new Set<string>();
      for (const project of open.items) {
        for (const session of await projectSessions.listOfProject(project.id)) states.add(session.state);
      }
      expect([...states].sort()).toEqual(['confirmed', 'disputed', 'pending']);
      // Selin and Ayşe stopped meeting: the reminder job has their gap to mail about.
      const today = localDateOf(t.clock.now(), sessionTimeZone);
      const due = await projectSessions.listDueForReminder(addDays(today, -14), 100);
      const stalled = open.items.find(
        (project) =>
          project.sessionLog.lastSessionOn !== null &&
          daysBetween(project.sessionLog.lastSessionOn, today) > 60,
      );
      expect(stalled, 'an open project without a session for two months').toBeDefined();
      expect(due.map((gap) => gap.projectId)).toContain(stalled?.id);
    });

    it('offers members Turkish, English or both as coaching languages', async () => {
      const languages = await Promise.all(
        ['ayse@example.com', 'john@example.com', 'mehmet@example.com'].map(
          async (email) => (await t.composition.ports.repositories.accounts.findByEmail(email))?.languages,
        ),
      );
      expect(languages).toEqual([['tr'], ['en'], ['tr', 'en']]);
    });

    it('gives its English members English: Sarah’s closing-request mail and its link', async () => {
      const { accounts, projects, outbox } = t.composition.ports.repositories;
      for (const email of ['john@example.com', 'sarah@example.com']) {
        expect((await accounts.findByEmail(email))?.language, email).toBe('en');
      }
      const { items } = await projects.search({
        search: '',
        sort: { key: 'startedAt', descending: true },
        offset: 0,
        limit: 100,
      });
      const project = items.find(
        (each) =>
          each.state === 'open' &&
          each.coach.email === 'mehmet@example.com' &&
          each.coachee.email === 'sarah@example.com',
      );
      if (!project) throw new Error('the open project of Mehmet and Sarah is missing');
      const response = await t.app.request('/api/projects/completingrequestprojectbycoach', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await t.signIn('mehmet@example.com')}`,
          'Content-Type': 'application/json',
          'Accept-Language': 'tr',
        },
        body: JSON.stringify({ projectId: project.id, sessionCount: 3, confirmAboveLog: true }),
      });
      expect(response.status, JSON.stringify(await readJson(response.clone()))).toBe(201);
      const mail = (await outbox.list({ offset: 0, limit: 50 })).items.find(
        (each) => each.template === 'closingRequestSent' && each.recipient === 'sarah@example.com',
      );
      expect(mail?.language).toBe('en');
      if (!mail) return;
      const rendered = await t.composition.ports.mailRenderer.render(
        parseMail(mail.template, mail.data),
        mail.language,
      );
      expect(rendered.subject).toMatch(/closing|closed|confirm/i);
      expect(rendered.html).toContain('/en/projectcompletionrequestapprovalbycoachee/');
    });

    it('fills the screens a newcomer opens: bios, one proof waiting for review and one approved', async () => {
      const { accounts, accountFiles } = t.composition.ports.repositories;
      const john = await accounts.findByEmail('john@example.com');
      const mehmet = await accounts.findByEmail('mehmet@example.com');
      const ayse = await accounts.findByEmail('ayse@example.com');
      if (!john || !mehmet || !ayse) throw new Error('demo members missing');
      expect([john.bio, mehmet.bio, ayse.bio].every((bio) => (bio ?? '').length > 20)).toBe(true);
      expect((await accountFiles.listOfAccount(john.id)).map((file) => file.state)).toEqual(['pending']);
      expect((await accountFiles.listOfAccount(mehmet.id)).map((file) => file.state)).toEqual(['approved']);
      // Ayşe has none, so a newcomer signed in as her can upload one.
      expect(await accountFiles.listOfAccount(ayse.id)).toEqual([]);
      expect(await accountFiles.countPending()).toBe(1);
    });
  });
});
