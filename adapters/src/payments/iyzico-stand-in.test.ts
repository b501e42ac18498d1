import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IyzicoStandIn, startIyzicoStandIn } from '../testing/iyzico-stand-in.ts';
import { iyzicoAuthorization } from './iyzico-signing.ts';

// The stand-in is what the adapter's tests trust to refuse what iyzico refuses: these tests call it
// with hand-made requests, signed or not, to show that it does.

const initializePath = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const retrievePath = '/payment/iyzipos/checkoutform/auth/ecom/detail';

function validBody(): Record<string, unknown> {
  const address = {
    contactName: 'Ayşe Demir',
    city: 'Istanbul',
    country: 'Turkey',
    address: 'Moda Cad. No:1',
  };
  return {
    locale: 'tr',
    conversationId: 'conversation-1',
    price: '49.0',
    paidPrice: '49.0',
    currency: 'USD',
    basketId: 'conversation-1',
    paymentGroup: 'PRODUCT',
    callbackUrl: 'https://koc.example.org/api/payment/callback',
    enabledInstallments: [1],
    buyer: {
      id: 'buyer-1',
      name: 'Ayşe',
      surname: 'Demir',
      email: 'ayse@example.com',
      identityNumber: '10000000146',
      registrationDate: '2026-03-01 12:15:30',
      registrationAddress: 'Moda Cad. No:1',
      ip: '85.34.78.112',
      city: 'Istanbul',
      country: 'Turkey',
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: [
      { id: 'a', name: 'Gold', category1: 'Membership', itemType: 'VIRTUAL', price: '29.0' },
      { id: 'b', name: 'Extra', category1: 'Membership', itemType: 'VIRTUAL', price: '20.0' },
    ],
  };
}

let standIn: IyzicoStandIn;

beforeAll(async () => {
  standIn = await startIyzicoStandIn();
});
afterAll(() => standIn.close());

interface CallOptions {
  readonly secretKey?: string;
  /** The path put into the signature, when it should differ from the one called. */
  readonly signedPath?: string;
  readonly authorization?: string | null;
}

/** POSTs `body` as JSON to the stand-in, signed for `path` unless told otherwise; its answer as text. */
async function call(path: string, body: unknown, options: CallOptions = {}) {
  const json = JSON.stringify(body);
  const authorization =
    options.authorization === undefined
      ? iyzicoAuthorization({
          apiKey: standIn.apiKey,
          secretKey: options.secretKey ?? standIn.secretKey,
          randomKey: 'r4nd0m',
          path: options.signedPath ?? path,
          body: json,
        })
      : options.authorization;
  const response = await fetch(`${standIn.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: json,
  });
  const text = await response.text();
  return { text, answer: JSON.parse(text) as Record<string, unknown> };
}

async function errorCodeFor(body: unknown, options?: CallOptions) {
  return (await call(initializePath, body, options)).answer.errorCode;
}

describe('the iyzico stand-in', () => {
  it('accepts a well-formed, rightly signed checkout form and issues a signed token', async () => {
    const { answer } = await call(initializePath, validBody());
    expect(answer).toMatchObject({
      status: 'success',
      conversationId: 'conversation-1',
      token: expect.any(String),
      paymentPageUrl: expect.stringContaining('/checkoutform?token='),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses a missing header or an unknown API key (1001) and a signature that does not fit (1000)', async () => {
    expect(await errorCodeFor(validBody(), { authorization: null })).toBe('1001');
    expect(await errorCodeFor(validBody(), { authorization: 'IYZWS sandbox-key:abc=' })).toBe('1001');
    expect(await errorCodeFor(validBody(), { secretKey: 'wrong' })).toBe('1000');
    expect(await errorCodeFor(validBody(), { signedPath: retrievePath })).toBe('1000');
    const { answer } = await call(initializePath, validBody(), { secretKey: 'wrong' });
    expect(answer).toMatchObject({ status: 'failure', errorMessage: 'Geçersiz imza', locale: 'tr' });
  });

  it('refuses a basket that does not add up to the price, and a paidPrice below it', async () => {
    const basket = validBody();
    (basket.basketItems as Record<string, unknown>[])[1] = {
      ...(basket.basketItems as Record<string, unknown>[])[1],
      price: '20.01',
    };
    expect(await errorCodeFor(basket)).toBe('11');
    expect(await errorCodeFor({ ...validBody(), paidPrice: '48.99' })).toBe('11');
    expect(await errorCodeFor({ ...validBody(), price: '49,0' })).toBe('11');
  });

  it('refuses missing fields, a currency iyzico does not take, a bad buyer date, an invalid e-mail', async () => {
    const { callbackUrl: _, ...withoutCallback } = validBody();
    expect(await errorCodeFor(withoutCallback)).toBe('23');
    const body = validBody();
    const buyer = body.buyer as Record<string, unknown>;
    expect(await errorCodeFor({ ...body, buyer: { ...buyer, identityNumber: '' } })).toBe('24');
    expect(
      await errorCodeFor({ ...body, buyer: { ...buyer, registrationDate: '2026-03-01T12:15:30Z' } }),
    ).toBe('7');
    expect(await errorCodeFor({ ...body, buyer: { ...buyer, email: 'not-an-address' } })).toBe('5');
    expect(await errorCodeFor({ ...body, currency: 'XYZ' })).toBe('11');
    expect(await errorCodeFor({ ...body, billingAddress: undefined })).toBe('24');
  });

  it('answers amounts as JSON numbers with their trailing zeros, and signs them without', async () => {
    const { answer: started } = await call(initializePath, validBody());
    const token = String(started.token);
    standIn.completePayment(token, { kind: 'paid' });

    const { text, answer } = await call(retrievePath, { locale: 'tr', token });

    expect(text).toContain('"price":49.0');
    expect(text).toContain('"paidPrice":49.0');
    expect(answer).toMatchObject({ status: 'success', paymentStatus: 'SUCCESS', token });
  });

  it('answers a token it did not issue with a failure about the request', async () => {
    const { answer } = await call(retrievePath, { locale: 'en', token: 'unknown' });
    expect(answer).toMatchObject({ status: 'failure', errorCode: '11', errorMessage: 'Invalid request' });
  });

  it('posts the token to the callback URL, as the hosted page does', async () => {
    const received: string[] = [];
    const merchant = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push(`${request.method} ${request.url} ${request.headers['content-type']} ${body}`);
        response.writeHead(303, { location: '/payment' });
        response.end();
      });
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    try {
      const callbackUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/api/payment/callback`;
      const { answer } = await call(initializePath, { ...validBody(), callbackUrl });
      const token = String(answer.token);

      const response = await standIn.postCallback(token);

      expect(response.status).toBe(303);
      expect(received).toEqual([
        `POST /api/payment/callback application/x-www-form-urlencoded token=${encodeURIComponent(token)}`,
      ]);
    } finally {
      await new Promise<void>((resolve) => merchant.close(() => resolve()));
    }
  });
});
