import {
  deleteMembershipPackage,
  execute,
  type RegisterInput,
  registerAccount,
  requestPasswordReset,
  resendVerification,
  retrieveCheckout,
  retryCheckout,
  sendPasswordResetLinks,
  verifyEmail,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { scripted } from '../testing/scripted-payment-gateway.ts';
import { failure, outcome, type Shop, shop } from './membership-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');
const password = 'Kuzey-Rüzgarı!7';

/** Every step of the wizard filled in by a Turkish citizen in Istanbul. */
function registration(s: Shop, changes: Partial<RegisterInput> = {}): RegisterInput {
  return {
    membershipPackageId: s.packages.month.id,
    name: 'Deniz',
    surname: 'Kaya',
    email: 'deniz@example.com',
    password,
    passwordConfirmation: password,
    turkishCitizen: true,
    identityNumber: '10000000146',
    phone: '0532 123 45 67',
    countryCode: 'TR',
    stateCode: 'TR-34',
    city: 'Kadıköy',
    languages: ['tr', 'en'],
    acceptTerms: true,
    acceptDataProtection: true,
    confirmAdult: true,
    language: 'tr',
    ...changes,
  };
}

const register = (s: Shop, changes: Partial<RegisterInput> = {}) =>
  execute(registerAccount, s.world.anonymous, registration(s, changes));

const retrieve = (s: Shop, token: string) => execute(retrieveCheckout, s.world.anonymous, { token });

async function verificationTokens(s: Shop): Promise<string[]> {
  return (await s.mailsOf('verifyEmail')).map((mail) => String(mail.data.token));
}

describe('registering', () => {
  it('creates a guest with an unverified e-mail and the consents, then starts the registration’s checkout', async () => {
    const s = await shop({ start });
    const registered = await register(s, { email: 'Deniz@Example.com' });
    expect(registered).toEqual({
      token: 'scripted-token-1',
      checkoutUrl: 'https://checkout.test/pay/scripted-token-1',
      accountId: expect.any(String),
    });
    expect(await s.accountOf(registered.accountId)).toMatchObject({
      email: 'deniz@example.com',
      accountRoleType: 'Guest',
      emailVerifiedAt: null,
      privacyAcceptedAt: start,
      dataProtectionAcceptedAt: start,
      phone: '+905321234567',
      identityNumber: '10000000146',
      passportNumber: null,
      countryCode: 'TR',
      stateCode: 'TR-34',
      city: 'Kadıköy',
      languages: ['tr', 'en'],
      language: 'tr',
      subscriptionEndDate: null,
    });
    expect(await s.ports.repositories.checkouts.findByToken(registered.token)).toMatchObject({
      accountId: registered.accountId,
      membershipPackageId: s.packages.month.id,
      purpose: 'registration',
      priceUsd: '10.00',
      locale: 'tr',
      status: 'pending',
    });
    expect(s.gateway.requests).toEqual([
      expect.objectContaining({
        price: '10.00',
        locale: 'tr',
        buyer: expect.objectContaining({
          id: registered.accountId,
          identityNumber: '10000000146',
          phone: '+905321234567',
          country: 'Türkiye',
          city: 'Kadıköy',
        }),
      }),
    ]);
    // Nothing is mailed before the payment.
    expect(await s.mailsOf('verifyEmail')).toEqual([]);
  });

  it('takes a passport from a foreigner, and opens the checkout in the page’s language', async () => {
    const s = await shop({ start });
    const registered = await register(s, {
      turkishCitizen: false,
      identityNumber: undefined,
      passportNumber: 'u1234567',
      phone: '+1 415 555 2671',
      countryCode: 'US',
      stateCode: 'US-CA',
      city: 'San Francisco',
      language: 'en',
    });
    expect(await s.accountOf(registered.accountId)).toMatchObject({
      identityNumber: null,
      passportNumber: 'U1234567',
      language: 'en',
    });
    expect(s.gateway.requests[0]).toMatchObject({ locale: 'en', item: { name: 'Monthly' } });
    expect(s.gateway.requests[0]?.buyer.identityNumber).toMatch(/^\d{11}$/);
  });

  it('refuses a taken e-mail (4006) or identity number (4018) before asking the provider', async () => {
    const s = await shop({ start });
    await s.world.createAccount({ email: 'deniz@example.com' });
    expect(await failure(register(s, { email: 'DENIZ@example.com' }))).toMatchObject({ code: 4006 });
    await s.world.createAccount({ email: 'other@example.com', identityNumber: '10000000146' });
    expect(await failure(register(s, { email: 'new@example.com' }))).toMatchObject({ code: 4018 });
    expect(s.gateway.requests).toEqual([]);
  });

  it('refuses a retired package (4062) and an unknown one (4002), creating no account', async () => {
    const s = await shop({ start });
    await s.member('Bora', { packageCode: 'MONTH-1' });
    await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: s.packages.month.id });
    expect(await failure(register(s))).toMatchObject({ code: 4062 });
    expect(await outcome(register(s, { membershipPackageId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'recordNotFound',
    );
    expect(await s.ports.repositories.accounts.findByEmail('deniz@example.com')).toBeNull();
  });

  it('removes the account again when the provider is down (4064), so the same e-mail can register later', async () => {
    const s = await shop({ start });
    s.gateway.refuseToStart();
    expect(await failure(register(s))).toMatchObject({ code: 4064 });
    expect(await s.ports.repositories.accounts.findByEmail('deniz@example.com')).toBeNull();
    expect(await s.ports.repositories.accounts.findByIdentityNumber('10000000146')).toBeNull();
    const registered = await register(s);
    expect((await s.accountOf(registered.accountId)).email).toBe('deniz@example.com');
  });

  it('checks every step again: consents, languages, the document of the citizenship, the repeated password', async () => {
    const s = await shop({ start });
    const refused = await failure(
      execute(registerAccount, s.world.anonymous, {
        ...registration(s),
        acceptTerms: false,
        acceptDataProtection: undefined,
        confirmAdult: false,
        languages: [],
        identityNumber: undefined,
        passwordConfirmation: 'Something-else!8',
      }),
    );
    expect(refused).toMatchObject({
      code: 4034,
      data: {
        fields: {
          acceptTerms: { key: 'mustAccept' },
          acceptDataProtection: { key: 'mustAccept' },
          confirmAdult: { key: 'mustAccept' },
          languages: { key: 'languagesRequired' },
        },
      },
    });
    // The checks across fields run once the fields they read are valid.
    expect(
      await failure(register(s, { identityNumber: undefined, passwordConfirmation: 'x' })),
    ).toMatchObject({
      data: {
        fields: { identityNumber: { key: 'required' }, passwordConfirmation: { key: 'passwordMismatch' } },
      },
    });
    expect(s.gateway.requests).toEqual([]);
  });

  it('refuses a password that contains the e-mail’s local part, on the field, before the provider is asked', async () => {
    const s = await shop({ start });
    const chosen = 'Deniz.Kaya-2345!';
    const refused = await failure(register(s, { password: chosen, passwordConfirmation: chosen }));
    expect(refused).toMatchObject({
      code: 4034,
      data: { fields: { password: { key: 'passwordContainsPersonalData' } } },
    });
    expect(s.gateway.requests).toEqual([]);
  });
});

describe('the registration’s payment', () => {
  it('makes the guest a member and mails the receipt and the verification link', async () => {
    const s = await shop({ start });
    s.gateway.scriptNext(scripted.paid);
    const registered = await register(s);
    const result = await retrieve(s, registered.token);
    expect(result).toMatchObject({
      status: 'paid',
      purpose: 'registration',
      order: { orderNumber: 100001, subscriptionEndDate: '2026-04-02T09:00:00.000Z' },
      emailVerified: false,
      maskedEmail: 'd•••@example.com',
    });
    expect(await s.accountOf(registered.accountId)).toMatchObject({
      accountRoleType: 'User',
      emailVerifiedAt: null,
      membershipPackageId: s.packages.month.id,
    });
    expect(await s.mailsOf('orderReceipt')).toHaveLength(1);
    expect(await s.mailsOf('verifyEmail')).toEqual([
      {
        to: 'deniz@example.com',
        language: 'tr',
        data: { name: 'Deniz Kaya', token: expect.any(String), expiresInDays: 7 },
      },
    ]);
    // Refreshing the result page mails nothing more.
    await retrieve(s, registered.token);
    expect(await s.mailsOf('verifyEmail')).toHaveLength(1);
  });

  it('after a declined card, the retry is still the registration’s and mails the link when paid', async () => {
    const s = await shop({ start });
    s.gateway.scriptNext(scripted.declined);
    const registered = await register(s);
    expect((await retrieve(s, registered.token)).status).toBe('failed');
    expect(await s.accountOf(registered.accountId)).toMatchObject({ accountRoleType: 'Guest' });
    s.gateway.scriptNext(scripted.paid);
    const again = await execute(retryCheckout, s.world.anonymous, { token: registered.token });
    expect(await retrieve(s, again.token)).toMatchObject({ status: 'paid', purpose: 'registration' });
    expect(await verificationTokens(s)).toHaveLength(1);
  });
});

describe('verifying the e-mail', () => {
  async function paidRegistration(s: Shop) {
    s.gateway.scriptNext(scripted.paid);
    const registered = await register(s);
    await retrieve(s, registered.token);
    return registered;
  }

  it('refuses to sign in before (4010); the mailed link verifies once (4042 after), then sign-in works', async () => {
    const s = await shop({ start });
    const registered = await paidRegistration(s);
    expect(await failure(s.world.signIn('deniz@example.com', password))).toMatchObject({ code: 4010 });

    const [token = ''] = await verificationTokens(s);
    s.advanceDays(1);
    expect(await execute(verifyEmail, s.world.anonymous, { token })).toEqual({ email: 'deniz@example.com' });
    expect((await s.accountOf(registered.accountId)).emailVerifiedAt).toEqual(s.daysFrom(start, 1));
    expect(await failure(execute(verifyEmail, s.world.anonymous, { token }))).toMatchObject({ code: 4042 });
    expect(await s.world.signIn('deniz@example.com', password)).toEqual(expect.any(String));
  });

  it('refuses an expired link, an unknown one, and a password-reset link (4042)', async () => {
    const s = await shop({ start });
    await paidRegistration(s);
    const [token = ''] = await verificationTokens(s);
    s.advanceDays(7.01);
    expect(await outcome(execute(verifyEmail, s.world.anonymous, { token }))).toBe('linkInvalid');
    expect(await outcome(execute(verifyEmail, s.world.anonymous, { token: 'made-up' }))).toBe('linkInvalid');
    const ayse = await s.member('Ayşe');
    await execute(requestPasswordReset, s.world.anonymous, { email: ayse.email, language: 'tr' });
    await execute(sendPasswordResetLinks, s.world.system, {});
    const [reset] = await s.mailsOf('resetPassword');
    expect(await outcome(execute(verifyEmail, s.world.anonymous, { token: String(reset?.data.token) }))).toBe(
      'linkInvalid',
    );
  });

  it('mails a new link on request to an unverified account; the older link stops working', async () => {
    const s = await shop({ start });
    await paidRegistration(s);
    const [first = ''] = await verificationTokens(s);
    s.advanceDays(1);
    expect(
      await execute(resendVerification, s.world.anonymous, { email: 'DENIZ@example.com', language: 'en' }),
    ).toBeNull();
    const mails = await s.mailsOf('verifyEmail');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ to: 'deniz@example.com', language: 'en' });
    const second = String(mails[1]?.data.token);
    expect(await outcome(execute(verifyEmail, s.world.anonymous, { token: first }))).toBe('linkInvalid');
    expect(await execute(verifyEmail, s.world.anonymous, { token: second })).toEqual({
      email: 'deniz@example.com',
    });
  });

  it('answers an unknown or verified e-mail exactly like a known one, and mails nobody', async () => {
    const s = await shop({ start });
    const verified = await s.member('Ayşe');
    expect(
      await execute(resendVerification, s.world.anonymous, { email: 'nobody@example.com', language: 'tr' }),
    ).toBeNull();
    expect(
      await execute(resendVerification, s.world.anonymous, { email: verified.email, language: 'tr' }),
    ).toBeNull();
    expect(await s.mailsOf('verifyEmail')).toEqual([]);
  });
});
