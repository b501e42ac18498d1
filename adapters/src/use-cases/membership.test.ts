import {
  checkSubscription,
  deleteAccount,
  deleteMembershipPackage,
  execute,
  grantMembership,
  listOrderHistory,
  sendMembershipReminders,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { failure, outcome, type Shop, type ShopMember, shop } from './membership-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');
const unknownId = '00000000-0000-4000-8000-000000000000';

const grant = (s: Shop, who: { id: string }, membershipPackageId: string, note = 'Bank transfer 2026-03') =>
  execute(grantMembership, s.admin.ctx, { accountId: who.id, membershipPackageId, note });

describe('granting a membership by hand', () => {
  it('records a manual order with the note and the granter, extends the membership, audits and mails the receipt', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: 20 });
    const granted = await grant(s, ayse, s.packages.coachYear.id, '  Bank transfer, receipt 42  ');
    const newEnd = '2027-03-22T09:00:00.000Z';
    expect(granted).toEqual({
      order: {
        orderId: expect.any(String),
        orderNumber: 100001,
        membershipPackageId: s.packages.coachYear.id,
        packageCode: 'COACH-12',
        packageNameTr: 'Koç yıllık',
        packageNameEn: 'Coach yearly',
        periodMonths: 12,
        priceUsd: '100.00',
        currency: 'USD',
        method: 'manual',
        note: 'Bank transfer, receipt 42',
        grantedByName: 'Administrator Personel',
        startsAt: s.daysFrom(start, 20).toISOString(),
        endsAt: newEnd,
        createdAt: start.toISOString(),
      },
      subscriptionEndDate: newEnd,
    });
    expect(await s.accountOf(ayse.id)).toMatchObject({
      subscriptionEndDate: new Date(newEnd),
      membershipPackageId: s.packages.coachYear.id,
    });
    expect(await execute(listOrderHistory, ayse.ctx, {})).toEqual([granted.order]);
    expect(await s.auditOf('orders.grant')).toEqual([
      expect.objectContaining({ actorAccountId: s.admin.id, entityType: 'account', entityId: ayse.id }),
    ]);
    expect(await s.mailsOf('orderReceipt')).toEqual([
      expect.objectContaining({
        to: ayse.email,
        data: expect.objectContaining({ method: 'manual', endsAt: newEnd }),
      }),
    ]);
  });

  it('makes a guest a member', async () => {
    const s = await shop({ start });
    const guest = await s.member('Misafir', { role: 'Guest' });
    await grant(s, guest, s.packages.month.id);
    expect(await s.accountOf(guest.id)).toMatchObject({
      accountRoleType: 'User',
      subscriptionEndDate: new Date('2026-04-02T09:00:00Z'),
    });
  });

  it('is not for staff accounts (4065), retired packages (4062), or unknown accounts (4003) and packages (4002)', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { packageCode: 'MONTH-1' });
    expect(await failure(grant(s, s.salesman, s.packages.month.id))).toMatchObject({ code: 4065 });
    expect(await failure(grant(s, s.admin, s.packages.month.id))).toMatchObject({ code: 4065 });
    expect(await failure(grant(s, { id: unknownId }, s.packages.month.id))).toMatchObject({ code: 4003 });
    expect(await outcome(grant(s, ayse, unknownId))).toBe('recordNotFound');
    await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: s.packages.month.id });
    expect(await failure(grant(s, ayse, s.packages.month.id))).toMatchObject({ code: 4062 });
    expect(await s.ports.repositories.orders.listByAccount(ayse.id)).toEqual([]);
    expect(await s.auditOf('orders.grant')).toEqual([]);
    expect(await s.mailsOf('orderReceipt')).toEqual([]);
  });

  it('needs a note (4034) and is for administrators only (4033 to a salesman)', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    expect(await failure(grant(s, ayse, s.packages.month.id, '   '))).toMatchObject({
      code: 4034,
      data: { fields: { note: { key: 'required' } } },
    });
    expect(
      await outcome(
        execute(grantMembership, s.salesman.ctx, {
          accountId: ayse.id,
          membershipPackageId: s.packages.month.id,
          note: 'Cash',
        }),
      ),
    ).toBe('forbidden');
  });
});

describe('calendar months in Istanbul, through a grant', () => {
  it.each([
    ['31 January + 1 month = 28 February', '2027-01-31T09:00:00Z', '2027-02-28T09:00:00.000Z'],
    ['in a leap year, 29 February', '2028-01-31T09:00:00Z', '2028-02-29T09:00:00.000Z'],
    // 1 March 01:00 in Istanbul is still 28 February in UTC: counted in UTC it would end on 28 March.
    ['by Istanbul’s day, not UTC’s', '2027-02-28T22:00:00Z', '2027-03-31T22:00:00.000Z'],
  ])('%s', async (_, now, end) => {
    const s = await shop({ start: new Date(now) });
    const ayse = await s.member('Ayşe', { membershipDays: null });
    expect((await grant(s, ayse, s.packages.month.id)).subscriptionEndDate).toBe(end);
  });
});

describe('order history', () => {
  async function withOrders(s: Shop): Promise<ShopMember> {
    const ayse = await s.member('Ayşe');
    await s.buy(ayse, s.packages.month.id);
    s.advanceDays(1);
    await grant(s, ayse, s.packages.coachYear.id);
    return ayse;
  }

  it('shows members their own orders, newest first', async () => {
    const s = await shop({ start });
    const ayse = await withOrders(s);
    const bora = await s.member('Bora');
    expect((await execute(listOrderHistory, ayse.ctx, {})).map((o) => [o.orderNumber, o.method])).toEqual([
      [100002, 'manual'],
      [100001, 'card'],
    ]);
    expect(await execute(listOrderHistory, bora.ctx, {})).toEqual([]);
    expect(await execute(listOrderHistory, bora.ctx, { accountId: bora.id })).toEqual([]);
  });

  it('shows anyone’s orders to those who may read orders, and refuses members (4033)', async () => {
    const s = await shop({ start });
    const ayse = await withOrders(s);
    const bora = await s.member('Bora');
    expect(await execute(listOrderHistory, s.salesman.ctx, { accountId: ayse.id })).toHaveLength(2);
    expect(await execute(listOrderHistory, s.admin.ctx, { accountId: ayse.id })).toEqual(
      await execute(listOrderHistory, ayse.ctx, {}),
    );
    expect(await outcome(execute(listOrderHistory, bora.ctx, { accountId: ayse.id }))).toBe('forbidden');
    expect(await outcome(execute(listOrderHistory, s.admin.ctx, { accountId: unknownId }))).toBe(
      'recordNotFound',
    );
    expect(await outcome(execute(listOrderHistory, s.world.anonymous, {}))).toBe('unauthorized');
  });

  it('outlives the buyer: after the account is deleted its orders still hold the package', async () => {
    const s = await shop({ start });
    const ayse = await withOrders(s);
    await execute(deleteAccount, s.admin.ctx, { accountId: ayse.id });
    // The account is anonymised, not removed (its orders are history, ADR 0030): they name the package.
    expect(
      (await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: s.packages.month.id }))
        .outcome,
    ).toBe('retired');
  });
});

describe('checking the subscription', () => {
  it.each([
    ['20 days left', 20, { active: true, daysLeft: 20, expiringSoon: false }],
    ['5 days left', 5, { active: true, daysLeft: 5, expiringSoon: true }],
    ['a few hours left', 0.1, { active: true, daysLeft: 0, expiringSoon: true }],
    ['ended yesterday', -1, { active: false, daysLeft: null, expiringSoon: false }],
  ])('tells a member with %s', async (_, days, expected) => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: days, packageCode: 'COACH-12' });
    expect(await execute(checkSubscription, ayse.ctx, {})).toEqual({
      ...expected,
      subscriptionEndDate: s.daysFrom(start, days).toISOString(),
      membershipPackage: {
        membershipPackageId: s.packages.coachYear.id,
        code: 'COACH-12',
        nameTr: 'Koç yıllık',
        nameEn: 'Coach yearly',
        coachLevel: true,
      },
      // No period was bought: the days left are at the account's own package (ADR 0031).
      schedule:
        days > 0
          ? [
              {
                coachLevel: true,
                startsAt: start.toISOString(),
                endsAt: s.daysFrom(start, days).toISOString(),
              },
            ]
          : [],
    });
  });

  it('tells a guest there is no membership, and follows a purchase', async () => {
    const s = await shop({ start });
    const guest = await s.member('Misafir', { role: 'Guest' });
    expect(await execute(checkSubscription, guest.ctx, {})).toEqual({
      active: false,
      subscriptionEndDate: null,
      daysLeft: null,
      expiringSoon: false,
      membershipPackage: null,
      schedule: [],
    });
    await s.buy(guest, s.packages.month.id);
    expect(await execute(checkSubscription, guest.ctx, {})).toMatchObject({
      active: true,
      subscriptionEndDate: '2026-04-02T09:00:00.000Z',
      daysLeft: 31,
      membershipPackage: { code: 'MONTH-1' },
      schedule: [{ coachLevel: false, startsAt: start.toISOString(), endsAt: '2026-04-02T09:00:00.000Z' }],
    });
  });

  it('is for members and guests (4033 to staff)', async () => {
    const s = await shop({ start });
    expect(await outcome(execute(checkSubscription, s.admin.ctx, {}))).toBe('forbidden');
  });
});

describe('membership reminders', () => {
  const remind = (s: Shop) => execute(sendMembershipReminders, s.world.system, {});

  it('mails 7 days before the end and at the end, once per member however often it runs', async () => {
    const s = await shop({ start });
    const soon = await s.member('Yakında', { membershipDays: 5, language: 'en' });
    const ended = await s.member('Bitti', { membershipDays: -2 });
    await s.member('Uzak', { membershipDays: 20 });
    await s.member('Eski', { membershipDays: -30 });
    await s.member('Misafir', { role: 'Guest', membershipDays: 3 });
    const passive = await s.member('Pasif', { membershipDays: 3 });
    await s.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.setAccess(passive.id, { status: 'passive', isLocked: false }),
    );

    expect(await remind(s)).toEqual({ expiring: 1, expired: 1 });
    expect(await s.mailsOf('membershipExpiring')).toEqual([
      {
        to: soon.email,
        language: 'en',
        data: { name: 'Yakında Üye', subscriptionEndDate: s.daysFrom(start, 5).toISOString(), daysLeft: 5 },
      },
    ]);
    expect(await s.mailsOf('membershipExpired')).toEqual([
      {
        to: ended.email,
        language: 'tr',
        data: { name: 'Bitti Üye', subscriptionEndDate: s.daysFrom(start, -2).toISOString() },
      },
    ]);

    // Twice on one day, and two runs at once: nobody is mailed again.
    expect(await remind(s)).toEqual({ expiring: 0, expired: 0 });
    s.advanceDays(0.5);
    expect(await Promise.all([remind(s), remind(s)])).toEqual([
      { expiring: 0, expired: 0 },
      { expiring: 0, expired: 0 },
    ]);
    expect(await s.mailsOf('membershipExpiring')).toHaveLength(1);

    // Once the end has come, the member who was warned gets the "expired" mail, once.
    s.advanceDays(5);
    expect(await remind(s)).toEqual({ expiring: 0, expired: 1 });
    expect((await s.mailsOf('membershipExpired')).map((mail) => mail.to)).toEqual([ended.email, soon.email]);
    expect(await remind(s)).toEqual({ expiring: 0, expired: 0 });
  });

  it('starts a new pair of mails after a renewal moves the end date', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: 5 });
    expect(await remind(s)).toEqual({ expiring: 1, expired: 0 });

    await s.buy(ayse, s.packages.month.id); // ends 7 April instead of 7 March
    expect(await remind(s)).toEqual({ expiring: 0, expired: 0 });
    s.advanceDays(6); // past the old end: the renewed member is not told it ended
    expect(await remind(s)).toEqual({ expiring: 0, expired: 0 });

    s.advanceDays(25); // the new end is 5 days away
    expect(await remind(s)).toEqual({ expiring: 1, expired: 0 });
    const expiring = await s.mailsOf('membershipExpiring');
    expect(expiring.map((mail) => mail.data.subscriptionEndDate)).toEqual([
      s.daysFrom(start, 5).toISOString(),
      '2026-04-07T09:00:00.000Z',
    ]);
    s.advanceDays(6);
    expect(await remind(s)).toEqual({ expiring: 0, expired: 1 });
  });

  it('mails every member due, beyond one batch, and each once', async () => {
    const s = await shop({ start });
    const count = 450;
    await s.ports.unitOfWork.run(async ({ repositories }) => {
      for (let i = 0; i < count; i++) {
        await repositories.accounts.insert({
          name: 'Toplu',
          surname: `Üye ${i}`,
          email: `bulk${i}@example.com`,
          passwordHash: null,
          accountRoleType: 'User',
          // Spread over the coming week, to the millisecond, so that no two share an end.
          subscriptionEndDate: new Date(start.getTime() + 1 + i * 1000),
        });
      }
    });
    expect(await remind(s)).toEqual({ expiring: count, expired: 0 });
    expect(new Set((await s.mailsOf('membershipExpiring')).map((mail) => mail.to)).size).toBe(count);
    expect(await remind(s)).toEqual({ expiring: 0, expired: 0 });
  });

  it('is run by the system only (the job), not by an administrator', async () => {
    const s = await shop({ start });
    expect(await outcome(execute(sendMembershipReminders, s.admin.ctx, {}))).toBe('forbidden');
  });
});
