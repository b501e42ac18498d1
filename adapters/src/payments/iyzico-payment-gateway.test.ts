import type { InitializeCheckoutRequest, PaymentGateway } from '@coach/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type IyzicoStandIn, startIyzicoStandIn } from '../testing/iyzico-stand-in.ts';
import { createIyzicoPaymentGateway, type IyzicoPaymentGatewayOptions } from './iyzico-payment-gateway.ts';
import { iyzicoAuthorization } from './iyzico-signing.ts';

const callbackUrl = 'https://koc.example.org/api/payment/callback';

const request: InitializeCheckoutRequest = {
  conversationId: '6f1d3c2a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  price: '49.00',
  currency: 'USD',
  locale: 'en',
  item: { id: 'pkg-gold', name: 'Gold membership, 12 months', category: 'Membership' },
  buyer: {
    id: '0b8e3f9a-1111-4222-8333-444455556666',
    name: 'Ayşe',
    surname: 'Demir',
    email: 'ayse@example.com',
    identityNumber: '10000000146',
    phone: '+905350000000',
    country: 'Turkey',
    city: 'Istanbul',
    address: 'Caferağa Mah. Moda Cad. No:1, Kadıköy',
    // 12:15:30 and 23:05:00 in Istanbul (UTC+3 all year), whatever the machine's zone.
    registeredAt: new Date('2026-03-01T09:15:30.000Z'),
    lastLoginAt: new Date('2026-11-20T20:05:00.000Z'),
    ip: '85.34.78.112',
  },
};

let standIn: IyzicoStandIn;

beforeAll(async () => {
  standIn = await startIyzicoStandIn();
});
afterAll(() => standIn.close());
afterEach(() => {
  standIn.fault = null;
});

function gateway(overrides: Partial<IyzicoPaymentGatewayOptions> = {}): PaymentGateway {
  return createIyzicoPaymentGateway({
    apiKey: standIn.apiKey,
    secretKey: standIn.secretKey,
    baseUrl: standIn.baseUrl,
    callbackUrl,
    ...overrides,
  });
}

async function expectUnavailable(call: Promise<unknown>) {
  await expect(call).rejects.toMatchObject({ key: 'paymentProviderUnavailable' });
}

/** A checkout the stand-in issued, through the adapter. */
async function startedCheckout(overrides: Partial<InitializeCheckoutRequest> = {}) {
  const { token } = await gateway().initializeCheckout({ ...request, ...overrides });
  return token;
}

describe('iyzico payment gateway, against the stand-in of iyzico’s API', () => {
  it('initializes a checkout form with the price, buyer and basket from the request, signed as iyzico checks', async () => {
    const checkout = await gateway().initializeCheckout(request);

    expect(checkout.token).toBeTruthy();
    expect(checkout.checkoutUrl).toBe(`${standIn.baseUrl}/checkoutform?token=${checkout.token}&lang=en`);
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/payment/iyzipos/checkoutform/initialize/auth/ecom',
      errorCode: null,
    });
    expect(standIn.checkout(checkout.token)?.request).toEqual({
      locale: 'en',
      conversationId: request.conversationId,
      price: '49.0',
      paidPrice: '49.0',
      currency: 'USD',
      basketId: request.conversationId,
      paymentGroup: 'PRODUCT',
      callbackUrl,
      enabledInstallments: [1],
      buyer: {
        id: request.buyer.id,
        name: 'Ayşe',
        surname: 'Demir',
        gsmNumber: '+905350000000',
        email: 'ayse@example.com',
        identityNumber: '10000000146',
        lastLoginDate: '2026-11-20 23:05:00',
        registrationDate: '2026-03-01 12:15:30',
        registrationAddress: request.buyer.address,
        ip: '85.34.78.112',
        city: 'Istanbul',
        country: 'Turkey',
      },
      shippingAddress: {
        contactName: 'Ayşe Demir',
        city: 'Istanbul',
        country: 'Turkey',
        address: request.buyer.address,
      },
      billingAddress: {
        contactName: 'Ayşe Demir',
        city: 'Istanbul',
        country: 'Turkey',
        address: request.buyer.address,
      },
      basketItems: [
        {
          id: 'pkg-gold',
          name: 'Gold membership, 12 months',
          category1: 'Membership',
          itemType: 'VIRTUAL',
          price: '49.0',
        },
      ],
    });
    const page = await fetch(checkout.checkoutUrl);
    expect(page.status).toBe(200);
  });

  it('sends whatever price the request carries, and leaves out a buyer’s missing phone and last login', async () => {
    const token = await startedCheckout({
      price: '120.50',
      locale: 'tr',
      buyer: { ...request.buyer, phone: null, lastLoginAt: null },
    });
    const sent = standIn.checkout(token)?.request as Record<string, Record<string, unknown>>;
    expect(sent).toMatchObject({ price: '120.5', paidPrice: '120.5', locale: 'tr' });
    expect(sent.basketItems).toEqual([expect.objectContaining({ price: '120.5' })]);
    expect(sent.buyer).not.toHaveProperty('gsmNumber');
    expect(sent.buyer).not.toHaveProperty('lastLoginDate');
  });

  it('retrieves a paid checkout: the payment id, the amount charged and its currency', async () => {
    const token = await startedCheckout();
    standIn.completePayment(token, { kind: 'paid' });

    const retrieved = await gateway().retrieveCheckout(token, { locale: 'en' });

    expect(retrieved).toEqual({
      status: 'paid',
      paymentId: standIn.checkout(token)?.paymentId,
      paidPrice: '49.00',
      currency: 'USD',
    });
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/payment/iyzipos/checkoutform/auth/ecom/detail',
      body: { locale: 'en', token },
      errorCode: null,
    });
  });

  it('reports the amount and currency iyzico says were charged, even when they differ from the price', async () => {
    const token = await startedCheckout();
    standIn.completePayment(token, { kind: 'paid', paidPrice: '19.9', currency: 'TRY' });

    await expect(gateway().retrieveCheckout(token, { locale: 'tr' })).resolves.toMatchObject({
      status: 'paid',
      paidPrice: '19.90',
      currency: 'TRY',
    });
  });

  it('retrieves a declined payment with iyzico’s code and message', async () => {
    const token = await startedCheckout();
    standIn.completePayment(token, {
      kind: 'declined',
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
      errorGroup: 'NOT_SUFFICIENT_FUNDS',
    });

    await expect(gateway().retrieveCheckout(token, { locale: 'tr' })).resolves.toEqual({
      status: 'failed',
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
    });
  });

  it('says pending while the payer has not paid, is in 3-D Secure, or iyzico’s fraud check is reviewing', async () => {
    const token = await startedCheckout();
    await expect(gateway().retrieveCheckout(token, { locale: 'en' })).resolves.toEqual({ status: 'pending' });

    standIn.completePayment(token, { kind: 'unfinished', paymentStatus: 'INIT_THREEDS' });
    await expect(gateway().retrieveCheckout(token, { locale: 'en' })).resolves.toEqual({ status: 'pending' });

    standIn.completePayment(token, { kind: 'paid', fraudStatus: 0 });
    await expect(gateway().retrieveCheckout(token, { locale: 'en' })).resolves.toEqual({ status: 'pending' });
  });

  it('counts a payment iyzico’s fraud check rejected as failed', async () => {
    const token = await startedCheckout();
    standIn.completePayment(token, { kind: 'paid', fraudStatus: -1 });

    await expect(gateway().retrieveCheckout(token, { locale: 'en' })).resolves.toMatchObject({
      status: 'failed',
      errorCode: 'fraudRejected',
    });
  });

  it('answers recordNotFound for a token iyzico did not issue', async () => {
    await expect(gateway().retrieveCheckout('no-such-token', { locale: 'en' })).rejects.toMatchObject({
      key: 'recordNotFound',
    });
  });

  it('is unavailable when iyzico refuses the signature of a wrong secret key', async () => {
    const token = await startedCheckout();
    standIn.completePayment(token, { kind: 'paid' });
    const misconfigured = gateway({ secretKey: 'not-the-secret-key' });

    await expectUnavailable(misconfigured.initializeCheckout(request));
    expect(standIn.calls.at(-1)?.errorCode).toBe('1000');
    await expectUnavailable(misconfigured.retrieveCheckout(token, { locale: 'en' }));
    expect(standIn.calls.at(-1)?.errorCode).toBe('1000');
  });

  it('is unavailable when iyzico does not know the API key', async () => {
    await expectUnavailable(gateway({ apiKey: 'sandbox-unknown' }).initializeCheckout(request));
    expect(standIn.calls.at(-1)?.errorCode).toBe('1001');
  });

  it('signs the body as sent: a body altered after signing is refused', async () => {
    const alteringFetch: typeof fetch = (url, init) =>
      fetch(url, { ...init, body: String(init?.body).replaceAll('"49.0"', '"1.0"') });

    await expectUnavailable(gateway({ fetch: alteringFetch }).initializeCheckout(request));
    expect(standIn.calls.at(-1)).toMatchObject({
      errorCode: '1000',
      body: expect.objectContaining({ price: '1.0' }),
    });
  });

  it('does not trust an answer altered after iyzico signed it: a payment’s amount, a new checkout’s token', async () => {
    const token = await startedCheckout();
    standIn.completePayment(token, { kind: 'paid' });
    standIn.fault = 'tamper';

    await expectUnavailable(gateway().retrieveCheckout(token, { locale: 'en' }));
    await expectUnavailable(gateway().initializeCheckout(request));
  });

  it('does not take another checkout’s genuine answer for this one (a replay)', async () => {
    const cheap = await startedCheckout({ price: '1.00' });
    standIn.completePayment(cheap, { kind: 'paid' });
    const expensive = await startedCheckout();
    // Between us and iyzico, someone asks about the cheap checkout instead, signing it rightly.
    const replaying: typeof fetch = (url, init) => {
      const body = String(init?.body).replace(expensive, cheap);
      const path = new URL(String(url)).pathname;
      const authorization = iyzicoAuthorization({
        apiKey: standIn.apiKey,
        secretKey: standIn.secretKey,
        randomKey: 'replay',
        path,
        body,
      });
      return fetch(url, { ...init, body, headers: { 'content-type': 'application/json', authorization } });
    };

    await expectUnavailable(gateway({ fetch: replaying }).retrieveCheckout(expensive, { locale: 'en' }));
    expect(standIn.calls.at(-1)).toMatchObject({ body: { token: cheap }, errorCode: null });
  });

  it('does not trust a payment or a new checkout answered without a signature', async () => {
    const token = await startedCheckout();
    standIn.completePayment(token, { kind: 'paid' });
    standIn.fault = 'unsigned';

    await expectUnavailable(gateway().retrieveCheckout(token, { locale: 'en' }));
    await expectUnavailable(gateway().initializeCheckout(request));
  });

  it('is unavailable when iyzico fails or answers something that is not its JSON', async () => {
    const token = await startedCheckout();
    standIn.fault = 'serverError';
    await expectUnavailable(gateway().initializeCheckout(request));
    await expectUnavailable(gateway().retrieveCheckout(token, { locale: 'en' }));
    standIn.fault = 'notJson';
    await expectUnavailable(gateway().initializeCheckout(request));
    await expectUnavailable(gateway().retrieveCheckout(token, { locale: 'en' }));
  });

  it('gives up after its timeout when iyzico does not answer', async () => {
    const token = await startedCheckout();
    // The stand-in never answers, so reaching the end at all shows the timeout gave up; no clock needed.
    standIn.fault = 'hang';

    await expectUnavailable(gateway({ timeoutMs: 200 }).retrieveCheckout(token, { locale: 'en' }));
    await expectUnavailable(gateway({ timeoutMs: 200 }).initializeCheckout(request));
  });

  it('is unavailable when iyzico cannot be reached', async () => {
    const down = await startIyzicoStandIn();
    await down.close();

    await expectUnavailable(gateway({ baseUrl: down.baseUrl }).initializeCheckout(request));
    await expectUnavailable(gateway({ baseUrl: down.baseUrl }).retrieveCheckout('token', { locale: 'en' }));
  });
});
