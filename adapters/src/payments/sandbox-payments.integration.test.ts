import type { InitializeCheckoutRequest, Language } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorySandboxCheckouts } from '../memory/sandbox-checkouts.ts';
import { movableClock } from '../testing/movable-clock.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createSandboxPayments, type SandboxPaymentsOptions, sandboxPaymentsOn } from './sandbox-payments.ts';

const start = new Date('2026-03-02T09:00:00Z');
const goodCard = {
  cardHolderName: 'Ayşe Yılmaz',
  cardNumber: '5528790000000008',
  expiry: '12/30',
  cvc: '123',
};

const request = (locale: Language = 'tr'): InitializeCheckoutRequest => ({
  conversationId: 'checkout-1',
  price: '49.90',
  currency: 'USD',
  locale,
  item: { id: 'pkg-1', name: 'Danışan 6 ay', category: 'Membership' },
  buyer: {
    id: 'account-1',
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    identityNumber: '10000000146',
    phone: '+905551112233',
    country: 'Turkey',
    city: 'Istanbul',
    address: 'Kadıköy',
    registeredAt: start,
    lastLoginAt: null,
    ip: '127.0.0.1',
  },
});

/**
 * The same rules on the server's database and in memory (the front ends' test API, ADR 0046):
 * each store is made once per run, and `sandbox()` a new provider on it, as a restarted server.
 */
const stores = {
  PGlite: () => {
    let test: TestDatabase;
    return {
      open: async () => {
        test = await openTestDatabase('pglite');
      },
      close: () => test.dispose(),
      on: (options: SandboxPaymentsOptions) => createSandboxPayments(test.database.db, options),
    };
  },
  memory: () => {
    const checkouts = memorySandboxCheckouts();
    return {
      open: async () => undefined,
      close: async () => undefined,
      on: (options: SandboxPaymentsOptions) => sandboxPaymentsOn(checkouts, options),
    };
  },
};

describe.each(Object.keys(stores) as (keyof typeof stores)[])('the sandbox payment provider (%s)', (kind) => {
  const store = stores[kind]();
  const clock = movableClock(start);
  const sandbox = () =>
    store.on({
      publicBaseUrl: 'https://coach.example/',
      callbackUrl: 'https://coach.example/api/payment/callback',
      clock,
    });
  const begin = async (locale: Language = 'tr') => {
    clock.set(start);
    return (await sandbox().gateway.initializeCheckout(request(locale))).token;
  };

  beforeAll(() => store.open());
  afterAll(() => store.close());

  it('starts a checkout on its hosted page, in the language asked for, with an unguessable token', async () => {
    clock.set(start);
    const { gateway } = sandbox();
    expect(gateway.provider).toBe('sandbox');
    const turkish = await gateway.initializeCheckout(request('tr'));
    const english = await gateway.initializeCheckout(request('en'));
    expect(turkish.token).toMatch(/^[\w-]{32,}$/);
    expect(english.token).not.toBe(turkish.token);
    expect(turkish.checkoutUrl).toBe(`https://coach.example/sandbox-checkout/${turkish.token}`);
    expect(english.checkoutUrl).toBe(`https://coach.example/en/sandbox-checkout/${english.token}`);

    expect(await sandbox().describe(turkish.token)).toEqual({
      token: turkish.token,
      merchantName: 'Koçluk Saatleri',
      itemName: 'Danışan 6 ay',
      price: '49.90',
      currency: 'USD',
      locale: 'tr',
      status: 'open',
      expiresAt: '2026-03-02T09:30:00.000Z',
      callbackUrl: 'https://coach.example/api/payment/callback',
    });
    expect(await sandbox().describe(english.token)).toMatchObject({
      merchantName: 'Coaching Hours',
      locale: 'en',
    });
    expect(await sandbox().describe('no-such-token')).toBeNull();
    expect(await gateway.retrieveCheckout(turkish.token, { locale: 'tr' })).toEqual({ status: 'pending' });
  });

  it.each(['5528790000000008', '4242424242424242'])(
    'takes the money with the good card %s, once',
    async (number) => {
      const token = await begin();
      const { gateway, pay, describe: describeCheckout } = sandbox();
      expect(await pay(token, { ...goodCard, cardNumber: number })).toEqual({
        status: 'paid',
        errorCode: null,
        errorMessage: null,
        callbackUrl: 'https://coach.example/api/payment/callback',
      });
      const retrieved = await gateway.retrieveCheckout(token, { locale: 'tr' });
      expect(retrieved).toEqual({
        status: 'paid',
        paymentId: expect.any(String),
        paidPrice: '49.90',
        currency: 'USD',
      });
      expect(await gateway.retrieveCheckout(token, { locale: 'en' })).toEqual(retrieved);
      expect((await describeCheckout(token))?.status).toBe('paid');
      // A closed checkout takes no second payment.
      await expect(pay(token, goodCard)).rejects.toMatchObject({ key: 'paymentNotRetryable', code: 4063 });
    },
  );

  it.each([
    ['4000000000000002', 'card_declined', 'Kart reddedildi.', 'The card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Yetersiz bakiye.', 'Insufficient funds.'],
    ['4111111111111111', 'unknown_test_card', 'test kartlarından birini', 'test cards listed'],
  ])(
    'fails the payment with card %s: %s, explained in the checkout’s language',
    async (number, code, tr, en) => {
      const turkish = await begin('tr');
      const { gateway, pay } = sandbox();
      const result = await pay(turkish, { ...goodCard, cardNumber: number });
      expect(result).toMatchObject({ status: 'failed', errorCode: code });
      expect(result.errorMessage).toContain(tr);
      expect(await gateway.retrieveCheckout(turkish, { locale: 'tr' })).toEqual({
        status: 'failed',
        errorCode: code,
        errorMessage: result.errorMessage,
      });
      const english = await begin('en');
      expect((await pay(english, { ...goodCard, cardNumber: number })).errorMessage).toContain(en);
      expect((await gateway.retrieveCheckout(english, { locale: 'en' })).status).toBe('failed');
      // A failed checkout is closed too: the payer retries with a new one.
      await expect(pay(turkish, goodCard)).rejects.toMatchObject({ key: 'paymentNotRetryable' });
    },
  );

  it('refuses an expired card as a field error and leaves the checkout open', async () => {
    const token = await begin();
    const { gateway, pay } = sandbox();
    // 02/26 is last month on 2 March 2026; 03/26 is valid to the end of this month.
    await expect(pay(token, { ...goodCard, expiry: '02/26' })).rejects.toMatchObject({
      key: 'validationFailed',
      code: 4034,
      data: { fields: { expiry: { key: 'cardExpired', params: {} } } },
    });
    expect(await gateway.retrieveCheckout(token, { locale: 'tr' })).toEqual({ status: 'pending' });
    expect((await pay(token, { ...goodCard, expiry: '03/26' })).status).toBe('paid');
  });

  it('answers an unknown token with 4002, and an expired checkout as failed and not payable', async () => {
    const { gateway, pay } = sandbox();
    await expect(gateway.retrieveCheckout('no-such-token', { locale: 'tr' })).rejects.toMatchObject({
      key: 'recordNotFound',
      code: 4002,
    });
    await expect(pay('no-such-token', goodCard)).rejects.toMatchObject({ key: 'recordNotFound' });

    const token = await begin('en');
    clock.set(new Date(start.getTime() + 29 * 60_000));
    expect(await gateway.retrieveCheckout(token, { locale: 'en' })).toEqual({ status: 'pending' });
    clock.set(new Date(start.getTime() + 30 * 60_000));
    await expect(pay(token, goodCard)).rejects.toMatchObject({ key: 'paymentNotRetryable' });
    expect(await gateway.retrieveCheckout(token, { locale: 'en' })).toEqual({
      status: 'failed',
      errorCode: 'checkout_expired',
      errorMessage: 'The payment session has expired. Please try the payment again.',
    });
  });

  it('lets exactly one of several payments sent at once through', async () => {
    const token = await begin();
    const { gateway, pay } = sandbox();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        pay(token, index % 2 === 0 ? goodCard : { ...goodCard, cardNumber: '4000000000000002' }),
      ),
    );
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected.map((outcome) => (outcome.reason as { key: string }).key)).toEqual(
      Array(4).fill('paymentNotRetryable'),
    );
    const winner = (fulfilled[0] as PromiseFulfilledResult<{ status: string }>).value.status;
    expect((await gateway.retrieveCheckout(token, { locale: 'tr' })).status).toBe(winner);
  });
});
