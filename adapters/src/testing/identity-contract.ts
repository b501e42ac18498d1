import type { IdentityFlow, IdentityTicket, NewExternalIdentity } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);

/**
 * Linked provider accounts, and the flows and tickets of signing in with one (ADR 0023): the
 * identity part of the repository contract, called from `describeRepositoryContract` so that
 * memory, PGlite and PostgreSQL all pass it.
 */
export function describeIdentityContract(persistence: () => PersistenceUnderTest): void {
  const { reads, write, member } = contractHelpers(persistence, 'identity');
  let counter = 0;
  const link = (identity: Partial<NewExternalIdentity> & Pick<NewExternalIdentity, 'accountId'>) =>
    write(({ externalIdentities }) =>
      externalIdentities.link({
        provider: 'google',
        subject: 'google-subject-1',
        email: 'ayse@gmail.example',
        linkedAt: at('10:00'),
        ...identity,
      }),
    );
  const flow = (overrides: Partial<IdentityFlow> = {}): IdentityFlow => ({
    stateHash: `state-${++counter}`,
    browserBindingHash: 'binding-hash',
    provider: 'oidc',
    intent: 'signIn',
    accountId: null,
    codeVerifier: 'verifier',
    nonce: 'nonce',
    language: 'tr',
    createdAt: at('10:00'),
    expiresAt: at('10:10'),
    ...overrides,
  });
  const ticket = (overrides: Partial<IdentityTicket> = {}): IdentityTicket => ({
    ticketHash: `ticket-${++counter}`,
    kind: 'register',
    provider: 'oidc',
    accountId: null,
    identity: {
      subject: 'oidc-subject',
      email: 'new@example.com',
      emailVerified: true,
      name: 'Can',
      surname: 'Demir',
    },
    refusal: null,
    createdAt: at('10:00'),
    expiresAt: at('11:00'),
    ...overrides,
  });
  const saveFlow = (saved: IdentityFlow) => write(({ identityFlows }) => identityFlows.saveFlow(saved));
  const saveTicket = (saved: IdentityTicket) => write(({ identityFlows }) => identityFlows.saveTicket(saved));
  const takeFlow = (stateHash: string) => write(({ identityFlows }) => identityFlows.takeFlow(stateHash));
  const takeTicket = (ticketHash: string) =>
    write(({ identityFlows }) => identityFlows.takeTicket(ticketHash));
  const findTicket = (ticketHash: string) =>
    write(({ identityFlows }) => identityFlows.findTicket(ticketHash));

  describe('external identities', () => {
    it('links a provider account and finds it by provider and subject', async () => {
      const ayse = await member();
      const linked = await link({ accountId: ayse.id });
      expect(linked).toEqual({
        id: expect.any(String),
        accountId: ayse.id,
        provider: 'google',
        subject: 'google-subject-1',
        email: 'ayse@gmail.example',
        linkedAt: at('10:00'),
        lastSignInAt: null,
      });
      expect(await reads().externalIdentities.findByProviderSubject('google', 'google-subject-1')).toEqual(
        linked,
      );
      // The subject is the provider's: the same subject at another provider is another person.
      expect(await reads().externalIdentities.findByProviderSubject('oidc', 'google-subject-1')).toBeNull();
      expect(await reads().externalIdentities.findByProviderSubject('google', 'other')).toBeNull();
    });

    it("lists an account's links oldest first, and only its own", async () => {
      const ayse = await member();
      const other = await member();
      await link({ accountId: ayse.id, provider: 'google', subject: 'g', linkedAt: at('10:00') });
      await link({ accountId: ayse.id, provider: 'oidc', subject: 'o', email: null, linkedAt: at('09:00') });
      await link({ accountId: ayse.id, provider: 'microsoft', subject: 'm', linkedAt: at('11:00') });
      await link({ accountId: other.id, provider: 'linkedin', subject: 'l', linkedAt: at('08:00') });
      const listed = await reads().externalIdentities.listOfAccount(ayse.id);
      expect(listed.map((identity) => identity.provider)).toEqual(['oidc', 'google', 'microsoft']);
      expect(listed[0]).toMatchObject({ subject: 'o', email: null });
      expect(await reads().externalIdentities.listOfAccount((await member()).id)).toEqual([]);
    });

    it('unlinks one provider of one account, and answers whether there was a link', async () => {
      const ayse = await member();
      const other = await member();
      await link({ accountId: ayse.id, provider: 'google', subject: 'g' });
      await link({ accountId: ayse.id, provider: 'oidc', subject: 'o' });
      await link({ accountId: other.id, provider: 'google', subject: 'g2' });
      expect(await write(({ externalIdentities }) => externalIdentities.unlink(ayse.id, 'google'))).toBe(
        true,
      );
      expect(await write(({ externalIdentities }) => externalIdentities.unlink(ayse.id, 'google'))).toBe(
        false,
      );
      expect(await write(({ externalIdentities }) => externalIdentities.unlink(ayse.id, 'linkedin'))).toBe(
        false,
      );
      expect((await reads().externalIdentities.listOfAccount(ayse.id)).map((i) => i.provider)).toEqual([
        'oidc',
      ]);
      expect(await reads().externalIdentities.listOfAccount(other.id)).toHaveLength(1);
      // Unlinked, the provider account may link again, and the account may link that provider.
      await link({ accountId: ayse.id, provider: 'google', subject: 'g' });
    });

    it('records the last sign-in of one link', async () => {
      const ayse = await member();
      const google = await link({ accountId: ayse.id, provider: 'google', subject: 'g' });
      const oidc = await link({ accountId: ayse.id, provider: 'oidc', subject: 'o' });
      await write(({ externalIdentities }) => externalIdentities.recordSignIn(google.id, at('12:00')));
      await write(({ externalIdentities }) => externalIdentities.recordSignIn(google.id, at('13:00')));
      expect(await reads().externalIdentities.findByProviderSubject('google', 'g')).toEqual({
        ...google,
        lastSignInAt: at('13:00'),
      });
      expect(await reads().externalIdentities.findByProviderSubject('oidc', 'o')).toEqual(oidc);
    });

    it('links a provider account to one account only (4077), and changes nothing when refused', async () => {
      const ayse = await member();
      const other = await member();
      await link({ accountId: ayse.id, subject: 'shared' });
      const again = link({ accountId: other.id, subject: 'shared' });
      await expect(again).rejects.toThrow(DomainError);
      await expect(again).rejects.toMatchObject({ key: 'identityLinkedElsewhere', code: 4077 });
      // The same link once more is the same provider account too.
      await expect(link({ accountId: ayse.id, subject: 'shared' })).rejects.toMatchObject({
        key: 'identityLinkedElsewhere',
      });
      expect(await reads().externalIdentities.listOfAccount(other.id)).toEqual([]);
      expect((await reads().externalIdentities.findByProviderSubject('google', 'shared'))?.accountId).toBe(
        ayse.id,
      );
    });

    it('links one account of each provider to an account (4078)', async () => {
      const ayse = await member();
      await link({ accountId: ayse.id, provider: 'google', subject: 'first' });
      const second = link({ accountId: ayse.id, provider: 'google', subject: 'second' });
      await expect(second).rejects.toThrow(DomainError);
      await expect(second).rejects.toMatchObject({ key: 'providerAlreadyLinked', code: 4078 });
      expect(await reads().externalIdentities.findByProviderSubject('google', 'second')).toBeNull();
      // Another provider is another rule.
      await link({ accountId: ayse.id, provider: 'microsoft', subject: 'second' });
      expect(await reads().externalIdentities.listOfAccount(ayse.id)).toHaveLength(2);
    });

    it("goes with the account, with the account's flows and tickets", async () => {
      const ayse = await member();
      const other = await member();
      await link({ accountId: ayse.id, provider: 'google', subject: 'g' });
      await link({ accountId: other.id, provider: 'oidc', subject: 'o' });
      const linking = flow({ intent: 'link', accountId: ayse.id });
      const othersFlow = flow({ intent: 'link', accountId: other.id });
      const signIn = ticket({ kind: 'signIn', accountId: ayse.id, identity: null });
      const othersTicket = ticket({ kind: 'signIn', accountId: other.id, identity: null });
      for (const saved of [linking, othersFlow]) await saveFlow(saved);
      for (const saved of [signIn, othersTicket]) await saveTicket(saved);

      expect(await write(({ accounts }) => accounts.delete(ayse.id))).toBe(true);

      expect(await reads().externalIdentities.listOfAccount(ayse.id)).toEqual([]);
      expect(await reads().externalIdentities.findByProviderSubject('google', 'g')).toBeNull();
      expect(await takeFlow(linking.stateHash)).toBeNull();
      expect(await findTicket(signIn.ticketHash)).toBeNull();
      // The provider account is free to link to another account.
      await link({ accountId: other.id, provider: 'google', subject: 'g' });
      expect(await reads().externalIdentities.listOfAccount(other.id)).toHaveLength(2);
      expect(await takeFlow(othersFlow.stateHash)).toEqual(othersFlow);
      expect(await findTicket(othersTicket.ticketHash)).toEqual(othersTicket);
    });
  });

  describe('identity flows and tickets', () => {
    it('hands a flow out once, whole, and an expired one too', async () => {
      const ayse = await member();
      const linking = flow({ intent: 'link', accountId: ayse.id, provider: 'google', language: 'en' });
      const expired = flow({ expiresAt: at('09:00') });
      await saveFlow(linking);
      await saveFlow(expired);
      expect(await takeFlow(linking.stateHash)).toEqual(linking);
      expect(await takeFlow(linking.stateHash)).toBeNull();
      // Whether it is still valid is the use case's to judge (and answer "expired", not "unknown").
      expect(await takeFlow(expired.stateHash)).toEqual(expired);
      expect(await takeFlow('never-saved')).toBeNull();
    });

    it('keeps a flow when the unit of work that took it fails', async () => {
      const saved = flow();
      await saveFlow(saved);
      const failing = write(async ({ identityFlows }) => {
        expect(await identityFlows.takeFlow(saved.stateHash)).toEqual(saved);
        throw new Error('the callback failed after taking the flow');
      });
      await expect(failing).rejects.toThrow('the callback failed');
      expect(await takeFlow(saved.stateHash)).toEqual(saved);
    });

    it('hands a ticket out once; finding it uses nothing up', async () => {
      const register = ticket();
      await saveTicket(register);
      expect(await findTicket(register.ticketHash)).toEqual(register);
      expect(await findTicket(register.ticketHash)).toEqual(register);
      expect(await takeTicket(register.ticketHash)).toEqual(register);
      expect(await takeTicket(register.ticketHash)).toBeNull();
      expect(await findTicket(register.ticketHash)).toBeNull();
      expect(await findTicket('never-saved')).toBeNull();

      const expired = ticket({ expiresAt: at('09:00') });
      await saveTicket(expired);
      expect(await takeTicket(expired.ticketHash)).toEqual(expired);
    });

    it('keeps every kind of ticket as it was saved', async () => {
      const ayse = await member();
      const saved: IdentityTicket[] = [
        ticket({ kind: 'signIn', provider: 'google', accountId: ayse.id, identity: null }),
        ticket({ kind: 'linked', provider: 'microsoft', accountId: ayse.id, identity: null }),
        ticket({
          kind: 'linkWithPassword',
          provider: 'linkedin',
          accountId: ayse.id,
          identity: {
            subject: 'l',
            email: 'ayse@example.com',
            emailVerified: true,
            name: 'Ayşe',
            surname: 'Yılmaz',
          },
        }),
        // A provider may give no e-mail, or one it does not vouch for.
        ticket({
          kind: 'register',
          identity: { subject: 's', email: null, emailVerified: false, name: '', surname: '' },
        }),
        ticket({
          kind: 'refused',
          provider: 'google',
          identity: null,
          refusal: { key: 'providerEmailNotVerified', data: { provider: 'Google', nested: { count: 2 } } },
        }),
        ticket({ kind: 'refused', identity: null, refusal: { key: 'identityFlowExpired' } }),
      ];
      for (const each of saved) await saveTicket(each);
      for (const each of saved) expect(await findTicket(each.ticketHash)).toEqual(each);
      for (const each of saved) expect(await takeTicket(each.ticketHash)).toEqual(each);
    });

    it('deletes only the flows and tickets that expired before the given time', async () => {
      const expiredFlow = flow({ expiresAt: at('09:59') });
      const flowEndingNow = flow({ expiresAt: at('10:00') });
      const liveFlow = flow({ expiresAt: at('10:10') });
      const expiredTickets = [ticket({ expiresAt: at('09:00') }), ticket({ expiresAt: at('09:30') })];
      const liveTicket = ticket({ expiresAt: at('11:00') });
      for (const saved of [expiredFlow, flowEndingNow, liveFlow]) await saveFlow(saved);
      for (const saved of [...expiredTickets, liveTicket]) await saveTicket(saved);

      expect(await write(({ identityFlows }) => identityFlows.deleteExpiredBefore(at('10:00')))).toBe(3);
      expect(await write(({ identityFlows }) => identityFlows.deleteExpiredBefore(at('10:00')))).toBe(0);

      expect(await takeFlow(expiredFlow.stateHash)).toBeNull();
      for (const gone of expiredTickets) expect(await findTicket(gone.ticketHash)).toBeNull();
      expect(await takeFlow(flowEndingNow.stateHash)).toEqual(flowEndingNow);
      expect(await takeFlow(liveFlow.stateHash)).toEqual(liveFlow);
      expect(await findTicket(liveTicket.ticketHash)).toEqual(liveTicket);
    });
  });
}
