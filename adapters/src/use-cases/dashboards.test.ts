import { execute, getAdminDashboard, getMemberDashboard, type NewLedgerEntry } from '@coach/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

let world: TestWorld;
/** An Istanbul wall-clock time (UTC+3). */
const istanbul = (local: string) => new Date(`${local}+03:00`);
/** Friday 30 October 2026, 10:00 in Istanbul: the day after Republic Day. */
const now = istanbul('2026-10-30T10:00');
const months = (count: number) => new Date(now.getTime() + count * 30 * 86_400_000).toISOString();
const signedIn = async (email: string) => world.signedIn(await world.signIn(email));
let mehmetId: string;

const ledger = (accountId: string, entry: Partial<NewLedgerEntry>) =>
  world.ports.unitOfWork.run((tx) =>
    tx.repositories.ledger.append({
      accountId,
      delta: 0,
      reason: 'admin_adjustment',
      projectId: null,
      actorAccountId: null,
      note: null,
      ...entry,
    }),
  );

/** A proof of `accountId` uploaded at `at` (the clock stands there while it is stored). */
async function proof(accountId: string, at: Date, review?: 'approved' | 'rejected') {
  world.clock.set(at);
  const file = await world.ports.unitOfWork.run((tx) =>
    tx.repositories.accountFiles.insert({
      accountId,
      fileName: 'diploma.pdf',
      contentType: 'application/pdf',
      content: new Uint8Array([37, 80, 68, 70]),
      createdBy: accountId,
      createdAt: at,
    }),
  );
  if (review) {
    await world.ports.unitOfWork.run((tx) =>
      tx.repositories.accountFiles.review(file.id, {
        reviewedBy: accountId,
        reviewedAt: at,
        ...(review === 'approved'
          ? { state: 'approved', rejectionReason: null }
          : { state: 'rejected', rejectionReason: 'The page is unreadable.' }),
      }),
    );
  }
  world.clock.set(now);
}

beforeEach(async () => {
  world = testContext({ start: istanbul('2025-10-31T23:00') });
  // Sign-ups: one just before the 12 months shown (23:00 on 31 October 2025 in Istanbul), one just
  // inside them (00:30 on 1 November in Istanbul, still 31 October in UTC).
  await world.createAccount({ email: 'early@example.com' });
  world.clock.set(istanbul('2025-11-01T00:30'));
  await world.createAccount({ email: 'november@example.com' });
  world.clock.set(istanbul('2026-03-15T12:00'));
  await world.ports.unitOfWork.run(async ({ repositories }) => {
    for (const [name, lower, upper] of [
      ['Bronz', -1000, 9],
      ['Gümüş', 10, 29],
      ['Altın', 30, 99],
    ] as const) {
      await repositories.badges.insertIfNameIsNew({
        nameTr: name,
        nameEn: `${name} (en)`,
        lower,
        upper,
        descriptionTr: '',
        descriptionEn: '',
      });
    }
  });
  world.clock.set(now);
  const mehmet = await world.createAccount({
    email: 'mehmet@example.com',
    name: 'Mehmet',
    surname: 'Öztürk',
    subscriptionEndDate: months(6),
  });
  mehmetId = mehmet.id;
  await ledger(mehmet.id, { delta: 35, reason: 'opening_balance' });
  await world.createAccount({ email: 'expired@example.com', subscriptionEndDate: months(-1) });
  const passive = await world.createAccount({ email: 'passive@example.com', subscriptionEndDate: months(6) });
  const locked = await world.createAccount({ email: 'locked@example.com' });
  await world.ports.unitOfWork.run(async (tx) => {
    await tx.repositories.accounts.setAccess(passive.id, { status: 'passive', isLocked: false });
    await tx.repositories.accounts.setAccess(locked.id, { status: 'passive', isLocked: true });
  });
  await world.createAccount({ email: 'guest@example.com', accountRoleType: 'Guest' });
  await world.createAccount({
    email: 'admin@example.com',
    name: 'Zeynep',
    surname: 'Yılmaz',
    accountRoleType: 'Administrator',
  });
  await world.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
});

describe('getMemberDashboard', () => {
  it("shows the member's score, badge, hours, projects, proof and membership", async () => {
    const gold = (await world.ports.repositories.badges.list()).find((badge) => badge.nameTr === 'Altın');
    expect(await execute(getMemberDashboard, await signedIn('mehmet@example.com'), {})).toEqual({
      fullName: 'Mehmet Öztürk',
      accountRoleType: 'User',
      score: 35,
      badge: { accountBadgeId: gold?.id, nameTr: 'Altın', nameEn: 'Altın (en)' },
      hoursCoached: 0,
      hoursReceived: 0,
      projects: { openAsCoach: 0, totalAsCoach: 0, openAsCoachee: 0, totalAsCoachee: 0 },
      activeProjectCount: 0,
      totalProjectCount: 0,
      proof: { state: 'none', rejectionReason: null, uploadedAt: null, reviewedAt: null },
      subscriptionEndDate: months(6),
      coaching: {
        hours: 0,
        next: expect.objectContaining({
          credential: 'ACC',
          achieved: false,
          missing: expect.objectContaining({ hours: 100 }),
        }),
      },
      // A new member without a package, a proof or a request to be coached: each is a step to coach.
      coachingNeeds: [
        { need: 'coachLevelPackage' },
        { need: 'proofOfEducation', proofState: 'none' },
        { need: 'coacheeRequest' },
      ],
    });
  });

  it('has no coaching hours for a guest, who takes no part in projects', async () => {
    const guest = await signedIn('guest@example.com');
    expect(await execute(getMemberDashboard, guest, {})).toMatchObject({
      coaching: null,
      coachingNeeds: null,
    });
  });

  it('counts session hours from the ledger, not penalties or adjustments', async () => {
    const project = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    await ledger(mehmetId, { delta: 5, reason: 'coachee_sessions', projectId: project(1) });
    await ledger(mehmetId, { delta: 7, reason: 'coachee_sessions', projectId: project(2) });
    await ledger(mehmetId, { delta: -3, reason: 'coach_sessions', projectId: project(3) });
    await ledger(mehmetId, { delta: -7, reason: 'unclosed_penalty', projectId: project(4) });
    await ledger(mehmetId, { delta: 2, note: 'correction' });
    expect(await execute(getMemberDashboard, await signedIn('mehmet@example.com'), {})).toMatchObject({
      score: 39,
      hoursReceived: 12,
      hoursCoached: 3,
    });
  });

  it('tells the state of the newest proof, with the reason of a rejection', async () => {
    await proof(mehmetId, istanbul('2026-10-20T09:00'), 'rejected');
    const member = await signedIn('mehmet@example.com');
    expect((await execute(getMemberDashboard, member, {})).proof).toEqual({
      state: 'rejected',
      rejectionReason: 'The page is unreadable.',
      uploadedAt: istanbul('2026-10-20T09:00').toISOString(),
      reviewedAt: istanbul('2026-10-20T09:00').toISOString(),
    });
    await proof(mehmetId, istanbul('2026-10-27T09:00'));
    expect((await execute(getMemberDashboard, member, {})).proof).toMatchObject({
      state: 'pending',
      rejectionReason: null,
    });
  });

  it('is open to guests, refuses administrators (4033) and nobody (4001)', async () => {
    expect(await execute(getMemberDashboard, await signedIn('guest@example.com'), {})).toMatchObject({
      accountRoleType: 'Guest',
      subscriptionEndDate: null,
    });
    await expect(execute(getMemberDashboard, await signedIn('admin@example.com'), {})).rejects.toMatchObject({
      code: 4033,
    });
    await expect(execute(getMemberDashboard, world.anonymous, {})).rejects.toMatchObject({ code: 4001 });
  });
});

describe('getAdminDashboard', () => {
  it('counts members by access and membership, packages and badges', async () => {
    expect(await execute(getAdminDashboard, await signedIn('admin@example.com'), {})).toMatchObject({
      fullName: 'Zeynep Yılmaz',
      accountRoleType: 'Administrator',
      members: {
        total: 6,
        active: 4,
        passive: 1,
        locked: 1,
        membershipActive: 2,
        membershipExpired: 1,
        noMembership: 3,
      },
      packageCount: 0,
      badgeCount: 3,
    });
  });

  it('counts proofs waiting, and those past 3 working days with Republic Day and the weekend not counted', async () => {
    const [ayse, can] = [
      await world.createAccount({ email: 'ayse@example.com' }),
      await world.createAccount({ email: 'can@example.com' }),
    ];
    await proof(ayse.id, istanbul('2026-10-23T16:00')); // Friday → due Wednesday 16:00: overdue
    await proof(can.id, istanbul('2026-10-26T09:00')); // Monday → due Friday 09:00 (Thursday is a holiday): overdue
    await proof(mehmetId, istanbul('2026-10-26T11:00')); // Monday → due Friday 11:00: not yet
    await proof(ayse.id, istanbul('2026-10-27T10:00')); // Tuesday → due Monday: not yet
    await proof(can.id, istanbul('2026-10-01T10:00'), 'approved'); // reviewed: neither
    await proof(mehmetId, istanbul('2026-10-02T10:00'), 'rejected'); // reviewed: neither
    expect((await execute(getAdminDashboard, await signedIn('admin@example.com'), {})).proofs).toEqual({
      waiting: 4,
      overdue: 2,
      reviewTargetWorkingDays: 3,
    });
  });

  it('counts member sign-ups for each of the last 12 months on Istanbul clocks, zeros included', async () => {
    const { signUpsPerMonth } = await execute(getAdminDashboard, await signedIn('admin@example.com'), {});
    expect(signUpsPerMonth).toHaveLength(12);
    expect(signUpsPerMonth[0]).toEqual({ month: '2025-11', count: 1 });
    expect(signUpsPerMonth.slice(1, 11).every((month) => month.count === 0)).toBe(true);
    // Mehmet, expired, passive and locked joined this month; guests and staff are not members.
    expect(signUpsPerMonth[11]).toEqual({ month: '2026-10', count: 4 });
  });

  it('is open to salesmen and refuses members (4033)', async () => {
    expect(await execute(getAdminDashboard, await signedIn('sales@example.com'), {})).toMatchObject({
      accountRoleType: 'Salesman',
    });
    await expect(execute(getAdminDashboard, await signedIn('mehmet@example.com'), {})).rejects.toMatchObject({
      code: 4033,
    });
  });
});
