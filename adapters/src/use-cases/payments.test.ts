import {
  deleteMembershipPackage,
  execute,
  listOrderHistory,
  retrieveCheckout,
  retryCheckout,
  startCheckout,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { scripted } from '../testing/scripted-payment-gateway.ts';
import { failure, outcome, type Shop, type ShopMember, shop } from './membership-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');
const unknownId = '00000000-0000-4000-8000-000000000000';

const retrieve = (s: Shop, token: string) => execute(retrieveCheckout, s.world.anonymous, { token });
const ordersOf = (s: Shop, who: ShopMember) => s.ports.repositories.orders.listByAccount(who.id);

describe('starting a checkout', () => {
  it('asks the provider for the package’s price in USD, for the signed-in buyer, in their language', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { language: 'en' });
    const started = await execute(startCheckout, ayse.ctx, { membershipPackageId: s.packages.coachYear.id });
    expect(started).toEqual({
      token: 'scripted-token-1',
      checkoutUrl: 'https://checkout.test/pay/scripted-token-1',
    });
    expect(s.gateway.requests).toEqual([
      expect.objectContaining({
        price: '100.00',
        currency: 'USD',
        locale: 'en',
        item: expect.objectContaining({ id: s.packages.coachYear.id, name: 'Coach yearly' }),
        buyer: expect.objectContaining({ id: ayse.id, email: ayse.email, name: 'Ayşe', surname: 'Üye' }),
      }),
    ]);
    expect(await s.ports.repositories.checkouts.findByToken(started.token)).toMatchObject({
      accountId: ayse.id,
      membershipPackageId: s.packages.coachYear.id,
      purpose: 'renewal',
      priceUsd: '100.00',
      currency: 'USD',
      locale: 'en',
      status: 'pending',
      createdAt: start,
    });
  });

  it('takes no price from the browser: an extra field changes nothing', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    await execute(startCheckout, ayse.ctx, { membershipPackageId: s.packages.month.id, priceUsd: '0.01' });
    expect(s.gateway.requests[0]?.price).toBe('10.00');
  });

  it('refuses a retired package (4062) and an unknown one (4002), asking the provider nothing', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { packageCode: 'MONTH-1' });
    await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: s.packages.month.id });
    expect(
      await failure(execute(startCheckout, ayse.ctx, { membershipPackageId: s.packages.month.id })),
    ).toMatchObject({ code: 4062 });
    expect(await outcome(execute(startCheckout, ayse.ctx, { membershipPackageId: unknownId }))).toBe(
      'recordNotFound',
    );
    expect(s.gateway.requests).toEqual([]);
  });

  it('answers 4064 when the provider is down, and leaves no checkout behind', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    s.gateway.refuseToStart();
    expect(
      await failure(execute(startCheckout, ayse.ctx, { membershipPackageId: s.packages.month.id })),
    ).toMatchObject({ code: 4064 });
    const next = await execute(startCheckout, ayse.ctx, { membershipPackageId: s.packages.month.id });
    expect(next.token).toBe('scripted-token-1');
  });

  it('is for members and guests: staff get 4033, visitors 4001', async () => {
    const s = await shop({ start });
    const input = { membershipPackageId: s.packages.month.id };
    expect(await outcome(execute(startCheckout, s.admin.ctx, input))).toBe('forbidden');
    expect(await outcome(execute(startCheckout, s.salesman.ctx, input))).toBe('forbidden');
    expect(await outcome(execute(startCheckout, s.world.anonymous, input))).toBe('unauthorized');
    const guest = await s.member('Misafir', { role: 'Guest' });
    expect(await outcome(execute(startCheckout, guest.ctx, input))).toBe('done');
  });
});

describe('a paid checkout', () => {
  it('extends a running membership from its current end: 20 days left + 1 month = 1 month after the old end', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: 20, packageCode: 'COACH-12' });
    const oldEnd = s.daysFrom(start, 20); // 22 March, 12:00 in Istanbul
    s.advanceDays(1);
    const result = await s.buy(ayse, s.packages.month.id);

    const newEnd = new Date('2026-04-22T09:00:00Z');
    expect(result).toEqual({
      token: 'scripted-token-1',
      status: 'paid',
      purpose: 'renewal',
      membershipPackage: {
        membershipPackageId: s.packages.month.id,
        code: 'MONTH-1',
        nameTr: 'Aylık',
        nameEn: 'Monthly',
        periodMonths: 1,
        coachLevel: false,
      },
      priceUsd: '10.00',
      currency: 'USD',
      order: { orderNumber: 100001, subscriptionEndDate: newEnd.toISOString() },
      failure: null,
      emailVerified: true,
      maskedEmail: expect.stringMatching(/^a•••@example\.com$/),
    });
    const account = await s.accountOf(ayse.id);
    expect(account.subscriptionEndDate).toEqual(newEnd);
    // The package bought now decides the coach level.
    expect(account.membershipPackageId).toBe(s.packages.month.id);
    expect(await ordersOf(s, ayse)).toEqual([
      expect.objectContaining({
        orderNumber: 100001,
        accountId: ayse.id,
        buyerEmail: ayse.email,
        buyerName: 'Ayşe Üye',
        method: 'card',
        periodMonths: 1,
        priceUsd: '10.00',
        currency: 'USD',
        note: null,
        grantedByAccountId: null,
        startsAt: oldEnd,
        endsAt: newEnd,
        createdAt: s.daysFrom(start, 1),
      }),
    ]);
  });

  it('starts an ended membership now', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: -10 });
    const result = await s.buy(ayse, s.packages.month.id);
    expect(result.order?.subscriptionEndDate).toBe('2026-04-02T09:00:00.000Z');
    expect((await ordersOf(s, ayse))[0]?.startsAt).toEqual(start);
  });

  it('makes a guest a member', async () => {
    const s = await shop({ start });
    const guest = await s.member('Misafir', { role: 'Guest' });
    await s.buy(guest, s.packages.coachYear.id);
    expect(await s.accountOf(guest.id)).toMatchObject({
      accountRoleType: 'User',
      membershipPackageId: s.packages.coachYear.id,
      subscriptionEndDate: new Date('2027-03-02T09:00:00Z'),
    });
  });

  it('mails one receipt in the member’s language, and no verification mail to a verified member', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { language: 'en', membershipDays: null });
    await s.buy(ayse, s.packages.month.id);
    expect(await s.mailsOf('orderReceipt')).toEqual([
      {
        to: ayse.email,
        language: 'en',
        data: {
          name: 'Ayşe Üye',
          orderNumber: 100001,
          packageNameTr: 'Aylık',
          packageNameEn: 'Monthly',
          periodMonths: 1,
          priceUsd: '10.00',
          currency: 'USD',
          method: 'card',
          orderedAt: start.toISOString(),
          startsAt: start.toISOString(),
          endsAt: '2026-04-02T09:00:00.000Z',
        },
      },
    ]);
    expect(await s.mailsOf('verifyEmail')).toEqual([]);
  });

  it('answers the same when asked again, and creates one order, one extension and one receipt', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: 20 });
    const { token } = await s.startPaying(ayse, s.packages.month.id);
    const first = await retrieve(s, token);
    s.advanceDays(2);
    expect(await retrieve(s, token)).toEqual(first);
    expect(await ordersOf(s, ayse)).toHaveLength(1);
    expect((await s.accountOf(ayse.id)).subscriptionEndDate?.toISOString()).toBe(
      first.order?.subscriptionEndDate,
    );
    expect(await s.mailsOf('orderReceipt')).toHaveLength(1);
    // A settled checkout answers from the database: the provider is not asked again.
    expect(s.gateway.retrievals).toHaveLength(1);
  });

  it('settles once when the result page and the provider’s callback ask at the same moment', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: 20 });
    const { token } = await s.startPaying(ayse, s.packages.month.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => retrieve(s, token)));
    expect(new Set(answers.map((answer) => answer.order?.orderNumber))).toEqual(new Set([100001]));
    expect(await ordersOf(s, ayse)).toHaveLength(1);
    expect(await s.mailsOf('orderReceipt')).toHaveLength(1);
    expect((await s.accountOf(ayse.id)).subscriptionEndDate).toEqual(new Date('2026-04-22T09:00:00Z'));
  });

  it('numbers orders one after another and shows them newest first in the history', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    await s.buy(ayse, s.packages.month.id);
    s.advanceDays(1);
    await s.buy(ayse, s.packages.coachYear.id);
    const history = await execute(listOrderHistory, ayse.ctx, {});
    expect(history.map((order) => [order.orderNumber, order.packageCode])).toEqual([
      [100002, 'COACH-12'],
      [100001, 'MONTH-1'],
    ]);
  });

  it('is honoured even when the package was retired while the payer was paying', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    const { token } = await s.startPaying(ayse, s.packages.month.id);
    expect(
      (await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: s.packages.month.id }))
        .outcome,
    ).toBe('retired');
    expect((await retrieve(s, token)).status).toBe('paid');
    expect(await ordersOf(s, ayse)).toHaveLength(1);
  });
});

describe('a failed checkout', () => {
  it('creates no order and keeps the provider’s reason for the result page', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: 20 });
    const result = await s.buy(ayse, s.packages.month.id, {
      status: 'failed',
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz',
    });
    expect(result).toMatchObject({
      status: 'failed',
      order: null,
      failure: { code: '10051', message: 'Kart limiti yetersiz' },
    });
    expect(await retrieve(s, result.token)).toEqual(result);
    expect(await ordersOf(s, ayse)).toEqual([]);
    expect((await s.accountOf(ayse.id)).subscriptionEndDate).toEqual(s.daysFrom(start, 20));
    expect(await s.mailsOf('orderReceipt')).toEqual([]);
  });

  it('can be retried: a new checkout for the same account and package, which can then be paid', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { language: 'en' });
    const failed = await s.buy(ayse, s.packages.coachYear.id, scripted.declined);
    s.gateway.scriptNext(scripted.paid);
    const again = await execute(retryCheckout, s.world.anonymous, { token: failed.token });
    expect(again.token).not.toBe(failed.token);
    expect(s.gateway.requestOf(again.token)).toMatchObject({
      price: '100.00',
      locale: 'en',
      buyer: expect.objectContaining({ id: ayse.id }),
      item: expect.objectContaining({ id: s.packages.coachYear.id }),
    });
    expect(await s.ports.repositories.checkouts.findByToken(again.token)).toMatchObject({
      accountId: ayse.id,
      membershipPackageId: s.packages.coachYear.id,
      purpose: 'renewal',
      status: 'pending',
    });
    expect((await retrieve(s, again.token)).status).toBe('paid');
    // The failed one stays failed.
    expect((await retrieve(s, failed.token)).status).toBe('failed');
    expect(await ordersOf(s, ayse)).toHaveLength(1);
  });

  it('can be retried with another package on sale, whose own price is charged', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    const failed = await s.buy(ayse, s.packages.coachYear.id, scripted.declined);
    const again = await execute(retryCheckout, s.world.anonymous, {
      token: failed.token,
      membershipPackageId: s.packages.month.id,
    });
    expect(s.gateway.requestOf(again.token)).toMatchObject({
      price: s.packages.month.priceUsd,
      item: expect.objectContaining({ id: s.packages.month.id }),
    });
    expect(await s.ports.repositories.checkouts.findByToken(again.token)).toMatchObject({
      membershipPackageId: s.packages.month.id,
      priceUsd: s.packages.month.priceUsd,
    });
  });

  it('cannot be retried once paid or while pending (4063), nor after the package was retired (4062)', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    const paid = await s.buy(ayse, s.packages.month.id);
    expect(await failure(execute(retryCheckout, s.world.anonymous, { token: paid.token }))).toMatchObject({
      code: 4063,
    });
    const pending = await s.startPaying(ayse, s.packages.month.id, scripted.pending);
    expect(await failure(execute(retryCheckout, s.world.anonymous, { token: pending.token }))).toMatchObject({
      code: 4063,
    });
    const failed = await s.buy(ayse, s.packages.coachYear.id, scripted.declined);
    await s.member('Bora', { packageCode: 'COACH-12' });
    await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: s.packages.coachYear.id });
    expect(await failure(execute(retryCheckout, s.world.anonymous, { token: failed.token }))).toMatchObject({
      code: 4062,
    });
    expect(await outcome(execute(retryCheckout, s.world.anonymous, { token: 'no-such-token' }))).toBe(
      'recordNotFound',
    );
    expect(await ordersOf(s, ayse)).toHaveLength(1);
  });
});

describe('a pending checkout', () => {
  it('answers pending and changes nothing until the provider says it was paid', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: -1 });
    const { token } = await s.startPaying(ayse, s.packages.month.id, scripted.pending);
    expect(await retrieve(s, token)).toMatchObject({ status: 'pending', order: null, failure: null });
    expect(await ordersOf(s, ayse)).toEqual([]);
    s.advanceDays(1);
    s.gateway.script(token, scripted.paid);
    expect(await retrieve(s, token)).toMatchObject({
      status: 'paid',
      order: { orderNumber: 100001, subscriptionEndDate: '2026-04-03T09:00:00.000Z' },
    });
  });

  it('stays pending when the provider cannot be reached (4064), and settles when it can again', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    const { token } = await s.startPaying(ayse, s.packages.month.id, scripted.unreachable);
    expect(await failure(retrieve(s, token))).toMatchObject({ code: 4064 });
    expect((await s.ports.repositories.checkouts.findByToken(token))?.status).toBe('pending');
    s.gateway.script(token, scripted.paid);
    expect((await retrieve(s, token)).status).toBe('paid');
  });

  it('answers 4002 for a token nobody started', async () => {
    const s = await shop({ start });
    expect(await outcome(retrieve(s, 'scripted-token-99'))).toBe('recordNotFound');
  });
});

describe('a payment that does not match the package', () => {
  it.each([
    ['a different amount', { paidPrice: '1.00' }, 'amount_mismatch'],
    ['a different currency', { currency: 'TRY' }, 'currency_mismatch'],
  ])('is refused for %s: no order, the reason kept and audited', async (_, paidWith, reason) => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe', { membershipDays: 20 });
    const result = await s.buy(ayse, s.packages.month.id, { status: 'paid', ...paidWith });
    expect(result).toMatchObject({
      status: 'refused',
      order: null,
      failure: { code: reason, message: expect.stringContaining('iade') },
    });
    expect(await ordersOf(s, ayse)).toEqual([]);
    expect((await s.accountOf(ayse.id)).subscriptionEndDate).toEqual(s.daysFrom(start, 20));
    const checkout = await s.ports.repositories.checkouts.findByToken(result.token);
    expect(checkout).toMatchObject({
      status: 'refused',
      failureCode: reason,
      providerPaymentId: expect.any(String),
    });
    expect(await s.auditOf('payment.refused')).toEqual([
      expect.objectContaining({
        entityType: 'checkout',
        entityId: checkout?.id,
        after: expect.objectContaining({ reason }),
      }),
    ]);
    // Asked again: still refused, still audited once.
    expect(await retrieve(s, result.token)).toEqual(result);
    expect(await s.auditOf('payment.refused')).toHaveLength(1);
  });

  it('accepts the same amount written differently ("10" for "10.00")', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    expect((await s.buy(ayse, s.packages.month.id, { status: 'paid', paidPrice: '10' })).status).toBe('paid');
  });

  it('can be retried like a failed one', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    const refused = await s.buy(ayse, s.packages.month.id, { status: 'paid', paidPrice: '0.10' });
    const again = await execute(retryCheckout, s.world.anonymous, { token: refused.token });
    expect(s.gateway.requestOf(again.token)?.price).toBe('10.00');
  });
});
