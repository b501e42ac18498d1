import { execute, getAdminDashboard, getMemberDashboard } from '@coach/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

let world: TestWorld;
const months = (count: number) =>
  new Date(world.clock.now().getTime() + count * 30 * 86_400_000).toISOString();
const signedIn = async (email: string) => world.signedIn(await world.signIn(email));

beforeEach(async () => {
  world = testContext();
  await world.ports.unitOfWork.run(async ({ repositories }) => {
    for (const [name, lower, upper] of [
      ['Bronz', 0, 9],
      ['Gümüş', 10, 29],
      ['Altın', 30, 99],
    ] as const) {
      await repositories.badges.insertIfNameIsNew({
        nameTr: name,
        nameEn: name,
        lower,
        upper,
        descriptionTr: '',
        descriptionEn: '',
      });
    }
    await repositories.membershipPackages.insertIfCodeIsNew({
      code: 'COACHEE-6',
      nameTr: 'Danışan 6 ay',
      nameEn: 'Coachee 6 months',
      periodMonths: 6,
      priceUsd: '49.90',
      coachLevel: false,
    });
  });
  const member = await world.createAccount({
    email: 'mehmet@example.com',
    name: 'Mehmet',
    surname: 'Öztürk',
    subscriptionEndDate: months(6),
  });
  await world.ports.unitOfWork.run((tx) =>
    tx.repositories.ledger.append({
      accountId: member.id,
      delta: 35,
      reason: 'opening_balance',
      projectId: null,
      actorAccountId: null,
      note: null,
    }),
  );
  await world.createAccount({ email: 'expired@example.com', subscriptionEndDate: months(-1) });
  const passive = await world.createAccount({ email: 'passive@example.com', subscriptionEndDate: months(6) });
  await world.ports.unitOfWork.run((tx) =>
    tx.repositories.accounts.setAccess(passive.id, { status: 'passive', isLocked: false }),
  );
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
  it("shows the member's score, badge and membership", async () => {
    const gold = (await world.ports.repositories.badges.list()).find((badge) => badge.nameTr === 'Altın');
    expect(await execute(getMemberDashboard, await signedIn('mehmet@example.com'), {})).toEqual({
      fullName: 'Mehmet Öztürk',
      accountRoleType: 'User',
      score: 35,
      badge: { accountBadgeId: gold?.id, nameTr: 'Altın', nameEn: 'Altın' },
      activeProjectCount: 0,
      totalProjectCount: 0,
      subscriptionEndDate: months(6),
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
  it('counts members (role User), active members, packages and badges', async () => {
    expect(await execute(getAdminDashboard, await signedIn('admin@example.com'), {})).toEqual({
      fullName: 'Zeynep Yılmaz',
      accountRoleType: 'Administrator',
      memberCount: 3,
      activeMemberCount: 1,
      packageCount: 1,
      badgeCount: 3,
    });
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
