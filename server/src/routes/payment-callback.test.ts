import { Writable } from 'node:stream';
import { testContext } from '@coach/adapters/testing/test-context';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';

// The provider's return when settling fails: the payer still lands on the result page in the
// checkout's language, and the failure is in the log with the checkout's id, never the token or a
// card. On the in-memory tier, with a provider whose answer breaks (the happy paths and the
// redirects for odd bodies are in payments.test.ts, on the database).

describe('POST /api/payment/callback when settling fails', () => {
  it('logs the failure with the checkout and sends the payer to the result page in their language', async () => {
    const world = testContext({
      ports: {
        paymentGateway: {
          provider: 'iyzico',
          initializeCheckout: () => Promise.reject(new Error('not used')),
          retrieveCheckout: () => Promise.reject(new Error('socket hang up')),
        },
      },
    });
    const account = await world.createAccount({ email: 'payer@example.com' });
    const token = 'provider-token-3f9a61';
    const checkout = await world.ports.unitOfWork.run(async ({ repositories }) => {
      const { id: membershipPackageId } = await repositories.membershipPackages.insert({
        code: 'MONTH-1',
        nameTr: 'Aylık',
        nameEn: 'Monthly',
        periodMonths: 1,
        priceUsd: '10.00',
        coachLevel: false,
      });
      return repositories.checkouts.insert({
        token,
        provider: 'iyzico',
        accountId: account.id,
        membershipPackageId,
        purpose: 'renewal',
        priceUsd: '10.00',
        currency: 'USD',
        locale: 'en',
        createdAt: world.clock.now(),
      });
    });
    const lines: Record<string, unknown>[] = [];
    const log = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = buildApp({
      ports: world.ports,
      databaseIsReachable: async () => true,
      logger: pino({ level: 'info' }, log),
      config: readConfig({}),
    });
    const callback = (body: URLSearchParams, language = 'tr') =>
      app.request('/api/payment/callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': language },
        body,
      });

    // The checkout was started from an English page; the provider posts without that preference.
    const failed = await callback(new URLSearchParams({ token }));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`http://localhost:3000/en/payment?token=${token}`);
    const failure = lines.find((line) => line.msg === 'payment callback: settling the checkout failed');
    expect(failure).toMatchObject({ level: 50, checkoutId: checkout.id, provider: 'iyzico' });
    expect(failure?.err).toMatchObject({ message: 'socket hang up' });

    // A token nobody issued: a warning, and the result page in the language the browser prefers.
    const unknown = await callback(new URLSearchParams({ token: 'never-issued' }), 'en-GB,en;q=0.8');
    expect(unknown.headers.get('location')).toBe('http://localhost:3000/en/payment?token=never-issued');
    expect(lines.find((line) => line.msg === 'payment callback: no checkout has this token')).toMatchObject({
      level: 40,
      code: 4002,
    });

    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('never-issued');
  });
});
