import { execute, type RegisterInput, registerAccount, retrieveCheckout, signIn } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalOidcProvider } from '../testing/local-oidc-provider.ts';
import { scripted } from '../testing/scripted-payment-gateway.ts';
import {
  failure,
  homeAddress,
  identityPorts,
  identitySteps,
  identityWorld,
  outcome,
  schoolLabel,
  startSchool,
} from './identities-testing.ts';
import { type Shop, shop } from './membership-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');

describe('an identity not linked yet', () => {
  let school: LocalOidcProvider;
  beforeAll(async () => {
    school = await startSchool();
  });
  afterAll(() => school.close());

  describe('whose verified e-mail is an account’s here', () => {
    const password = (email: string, pass: string, identityTicket?: string) =>
      ({ email, password: pass, ...(identityTicket ? { identityTicket } : {}) }) as const;

    it('asks for the password once, and the right password of that account links it', async () => {
      const w = identityWorld(school);
      const ayse = await w.createAccount({ email: 'ayse@example.com' });
      const deniz = await w.createAccount({ email: 'deniz@example.com' });

      const finished = await w.goThrough('ayse');
      expect(finished.page).toBe('login');
      const asked = await w.redeem(finished.ticket);
      expect(asked).toEqual({
        kind: 'linkWithPassword',
        ticket: finished.ticket,
        provider: 'oidc',
        email: 'ayse@example.com',
      });
      // Read again (the login page reloads) without being used up; nothing is linked yet.
      expect(await w.redeem(finished.ticket)).toEqual(asked);
      expect(await w.identitiesOf(ayse.id)).toEqual([]);

      // Another account's right password: refused, and its sign-in rolls back.
      expect(
        await failure(execute(signIn, w.anonymous, password(deniz.email, 'Member!2345', finished.ticket))),
      ).toMatchObject({ code: 4073 });
      expect((await w.ports.repositories.accounts.findById(deniz.id))?.lastLoginAt).toBeNull();
      expect(await w.identitiesOf(deniz.id)).toEqual([]);
      // A wrong password leaves the ticket alone.
      expect(
        await outcome(execute(signIn, w.anonymous, password(ayse.email, 'Wrong!2345', finished.ticket))),
      ).toBe('invalidCredentials');

      const { token } = await execute(
        signIn,
        w.anonymous,
        password('AYSE@example.com', 'Member!2345', finished.ticket),
      );
      expect(w.accountIdOf(await w.signedInWith(token))).toBe(ayse.id);
      expect(await w.identitiesOf(ayse.id)).toMatchObject([
        { provider: 'oidc', subject: 'ayse', email: 'Ayse@Example.com', linkedAt: w.clock.now() },
      ]);
      expect(await w.auditOf('auth.linkIdentity')).toMatchObject([
        {
          actorAccountId: ayse.id,
          actorLabel: 'ayse@example.com',
          after: { provider: 'oidc', email: 'Ayse@Example.com' },
        },
      ]);
      expect(await outcome(w.redeem(finished.ticket))).toBe('identityFlowExpired');
      expect(await w.signInAs('ayse')).toMatchObject({ kind: 'signedIn' });
    });

    it('refuses with the password a ticket of another kind, or one older than 30 minutes (4073)', async () => {
      const w = identityWorld(school);
      const ayse = await w.createAccount({ email: 'ayse@example.com' });
      const registration = await w.goThrough('deniz');
      expect(
        await outcome(execute(signIn, w.anonymous, password(ayse.email, 'Member!2345', registration.ticket))),
      ).toBe('identityFlowExpired');

      const late = await w.goThrough('ayse');
      w.clock.advanceSeconds(30 * 60 + 1);
      expect(
        await outcome(execute(signIn, w.anonymous, password(ayse.email, 'Member!2345', late.ticket))),
      ).toBe('identityFlowExpired');
      expect((await w.ports.repositories.accounts.findById(ayse.id))?.lastLoginAt).toBeNull();
      expect(await w.identitiesOf(ayse.id)).toEqual([]);
    });

    it('does not link when the account may not sign in: the password’s refusal, the ticket left', async () => {
      const w = identityWorld(school);
      const ayse = await w.createAccount({ email: 'ayse@example.com' });
      await w.ports.unitOfWork.run(({ repositories }) =>
        repositories.accounts.setAccess(ayse.id, { status: 'active', isLocked: true }),
      );
      const finished = await w.goThrough('ayse');
      expect(
        await outcome(execute(signIn, w.anonymous, password(ayse.email, 'Member!2345', finished.ticket))),
      ).toBe('accountLocked');
      expect(await w.identitiesOf(ayse.id)).toEqual([]);
      expect(await w.redeem(finished.ticket)).toMatchObject({ kind: 'linkWithPassword' });
    });
  });

  describe('that nobody here has', () => {
    /** Every step of the wizard as the provider's ticket fills it: no password. */
    function registration(
      s: Shop,
      identityTicket: string,
      changes: Partial<RegisterInput> = {},
    ): RegisterInput {
      return {
        membershipPackageId: s.packages.month.id,
        name: 'Deniz',
        surname: 'Kaya',
        email: 'Deniz@Example.com',
        identityTicket,
        turkishCitizen: true,
        identityNumber: '10000000146',
        phone: '0532 123 45 67',
        countryCode: 'TR',
        stateCode: 'TR-34',
        city: 'Kadıköy',
        languages: ['tr'],
        acceptTerms: true,
        acceptDataProtection: true,
        confirmAdult: true,
        language: 'tr',
        ...changes,
      };
    }

    async function shopWithSchool() {
      const s = await shop({ start, clientAddress: homeAddress, ports: identityPorts(school) });
      return { s, w: identitySteps(school, s.world) };
    }

    const register = (s: Shop, input: RegisterInput) => execute(registerAccount, s.world.anonymous, input);

    it('registers with the wizard filled in: no password, linked, the e-mail verified, no verification mail', async () => {
      const { s, w } = await shopWithSchool();
      const { ticket, page } = await w.goThrough('deniz');
      expect(page).toBe('login');
      const profile = {
        kind: 'register',
        ticket,
        profile: { provider: 'oidc', email: 'deniz@example.com', name: 'Deniz', surname: 'Kaya' },
      };
      expect(await w.redeem(ticket)).toEqual(profile);
      expect(await w.redeem(ticket)).toEqual(profile);

      const registered = await register(s, registration(s, ticket));
      const account = await s.accountOf(registered.accountId);
      expect(account).toMatchObject({
        email: 'deniz@example.com',
        passwordHash: null,
        emailVerifiedAt: start,
        accountRoleType: 'Guest',
      });
      expect(await w.identitiesOf(account.id)).toMatchObject([
        { provider: 'oidc', subject: 'deniz', email: 'deniz@example.com' },
      ]);
      expect(await w.auditOf('auth.linkIdentity')).toMatchObject([
        { actorAccountId: account.id, actorLabel: 'deniz@example.com', after: { provider: 'oidc' } },
      ]);
      // Used up once the checkout started.
      expect(await outcome(w.redeem(ticket))).toBe('identityFlowExpired');

      s.gateway.script(registered.token, scripted.paid);
      expect(await execute(retrieveCheckout, s.world.anonymous, { token: registered.token })).toMatchObject({
        status: 'paid',
      });
      expect(await s.accountOf(account.id)).toMatchObject({
        accountRoleType: 'User',
        emailVerifiedAt: start,
      });
      // The provider vouched for the address: the payment mails the receipt, and no verification link.
      expect(await s.mailsOf('verifyEmail')).toEqual([]);
      expect(await w.signInAs('deniz')).toMatchObject({ kind: 'signedIn' });
    });

    it('keeps the ticket when the checkout cannot start, so the visitor tries again', async () => {
      const { s, w } = await shopWithSchool();
      const { ticket } = await w.goThrough('deniz');
      s.gateway.refuseToStart();
      expect(await failure(register(s, registration(s, ticket)))).toMatchObject({ code: 4064 });
      expect(await s.ports.repositories.accounts.findByEmail('deniz@example.com')).toBeNull();
      expect(await s.ports.repositories.externalIdentities.findByProviderSubject('oidc', 'deniz')).toBeNull();
      expect(await w.redeem(ticket)).toMatchObject({ kind: 'register' });

      const registered = await register(s, registration(s, ticket));
      expect(await w.identitiesOf(registered.accountId)).toMatchObject([{ subject: 'deniz' }]);
    });

    it('takes a password chosen as well, and checks it like any other', async () => {
      const { s, w } = await shopWithSchool();
      const { ticket } = await w.goThrough('deniz');
      expect(
        await failure(
          register(
            s,
            registration(s, ticket, { password: 'Password1!', passwordConfirmation: 'Password1!' }),
          ),
        ),
      ).toMatchObject({ code: 4034, data: { fields: { password: { key: 'passwordTooCommon' } } } });
      const chosen = 'Kuzey-Rüzgarı!7';
      const registered = await register(
        s,
        registration(s, ticket, { password: chosen, passwordConfirmation: chosen }),
      );
      expect((await s.accountOf(registered.accountId)).passwordHash).not.toBeNull();
    });

    it('refuses a ticket for another e-mail, of another kind, or older than an hour (4073), creating nothing', async () => {
      const { s, w } = await shopWithSchool();
      const { ticket } = await w.goThrough('deniz');
      expect(await outcome(register(s, registration(s, ticket, { email: 'someone@example.com' })))).toBe(
        'identityFlowExpired',
      );

      await s.world.createAccount({ email: 'ayse@example.com' });
      const linkTicket = (await w.goThrough('ayse')).ticket;
      expect(await outcome(register(s, registration(s, linkTicket, { email: 'ayse@example.com' })))).toBe(
        'identityFlowExpired',
      );
      expect(await outcome(register(s, registration(s, 'made-up')))).toBe('identityFlowExpired');

      s.world.clock.advanceSeconds(60 * 60 + 1);
      expect(await outcome(register(s, registration(s, ticket)))).toBe('identityFlowExpired');
      expect(await s.ports.repositories.accounts.findByEmail('deniz@example.com')).toBeNull();
      expect(s.gateway.requests).toEqual([]);
    });

    it('names the provider when its account was linked meanwhile (4077)', async () => {
      const { s, w } = await shopWithSchool();
      const { ticket } = await w.goThrough('deniz');
      const other = await s.world.createAccount({ email: 'other@example.com' });
      await w.linkDirectly(other.id, 'deniz');
      expect(await failure(register(s, registration(s, ticket)))).toMatchObject({
        code: 4077,
        data: { provider: schoolLabel },
      });
      expect(await s.ports.repositories.accounts.findByEmail('deniz@example.com')).toBeNull();
    });
  });
});
