import { execute, getSignInMethods, type UseCaseContext, unlinkIdentity } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalOidcProvider } from '../testing/local-oidc-provider.ts';
import { failure, identityWorld, outcome, schoolLabel, startSchool } from './identities-testing.ts';

const school = { provider: 'oidc', label: schoolLabel } as const;

describe('linking and unlinking providers', () => {
  let server: LocalOidcProvider;
  beforeAll(async () => {
    server = await startSchool();
  });
  afterAll(() => server.close());

  /** Ayşe signed in with her password. */
  async function signedInAyse(options: { google?: boolean } = {}) {
    const w = identityWorld(server, options);
    const ayse = await w.createAccount({ email: 'ayse@example.com' });
    const ctx = await w.signedIn(await w.signIn(ayse.email));
    return { w, ayse, ctx };
  }

  /** An account made without a password, signed in through its linked school identity. */
  async function passwordless(options: { google?: boolean } = {}) {
    const w = identityWorld(server, options);
    const ayse = await w.createAccount({ email: 'ayse@example.com', password: null });
    await w.linkDirectly(ayse.id, 'ayse');
    const signedIn = await w.signInAs('ayse');
    if (signedIn.kind !== 'signedIn') throw new Error(`not signed in: ${signedIn.kind}`);
    return { w, ayse, ctx: await w.signedInWith(signedIn.token) };
  }

  const unlink = (ctx: UseCaseContext, provider: 'oidc' | 'google') =>
    execute(unlinkIdentity, ctx, { provider });

  it('links from the settings: back to the settings page, linked once, in the methods and the audit log', async () => {
    const { w, ayse, ctx } = await signedInAyse();
    const finished = await w.goThrough('ayseAtWork', { ctx, intent: 'link', language: 'en' });
    expect(finished).toMatchObject({ page: 'settings', language: 'en' });
    expect(await w.redeem(finished.ticket)).toEqual({ kind: 'linked', provider: 'oidc' });
    expect(await outcome(w.redeem(finished.ticket))).toBe('identityFlowExpired');

    const now = w.clock.now().toISOString();
    expect(await execute(getSignInMethods, ctx, {})).toEqual({
      hasPassword: true,
      linked: [{ provider: 'oidc', email: 'ayse@work.example.com', linkedAt: now, lastSignInAt: null }],
      available: [school],
    });
    expect(await w.auditOf('auth.linkIdentity')).toMatchObject([
      {
        actorAccountId: ayse.id,
        actorLabel: 'ayse@example.com',
        entityType: 'account',
        entityId: ayse.id,
        after: { provider: 'oidc', email: 'ayse@work.example.com' },
      },
    ]);

    const signedIn = await w.signInAs('ayseAtWork');
    if (signedIn.kind !== 'signedIn') throw new Error('not signed in');
    expect(w.accountIdOf(await w.signedInWith(signedIn.token))).toBe(ayse.id);
  });

  it('needs a signed-in account to link (4001)', async () => {
    const w = identityWorld(server);
    expect(await failure(w.start(w.anonymous, { intent: 'link' }))).toMatchObject({ code: 4001 });
  });

  it('refuses at the start a provider the account has linked already (4078)', async () => {
    const { w, ayse, ctx } = await signedInAyse();
    await w.linkDirectly(ayse.id, 'ayse');
    expect(await failure(w.start(ctx, { intent: 'link' }))).toMatchObject({
      code: 4078,
      data: { provider: schoolLabel },
    });
  });

  it('refuses at the callback a second account of a provider, from two flows started before either ended (4078)', async () => {
    const { w, ayse, ctx } = await signedInAyse();
    const first = await w.start(ctx, { intent: 'link' });
    const second = await w.start(ctx, { intent: 'link' });
    const firstDone = await w.finish(
      await server.authorize(first.authorizationUrl, 'ayse'),
      first.browserBinding,
      ctx,
    );
    expect(await w.redeem(firstDone.ticket)).toEqual({ kind: 'linked', provider: 'oidc' });

    const secondDone = await w.finish(
      await server.authorize(second.authorizationUrl, 'ayse-work'),
      second.browserBinding,
      ctx,
    );
    expect(secondDone.page).toBe('settings');
    expect(await failure(w.redeem(secondDone.ticket))).toMatchObject({
      code: 4078,
      data: { provider: schoolLabel },
    });
    expect(await w.identitiesOf(ayse.id)).toMatchObject([{ subject: 'ayse' }]);
    expect(await w.auditOf('auth.linkIdentity')).toHaveLength(1);
  });

  it('links a provider account to one account only (4077)', async () => {
    const { w, ayse, ctx } = await signedInAyse();
    const deniz = await w.createAccount({ email: 'deniz@example.com' });
    await w.linkDirectly(deniz.id, 'deniz');
    expect(await failure(w.linkFromSettings('deniz', ctx))).toMatchObject({
      code: 4077,
      key: 'identityLinkedElsewhere',
      data: { provider: schoolLabel },
    });
    expect(await w.identitiesOf(ayse.id)).toEqual([]);
    expect(await w.auditOf('auth.linkIdentity')).toEqual([]);
  });

  it('unlinks while a password remains, answers the methods, and logs it', async () => {
    const { w, ayse, ctx } = await signedInAyse();
    await w.linkFromSettings('ayse', ctx);
    const methods = await execute(unlinkIdentity, ctx, { provider: 'oidc' });
    expect(methods).toEqual({ hasPassword: true, linked: [], available: [school] });
    expect(await w.identitiesOf(ayse.id)).toEqual([]);
    expect(await w.auditOf('auth.unlinkIdentity')).toMatchObject([
      {
        actorAccountId: ayse.id,
        actorLabel: 'ayse@example.com',
        entityId: ayse.id,
        after: { provider: 'oidc', email: 'Ayse@Example.com' },
      },
    ]);
    // No longer linked: her verified address now asks for the password again.
    expect(await w.signInAs('ayse')).toMatchObject({ kind: 'linkWithPassword' });
  });

  it('refuses to unlink the last way in (4079) and a provider not linked (4002)', async () => {
    const { w, ayse, ctx } = await passwordless();
    expect(await execute(getSignInMethods, ctx, {})).toMatchObject({
      hasPassword: false,
      linked: [{ provider: 'oidc' }],
    });
    expect(await failure(unlink(ctx, 'oidc'))).toMatchObject({ code: 4079, key: 'lastSignInMethod' });
    expect(await failure(unlink(ctx, 'google'))).toMatchObject({ code: 4002 });
    expect(await w.identitiesOf(ayse.id)).toHaveLength(1);
    expect(await w.auditOf('auth.unlinkIdentity')).toEqual([]);
  });

  it('leaves one of the last two providers when both are unlinked at once', async () => {
    const { w, ayse, ctx } = await passwordless({ google: true });
    await w.linkDirectly(ayse.id, 'ayseAtWork', 'google');
    const results = await Promise.all([outcome(unlink(ctx, 'oidc')), outcome(unlink(ctx, 'google'))]);
    expect(results.sort()).toEqual(['done', 'lastSignInMethod']);
    expect(await w.identitiesOf(ayse.id)).toHaveLength(1);
    expect(await w.auditOf('auth.unlinkIdentity')).toHaveLength(1);
  });

  it('counts only providers configured here as another way in', async () => {
    const { w, ayse, ctx } = await passwordless();
    // Linked while Google was configured; it is not any more, so it lets nobody in.
    await w.linkDirectly(ayse.id, 'ayseAtWork', 'google');
    expect(await outcome(unlink(ctx, 'oidc'))).toBe('lastSignInMethod');
    const methods = await unlink(ctx, 'google');
    expect(methods).toMatchObject({
      hasPassword: false,
      linked: [{ provider: 'oidc' }],
      available: [school],
    });
  });

  it('shows the sign-in methods of an account without links', async () => {
    const { ctx } = await signedInAyse({ google: true });
    expect(await execute(getSignInMethods, ctx, {})).toEqual({
      hasPassword: true,
      linked: [],
      available: expect.arrayContaining([school, { provider: 'google', label: 'Google' }]),
    });
  });
});
