import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demo-data.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

const demoMembers = demoAccounts.filter((account) => account.accountRoleType === 'User').length;

describe.each(routeTestKinds())('on %s', (kind) => {
  let t: TestApp;
  let memberToken: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await seedDemoData({ ...t.composition.ports, actor: { kind: 'system' } });
    memberToken = await t.signIn('mehmet@example.com');
    adminToken = await t.signIn('admin@example.com', 'Office!2345');
  });
  afterAll(() => t.close());

  const get = (path: string, token?: string, language = 'tr') =>
    t.app.request(path, {
      headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });

  describe('GET /api/accountdashboard', () => {
    it("shows the member's score, badge, hours, projects, proof and membership", async () => {
      const response = await get('/api/accountdashboard', memberToken);
      expect(response.status).toBe(200);
      const { data } = await readJson(response);
      expect(data).toEqual({
        fullName: 'Mehmet Öztürk',
        accountRoleType: 'User',
        // The demo programme: 35 opening points, 7 hours coached for Ayşe; two projects still open.
        score: 28,
        badge: { accountBadgeId: expect.any(String), nameTr: 'Gümüş', nameEn: 'Silver' },
        hoursCoached: 7,
        hoursReceived: 0,
        projects: { openAsCoach: 2, totalAsCoach: 3, openAsCoachee: 0, totalAsCoachee: 0 },
        activeProjectCount: 2,
        totalProjectCount: 3,
        proof: expect.objectContaining({
          state: expect.stringMatching(/^(none|pending|approved|rejected)$/),
        }),
        subscriptionEndDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        coaching: { hours: expect.any(Number), next: expect.objectContaining({ credential: 'ACC' }) },
        // The demo coaches without ever having asked to be coached: a new coach request would need it.
        coachingNeeds: [{ need: 'coacheeRequest' }],
      });
      expect(new Date(data.subscriptionEndDate).getTime()).toBeGreaterThan(t.clock.now().getTime());
    });

    it('is open to guests too (they use the member area)', async () => {
      expect((await get('/api/accountdashboard', await t.signIn('guest@example.com'))).status).toBe(200);
    });

    it('refuses an administrator with 403 and 4033', async () => {
      const response = await get('/api/accountdashboard', adminToken, 'en');
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({
        code: 4033,
        message: 'You are not allowed to do this.',
        data: null,
      });
    });

    it('refuses a caller who is not signed in with 401', async () => {
      expect((await get('/api/accountdashboard')).status).toBe(401);
    });
  });

  describe('GET /api/admindashboard', () => {
    it('counts members by state, proofs, sign-ups per month, packages and badges', async () => {
      const response = await get('/api/admindashboard', adminToken);
      expect(response.status).toBe(200);
      const { data } = await readJson(response);
      expect(data).toMatchObject({
        fullName: 'Zeynep Yılmaz',
        accountRoleType: 'Administrator',
        members: { total: demoMembers, active: demoMembers, passive: 0, locked: 0 },
        proofs: { waiting: expect.any(Number), overdue: expect.any(Number), reviewTargetWorkingDays: 3 },
        packageCount: 4,
        badgeCount: 4,
      });
      expect(data.members.membershipActive + data.members.membershipExpired + data.members.noMembership).toBe(
        demoMembers,
      );
      expect(data.signUpsPerMonth).toHaveLength(12);
      // The demo members registered on their own days, 35 to 210 days before the seeding
      // (server/src/seed/demo-data.ts): the last 12 months hold them all, spread over several.
      const counts = data.signUpsPerMonth.map((month: { count: number }) => month.count);
      expect(counts.reduce((sum: number, count: number) => sum + count, 0)).toBe(demoMembers);
      expect(counts.filter((count: number) => count > 0).length).toBeGreaterThan(1);
    });

    it('is open to salesmen', async () => {
      expect(
        (await get('/api/admindashboard', await t.signIn('sales@example.com', 'Office!2345'))).status,
      ).toBe(200);
    });

    it('refuses a member with 403 and 4033', async () => {
      const response = await get('/api/admindashboard', memberToken);
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({
        code: 4033,
        message: 'Bu işlem için yetkiniz yok.',
        data: null,
      });
    });
  });
});
