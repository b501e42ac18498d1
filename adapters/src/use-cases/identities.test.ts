import { createHash } from 'node:crypto';
import {
  type DomainError,
  execute,
  getCurrentUser,
  identityFlowMinutes,
  listIdentityProviders,
  signIn,
  signInFailuresPerAddress,
  startIdentityFlow,
} from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCallbackUrl } from '../identity/identity-config.ts';
import type { LocalOidcProvider } from '../testing/local-oidc-provider.ts';
import { testContext } from '../testing/test-context.ts';
import {
  failure,
  homeAddress,
  identityWorld,
  outcome,
  publicBaseUrl,
  schoolLabel,
  startSchool,
} from './identities-testing.ts';

const otherAddress = '198.51.100.9';
const callbackUrl = identityCallbackUrl(publicBaseUrl, 'oidc');

describe('signing in with a provider', () => {
  let school: LocalOidcProvider;
  beforeAll(async () => {
    school = await startSchool();
  });
  afterAll(() => school.close());

  /** A world with Ayşe's account linked to her school identity. */
  async function withAyse() {
    const w = identityWorld(school);
    const ayse = await w.createAccount({ email: 'ayse@example.com' });
    await w.linkDirectly(ayse.id, 'ayse');
    return { w, ayse };
  }

  it('lists the enabled providers and refuses to start with one not configured (4072)', async () => {
    const w = identityWorld(school);
    expect(await execute(listIdentityProviders, w.anonymous, {})).toEqual([
      { provider: 'oidc', label: schoolLabel },
    ]);
    expect(await failure(w.start(w.anonymous, { provider: 'google' }))).toMatchObject({ code: 4072 });
    expect(await execute(listIdentityProviders, testContext().anonymous, {})).toEqual([]);
  });

  it('starts a flow: the school’s address with PKCE, state and nonce; only hashes of state and binding are kept', async () => {
    const w = identityWorld(school);
    const started = await w.start(w.anonymous, { language: 'en' });
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(school.issuer);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: school.clientId,
      redirect_uri: callbackUrl,
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(started.browserBinding).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.browserBinding).not.toBe(query.state);

    const hash = w.ports.tokenGenerator.hash;
    const flow = await w.ports.unitOfWork.run(({ repositories }) =>
      repositories.identityFlows.takeFlow(hash(String(query.state))),
    );
    const now = w.clock.now();
    expect(flow).toEqual({
      stateHash: hash(String(query.state)),
      browserBindingHash: hash(started.browserBinding),
      provider: 'oidc',
      intent: 'signIn',
      accountId: null,
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43,128}$/),
      nonce: query.nonce,
      language: 'en',
      createdAt: now,
      expiresAt: new Date(now.getTime() + identityFlowMinutes * 60_000),
    });
    const challenge = createHash('sha256')
      .update(flow?.codeVerifier ?? '')
      .digest('base64url');
    expect(query.code_challenge).toBe(challenge);
  });

  it('signs a linked account in: a session like the password’s, one per ticket, in the audit log', async () => {
    const { w, ayse } = await withAyse();
    const finished = await w.goThrough('ayse');
    expect(finished).toEqual({
      ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      page: 'login',
      language: 'tr',
    });

    const signedIn = await w.redeem(finished.ticket);
    expect(signedIn).toEqual({
      kind: 'signedIn',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresIn: 1800,
      user: expect.objectContaining({ accountId: ayse.id }),
    });
    if (signedIn.kind !== 'signedIn') throw new Error('not signed in');
    const ctx = await w.signedInWith(signedIn.token);
    expect(w.accountIdOf(ctx)).toBe(ayse.id);
    // As after a password: who signed in comes with the token, as userinfo answers it.
    expect(signedIn.user).toEqual(await execute(getCurrentUser, ctx, {}));

    const now = w.clock.now();
    const session = await w.ports.repositories.sessions.findWithAccountByTokenHash(
      w.ports.tokenGenerator.hash(signedIn.token),
    );
    expect(session?.session).toMatchObject({
      accountId: ayse.id,
      expiresAt: new Date(now.getTime() + 1800_000),
      absoluteExpiresAt: new Date(now.getTime() + 12 * 3_600_000),
    });
    expect((await w.ports.repositories.accounts.findById(ayse.id))?.lastLoginAt).toEqual(now);
    expect(await w.identitiesOf(ayse.id)).toMatchObject([
      { provider: 'oidc', subject: 'ayse', lastSignInAt: now },
    ]);
    expect(await w.auditOf('auth.identitySignIn')).toMatchObject([
      {
        actorAccountId: ayse.id,
        actorLabel: 'ayse@example.com',
        entityType: 'account',
        entityId: ayse.id,
        after: { provider: 'oidc', email: 'Ayse@Example.com' },
        clientAddress: homeAddress,
      },
    ]);

    expect(await outcome(w.redeem(finished.ticket))).toBe('identityFlowExpired');
  });

  it('returns to the login page in the language the flow started in', async () => {
    const { w } = await withAyse();
    expect(await w.goThrough('ayse', { language: 'en' })).toMatchObject({ page: 'login', language: 'en' });
  });

  it('refuses a wrong or missing state (4073) back on the Turkish login page; the real callback still works', async () => {
    const { w } = await withAyse();
    const started = await w.start(w.anonymous, { language: 'en' });
    const back = await school.authorize(started.authorizationUrl, 'ayse');

    const forged = await w.finish(back, started.browserBinding, w.anonymous, { state: 'made-up' });
    expect(forged).toMatchObject({ page: 'login', language: 'tr' });
    expect(await failure(w.redeem(forged.ticket))).toMatchObject({ code: 4073, key: 'identityFlowExpired' });
    const missing = await w.finish(back, started.browserBinding, w.anonymous, { state: undefined });
    expect(await outcome(w.redeem(missing.ticket))).toBe('identityFlowExpired');

    const real = await w.finish(back, started.browserBinding);
    expect(real.language).toBe('en');
    expect(await w.redeem(real.ticket)).toMatchObject({ kind: 'signedIn' });
  });

  it('refuses a replayed callback: a state works once', async () => {
    const { w } = await withAyse();
    const started = await w.start();
    const back = await school.authorize(started.authorizationUrl, 'ayse');
    expect(await w.redeem((await w.finish(back, started.browserBinding)).ticket)).toMatchObject({
      kind: 'signedIn',
    });
    const replayed = await w.finish(back, started.browserBinding);
    expect(await outcome(w.redeem(replayed.ticket))).toBe('identityFlowExpired');
  });

  it('refuses a code brought to a fresh flow (4074): used already, or issued for another verifier', async () => {
    const { w } = await withAyse();
    const first = await w.start();
    const firstBack = await school.authorize(first.authorizationUrl, 'ayse');
    await w.finish(firstBack, first.browserBinding);

    const stateOf = (authorizationUrl: string) => new URL(authorizationUrl).searchParams.get('state') ?? '';
    const fresh = await w.start();
    const replayed = await w.finish(firstBack, fresh.browserBinding, w.anonymous, {
      state: stateOf(fresh.authorizationUrl),
    });
    expect(replayed).toMatchObject({ page: 'login' });
    expect(await failure(w.redeem(replayed.ticket))).toMatchObject({
      code: 4074,
      data: { provider: schoolLabel },
    });

    // A code never used, but issued to another flow: its PKCE verifier and nonce are not this flow's.
    const victim = await w.start();
    const stolen = await school.authorize(victim.authorizationUrl, 'ayse');
    const thief = await w.start();
    const misused = await w.finish(stolen, thief.browserBinding, w.anonymous, {
      state: stateOf(thief.authorizationUrl),
    });
    expect(await outcome(w.redeem(misused.ticket))).toBe('identityProviderRefused');
  });

  it('refuses a callback in another browser than the one that started it, and that flow is spent', async () => {
    const { w } = await withAyse();
    const started = await w.start();
    const otherBrowser = await w.start();
    const back = await school.authorize(started.authorizationUrl, 'ayse');
    const elsewhere = await w.finish(back, otherBrowser.browserBinding);
    expect(await outcome(w.redeem(elsewhere.ticket))).toBe('identityFlowExpired');
    const spent = await w.finish(back, started.browserBinding);
    expect(await outcome(w.redeem(spent.ticket))).toBe('identityFlowExpired');

    const again = await w.start();
    const noCookie = await w.finish(await school.authorize(again.authorizationUrl, 'ayse'), undefined);
    expect(await outcome(w.redeem(noCookie.ticket))).toBe('identityFlowExpired');
  });

  it('refuses a callback on another provider’s path, and a flow older than ten minutes (4073)', async () => {
    const { w } = await withAyse();
    const started = await w.start();
    const back = await school.authorize(started.authorizationUrl, 'ayse');
    const wrongPath = await w.finish(back, started.browserBinding, w.anonymous, { provider: 'google' });
    expect(await outcome(w.redeem(wrongPath.ticket))).toBe('identityFlowExpired');
    const unknownPath = await w.finish(back, started.browserBinding, w.anonymous, { provider: 'facebook' });
    expect(await outcome(w.redeem(unknownPath.ticket))).toBe('identityFlowExpired');

    const late = await w.start();
    const lateBack = await school.authorize(late.authorizationUrl, 'ayse');
    w.clock.advanceSeconds(identityFlowMinutes * 60 + 1);
    expect(await outcome(w.redeem((await w.finish(lateBack, late.browserBinding)).ticket))).toBe(
      'identityFlowExpired',
    );
  });

  it('turns a cancel at the provider into 4074 with the provider’s name', async () => {
    const { w } = await withAyse();
    const started = await w.start(w.anonymous, { language: 'en' });
    const state = new URL(started.authorizationUrl).searchParams.get('state');
    const cancelled = new URL(`${callbackUrl}?error=access_denied&state=${state}`);
    const finished = await w.finish(cancelled, started.browserBinding);
    expect(finished).toMatchObject({ page: 'login', language: 'en' });
    expect(await failure(w.redeem(finished.ticket))).toMatchObject({
      code: 4074,
      key: 'identityProviderRefused',
      data: { provider: schoolLabel },
    });
  });

  it('counts wrong states against the address: past its failures even a right callback is refused (4040)', async () => {
    const { w } = await withAyse();
    const nowhere = new URL(`${callbackUrl}?code=x`);
    for (let attempt = 0; attempt < signInFailuresPerAddress.points; attempt += 1) {
      await w.finish(nowhere, 'binding', w.anonymous, { state: `forged-${attempt}` });
    }
    const refused = await w.goThrough('ayse');
    expect(await failure(w.redeem(refused.ticket))).toMatchObject({
      code: 4040,
      data: { retryAfterSeconds: expect.any(Number) },
    });

    const elsewhere = w.from(w.anonymous, otherAddress);
    expect(await w.signInAs('ayse', elsewhere)).toMatchObject({ kind: 'signedIn' });
  });

  it('counts a code the provider refuses against the address, but not a cancel', async () => {
    const { w } = await withAyse();
    for (let failure = 1; failure < signInFailuresPerAddress.points; failure += 1) {
      await w.ports.rateLimiter.penalize(signInFailuresPerAddress, homeAddress);
    }
    const stateOf = (authorizationUrl: string) => new URL(authorizationUrl).searchParams.get('state') ?? '';
    const cancelled = await w.start();
    await w.finish(new URL(`${callbackUrl}?error=access_denied`), cancelled.browserBinding, w.anonymous, {
      state: stateOf(cancelled.authorizationUrl),
    });
    expect(await w.signInAs('ayse')).toMatchObject({ kind: 'signedIn' });

    const forged = await w.start();
    const refused = await w.finish(
      new URL(`${callbackUrl}?code=forged`),
      forged.browserBinding,
      w.anonymous,
      {
        state: stateOf(forged.authorizationUrl),
      },
    );
    expect(await outcome(w.redeem(refused.ticket))).toBe('identityProviderRefused');
    expect(await outcome(w.signInAs('ayse'))).toBe('tooManyRequests');
  });

  it('refuses an unknown identity whose e-mail the provider does not vouch for, or that has none (4076)', async () => {
    const w = identityWorld(school);
    // The address is an account's here: an unverified claim of it must not lead to that account.
    await w.createAccount({ email: 'ayse@example.com' });
    expect(await failure(w.signInAs('unverified'))).toMatchObject({
      code: 4076,
      data: { provider: schoolLabel },
    });
    expect(await outcome(w.signInAs('noEmail'))).toBe('providerEmailNotVerified');
    expect(
      await w.ports.repositories.externalIdentities.findByProviderSubject('oidc', 'unverified'),
    ).toBeNull();
  });

  it('signs a linked identity in even when its e-mail is not verified at the provider', async () => {
    const w = identityWorld(school);
    const ayse = await w.createAccount({ email: 'ayse@example.com' });
    await w.linkDirectly(ayse.id, 'unverified');
    expect(await w.signInAs('unverified')).toMatchObject({ kind: 'signedIn' });
  });

  it('refuses passive, locked and unverified accounts with the codes of the password sign-in', async () => {
    const w = identityWorld(school);
    const passive = await w.createAccount({ email: 'passive@example.com' });
    const locked = await w.createAccount({ email: 'locked@example.com' });
    const unverified = await w.createAccount({ email: 'unverified@example.com', emailVerified: false });
    await w.ports.unitOfWork.run(async ({ repositories }) => {
      await repositories.accounts.setAccess(passive.id, { status: 'passive', isLocked: false });
      await repositories.accounts.setAccess(locked.id, { status: 'active', isLocked: true });
    });
    const cases = [
      { account: passive, person: 'ayse', key: 'accountPassive' },
      { account: locked, person: 'deniz', key: 'accountLocked' },
      { account: unverified, person: 'ayseAtWork', key: 'emailNotVerified' },
    ] as const;
    for (const { account, person, key } of cases) {
      await w.linkDirectly(account.id, person);
      const withPassword = await outcome(
        execute(signIn, w.anonymous, { email: account.email, password: 'Member!2345' }),
      );
      expect({ withPassword, withProvider: await outcome(w.signInAs(person)) }).toEqual({
        withPassword: key,
        withProvider: key,
      });
    }
  });

  it('applies the sign-in lock of the e-mail from this address after five wrong passwords (4030)', async () => {
    const { w } = await withAyse();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await execute(signIn, w.anonymous, { email: 'ayse@example.com', password: 'Wrong!2345' }).catch(
        (error: DomainError) => expect(error.code).toBe(4004),
      );
    }
    expect(await failure(w.signInAs('ayse'))).toMatchObject({
      code: 4030,
      data: { retryAfterSeconds: 900 },
    });
    // The owner elsewhere is not locked out (ADR 0002), and the lock ends after 15 minutes.
    expect(await w.signInAs('ayse', w.from(w.anonymous, otherAddress))).toMatchObject({ kind: 'signedIn' });
    w.clock.advanceSeconds(900);
    expect(await w.signInAs('ayse')).toMatchObject({ kind: 'signedIn' });
  });

  it('forgives the wrong passwords of the e-mail from this address, as a right password does', async () => {
    const { w } = await withAyse();
    const wrong = () =>
      execute(signIn, w.anonymous, { email: 'ayse@example.com', password: 'Wrong!2345' }).catch(
        () => undefined,
      );
    for (let attempt = 0; attempt < 4; attempt += 1) await wrong();
    expect(await w.signInAs('ayse')).toMatchObject({ kind: 'signedIn' });
    const series = await w.ports.unitOfWork.run(({ repositories }) =>
      repositories.signInThrottles.lockSeries('ayse@example.com', homeAddress),
    );
    expect(series).toEqual({ failedSignInCount: 0, signInLockedUntil: null, checksStartedAt: [] });
  });

  it('checks the account again when the ticket is redeemed: made passive meanwhile, no session (4031)', async () => {
    const { w, ayse } = await withAyse();
    const finished = await w.goThrough('ayse');
    await w.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.setAccess(ayse.id, { status: 'passive', isLocked: false }),
    );
    expect(await outcome(w.redeem(finished.ticket))).toBe('accountPassive');
    expect((await w.ports.repositories.accounts.findById(ayse.id))?.lastLoginAt).toBeNull();
    expect(await w.auditOf('auth.identitySignIn')).toEqual([]);
  });

  it('refuses an unknown ticket and a sign-in ticket older than two minutes (4073)', async () => {
    const { w } = await withAyse();
    expect(await outcome(w.redeem('made-up'))).toBe('identityFlowExpired');
    const finished = await w.goThrough('ayse');
    w.clock.advanceSeconds(121);
    expect(await outcome(w.redeem(finished.ticket))).toBe('identityFlowExpired');
  });

  it('limits the starts from one address (4040) for ten minutes; other addresses start', async () => {
    const w = identityWorld(school);
    for (let attempt = 0; attempt < 30; attempt += 1) await w.start();
    expect(await failure(w.start())).toMatchObject({ code: 4040, data: { retryAfterSeconds: 600 } });
    expect(
      await outcome(execute(startIdentityFlow, w.from(w.anonymous, otherAddress), { provider: 'oidc' })),
    ).toBe('done');
    w.clock.advanceSeconds(600);
    expect(await outcome(w.start())).toBe('done');
  });
});
