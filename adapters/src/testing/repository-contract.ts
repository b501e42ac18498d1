import type {
  Account,
  MatchingSnapshotAt,
  NewAccount,
  NewLedgerEntry,
  NewSession,
  Repositories,
} from '@coach/core';
import { defaultApplicationSettings } from '@coach/core/contracts/settings';
import { DomainError } from '@coach/core/errors/domain-error';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeAccountAdminContract } from './account-admin-contract.ts';
import { describeAccountFileContract } from './account-file-contract.ts';
import { describeBackOfficeContract } from './back-office-contract.ts';
import { describeCoachingContract } from './coaching-contract.ts';
import { describeContactMessageContract } from './contact-contract.ts';
import { describeConversationContract } from './conversation-contract.ts';
import { describeExportContract } from './export-contract.ts';
import { describeIdentityContract } from './identity-contract.ts';
import { expectMatchingChangesTold, expectMatchingFactsKept } from './matching-facts-check.ts';
import { describeMatchingRunsContract } from './matching-runs-contract.ts';
import { describeNotificationsContract } from './notifications-contract.ts';
import { describeOperationsContract } from './operations-contract.ts';
import { describePaymentsContract } from './payments-contract.ts';
import type { PersistenceUnderTest, RawSql } from './persistence-under-test.ts';
import { describeProfileContract } from './profile-contract.ts';
import { describeProjectsContract } from './projects-contract.ts';
import { describeRecordedWaitsContract } from './recorded-waits-contract.ts';
import {
  expectFunnelStepsKept,
  expectLedgerHourTotalsKept,
  expectWaitHistogramKept,
} from './report-summaries-check.ts';
import { describeSessionPlansContract } from './session-plans-contract.ts';

export interface RepositoryContractSubject {
  /** Once per kind, before its tests (open and migrate a database). */
  setUp?(): Promise<void>;
  tearDown?(): Promise<void>;
  /** An empty persistence for one test. */
  fresh(): Promise<PersistenceUnderTest>;
  /** Raw SQL on that persistence's database (SQL kinds): for states no port can make. */
  rawSql?: RawSql;
}

const newAccount = (overrides: Partial<NewAccount> = {}): NewAccount => ({
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: `ayse.${Math.random().toString(36).slice(2)}@example.com`,
  passwordHash: 'hash',
  accountRoleType: 'User',
  ...overrides,
});

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);

/**
 * The one repository contract suite: the memory persistence, PGlite and PostgreSQL all pass it, so
 * use-case tests on the memory kind say something about production. Writes go through
 * `unitOfWork.run`, reads through the read-only `repositories`, as in the use cases.
 */
export function describeRepositoryContract(kind: string, subject: RepositoryContractSubject): void {
  describe(`repository contract on ${kind}`, () => {
    let persistence: PersistenceUnderTest;
    /** The matching snapshot as the test found it, and its moment. */
    let before: { snapshot: MatchingSnapshotAt; at: Date };
    if (subject.setUp) beforeAll(() => subject.setUp?.());
    if (subject.tearDown) afterAll(() => subject.tearDown?.());
    beforeEach(async () => {
      persistence = await subject.fresh();
      const at = new Date();
      before = { snapshot: await persistence.repositories.projectRequests.matchingSnapshot(at), at };
    });
    // Whatever a test wrote, the members' matching facts a store keeps still equal the tables', and
    // the changes it tells bring the snapshot the test found up to date (ADR 0047); so do each
    // account's funnel steps, the ledger's hourly sums and the waits' histogram (ADR 0051).
    afterEach(async () => {
      await expectMatchingFactsKept(persistence.repositories, subject.rawSql, new Date());
      if (subject.rawSql) {
        await expectFunnelStepsKept(subject.rawSql);
        await expectLedgerHourTotalsKept(subject.rawSql);
        await expectWaitHistogramKept(subject.rawSql);
      }
      await expectMatchingChangesTold(persistence.repositories, before.snapshot, before.at);
    });

    const reads = () => persistence.repositories;
    const write = <T>(work: (repositories: Repositories) => Promise<T>) =>
      persistence.unitOfWork.run(({ repositories }) => work(repositories));
    const insertAccount = (overrides: Partial<NewAccount> = {}) =>
      write((repositories) => repositories.accounts.insert(newAccount(overrides)));
    const session = (accountId: string, tokenHash: string, times: Partial<NewSession> = {}): NewSession => ({
      accountId,
      tokenHash,
      createdAt: at('10:00'),
      expiresAt: at('10:30'),
      absoluteExpiresAt: at('22:00'),
      ...times,
    });

    describeOperationsContract(() => persistence);
    describeAccountAdminContract(() => persistence);
    describeProfileContract(() => persistence);
    describeAccountFileContract(() => persistence);
    describeBackOfficeContract(() => persistence, kind);
    describeContactMessageContract(() => persistence);
    describeProjectsContract(() => persistence, kind, subject.rawSql);
    describeMatchingRunsContract(() => persistence);
    describeRecordedWaitsContract(() => persistence);
    describePaymentsContract(() => persistence, kind);
    describeCoachingContract(() => persistence);
    describeConversationContract(() => persistence);
    describeSessionPlansContract(() => persistence);
    describeIdentityContract(() => persistence);
    describeExportContract(() => persistence, subject.rawSql);
    describeNotificationsContract(() => persistence);

    describe('accounts', () => {
      it('stores an account with the defaults of a new member and finds it by id and e-mail', async () => {
        const created = await insertAccount({ email: 'ayse@example.com', languages: ['tr'] });
        expect(created).toMatchObject({
          email: 'ayse@example.com',
          score: 0,
          status: 'active',
          isLocked: false,
          themePack: 'theme1',
          languages: ['tr'],
          emailVerifiedAt: null,
          phone: null,
          identityNumber: null,
          subscriptionEndDate: null,
          lastLoginAt: null,
        } satisfies Partial<Account>);
        expect(created.createdAt).toBeInstanceOf(Date);
        expect(await reads().accounts.findById(created.id)).toEqual(created);
        expect(await reads().accounts.findByEmail('ayse@example.com')).toEqual(created);
        expect(await reads().accounts.findByEmail('nobody@example.com')).toBeNull();
        expect(await write((repositories) => repositories.accounts.findByIdForUpdate(created.id))).toEqual(
          created,
        );
      });

      it('answers copies: changing what it answered changes nothing stored', async () => {
        const created = await insertAccount({ languages: ['tr'] });
        const found = (await reads().accounts.findById(created.id)) as unknown as {
          score: number;
          languages: string[];
        };
        found.score = 99;
        found.languages.push('en');
        expect(await reads().accounts.findById(created.id)).toMatchObject({ score: 0, languages: ['tr'] });
      });

      it('refuses a second account with the same e-mail (4006) or identity number (4018)', async () => {
        await insertAccount({ email: 'same@example.com', identityNumber: '10000000146' });
        const sameEmail = insertAccount({ email: 'same@example.com' });
        await expect(sameEmail).rejects.toThrow(DomainError);
        await expect(sameEmail).rejects.toMatchObject({ code: 4006 });
        await expect(insertAccount({ identityNumber: '10000000146' })).rejects.toMatchObject({
          code: 4018,
        });
        // Accounts without an identity number never collide (NULLs are distinct).
        await insertAccount();
        await insertAccount();
        expect((await reads().accounts.countMembers(at('10:00'))).memberCount).toBe(3);
      });

      it('keeps the last login, the status and the administrator lock', async () => {
        const { id } = await insertAccount();
        await write(async (repositories) => {
          await repositories.accounts.recordLogin(id, at('09:00'));
          await repositories.accounts.setAccess(id, { status: 'passive', isLocked: true });
        });
        expect(await reads().accounts.findById(id)).toMatchObject({
          lastLoginAt: at('09:00'),
          status: 'passive',
          isLocked: true,
        });
      });

      it('counts members, and as active only those active with a membership ending in the future', async () => {
        const now = at('10:00');
        const future = new Date('2026-06-01T00:00:00Z');
        await insertAccount({ subscriptionEndDate: future });
        await insertAccount({ subscriptionEndDate: new Date('2026-01-01T00:00:00Z') });
        await insertAccount({ subscriptionEndDate: null });
        const passive = await insertAccount({ subscriptionEndDate: future });
        await write((repositories) =>
          repositories.accounts.setAccess(passive.id, { status: 'passive', isLocked: false }),
        );
        await insertAccount({ accountRoleType: 'Administrator', subscriptionEndDate: future });
        expect(await reads().accounts.countMembers(now)).toEqual({ memberCount: 4, activeMemberCount: 1 });
      });

      it('finds a bulk action’s accounts by the list’s filter, its lock included, in id order', async () => {
        const open = await insertAccount();
        const locked = await insertAccount();
        await write((repositories) =>
          repositories.accounts.setAccess(locked.id, { status: 'active', isLocked: true }),
        );
        const idsOf = (filter: { search: string; locked?: boolean }) =>
          reads().accounts.selectionIdsAfter({ filter: { role: 'User', ...filter } }, null, 10);
        expect(await idsOf({ search: '', locked: true })).toEqual([locked.id]);
        expect(await idsOf({ search: '', locked: false })).toEqual([open.id]);
        expect(await idsOf({ search: '' })).toEqual([open.id, locked.id].sort());
      });
    });

    describe('account tokens', () => {
      it('issues a link that a newer one of the same purpose replaces, finds it by hash and uses it once', async () => {
        const account = await insertAccount();
        const link = (tokenHash: string, createdAt: string, purpose: 'reset_password' | 'set_password') => ({
          accountId: account.id,
          purpose,
          tokenHash,
          createdAt: at(createdAt),
          expiresAt: at('11:00'),
        });
        const first = await write(({ accountTokens }) =>
          accountTokens.issue(link('hash-1', '10:00', 'reset_password')),
        );
        expect(first).toEqual({
          id: expect.any(String),
          accountId: account.id,
          purpose: 'reset_password',
          createdAt: at('10:00'),
          expiresAt: at('11:00'),
          usedAt: null,
        });
        expect(first).not.toHaveProperty('tokenHash');
        await write(({ accountTokens }) => accountTokens.issue(link('hash-set', '10:01', 'set_password')));
        await write(({ accountTokens }) => accountTokens.issue(link('hash-2', '10:05', 'reset_password')));
        await write(async ({ accountTokens }) => {
          expect(await accountTokens.findForUpdate('hash-1')).toMatchObject({ usedAt: at('10:05') });
          expect(await accountTokens.findForUpdate('hash-set')).toMatchObject({ usedAt: null });
          const second = await accountTokens.findForUpdate('hash-2');
          expect(second).toMatchObject({ usedAt: null });
          await accountTokens.markUsed(second?.id ?? '', at('10:10'));
          expect(await accountTokens.findForUpdate('unknown')).toBeNull();
        });
        expect(await write(({ accountTokens }) => accountTokens.findForUpdate('hash-2'))).toMatchObject({
          usedAt: at('10:10'),
        });
      });
    });

    describe('sign-in throttles', () => {
      it('keeps one series per e-mail and client address, and forgets all of an e-mail at once', async () => {
        const locked = {
          failedSignInCount: 5,
          signInLockedUntil: at('10:15'),
          checksStartedAt: [at('10:00'), at('10:01')],
        };
        const fresh = { failedSignInCount: 0, signInLockedUntil: null, checksStartedAt: [] };
        await write(async ({ signInThrottles }) => {
          expect(await signInThrottles.lockSeries('a@example.com', '10.0.0.1')).toEqual(fresh);
          await signInThrottles.saveSeries('a@example.com', '10.0.0.1', locked);
          await signInThrottles.lockSeries('a@example.com', undefined);
          await signInThrottles.saveSeries('a@example.com', undefined, { ...locked, failedSignInCount: 2 });
          await signInThrottles.lockSeries('b@example.com', '10.0.0.1');
          await signInThrottles.saveSeries('b@example.com', '10.0.0.1', { ...locked, failedSignInCount: 1 });
        });
        await write(async ({ signInThrottles }) => {
          expect(await signInThrottles.lockSeries('a@example.com', '10.0.0.1')).toEqual(locked);
          expect(await signInThrottles.lockSeries('a@example.com', undefined)).toMatchObject({
            failedSignInCount: 2,
          });
          expect(await signInThrottles.lockSeries('a@example.com', '10.0.0.2')).toEqual(fresh);
          await signInThrottles.clearForEmail('a@example.com');
        });
        await write(async ({ signInThrottles }) => {
          expect(await signInThrottles.lockSeries('a@example.com', '10.0.0.1')).toEqual(fresh);
          expect(await signInThrottles.lockSeries('a@example.com', undefined)).toEqual(fresh);
          expect(await signInThrottles.lockSeries('b@example.com', '10.0.0.1')).toMatchObject({
            failedSignInCount: 1,
          });
        });
      });

      it('deletes series idle since before a moment whose lock had ended, and keeps the rest', async () => {
        // Series are stamped with the database's own time, so this case works with the real clock.
        const hour = 3_600_000;
        const now = Date.now();
        await write(async ({ signInThrottles }) => {
          await signInThrottles.lockSeries('idle@example.com', '10.0.0.1');
          await signInThrottles.saveSeries('idle@example.com', '10.0.0.1', {
            failedSignInCount: 2,
            signInLockedUntil: null,
            checksStartedAt: [],
          });
          await signInThrottles.lockSeries('locked@example.com', '10.0.0.1');
          await signInThrottles.saveSeries('locked@example.com', '10.0.0.1', {
            failedSignInCount: 5,
            signInLockedUntil: new Date(now + 2 * hour),
            checksStartedAt: [],
          });
        });
        expect(
          await write(({ signInThrottles }) => signInThrottles.deleteIdleBefore(new Date(now - hour))),
        ).toBe(0);
        // An hour from now both are idle, but one is still locked then: only the other goes.
        expect(
          await write(({ signInThrottles }) => signInThrottles.deleteIdleBefore(new Date(now + hour))),
        ).toBe(1);
        await write(async ({ signInThrottles }) => {
          expect(await signInThrottles.lockSeries('idle@example.com', '10.0.0.1')).toMatchObject({
            failedSignInCount: 0,
          });
          expect(await signInThrottles.lockSeries('locked@example.com', '10.0.0.1')).toMatchObject({
            failedSignInCount: 5,
          });
        });
      });
    });

    describe('password reset requests', () => {
      it('takes queued requests oldest first, each once, and gives them back when the taking rolls back', async () => {
        await write(async ({ passwordResetRequests }) => {
          await passwordResetRequests.add({
            email: 'b@example.com',
            language: 'en',
            requestedAt: at('10:01'),
          });
          await passwordResetRequests.add({
            email: 'a@example.com',
            language: 'tr',
            requestedAt: at('10:00'),
          });
        });
        const failed = write(async ({ passwordResetRequests }) => {
          expect(await passwordResetRequests.takeOldest(5)).toHaveLength(2);
          throw new Error('mail could not be queued');
        });
        await expect(failed).rejects.toThrow('mail could not be queued');
        expect(await write(({ passwordResetRequests }) => passwordResetRequests.takeOldest(1))).toEqual([
          { email: 'a@example.com', language: 'tr', requestedAt: at('10:00') },
        ]);
        expect(await write(({ passwordResetRequests }) => passwordResetRequests.takeOldest(5))).toEqual([
          { email: 'b@example.com', language: 'en', requestedAt: at('10:01') },
        ]);
        expect(await write(({ passwordResetRequests }) => passwordResetRequests.takeOldest(5))).toEqual([]);
      });
    });

    describe('trusted devices', () => {
      it('finds a device for the e-mail it was trusted for only, forgets one or all of an e-mail, and deletes the expired', async () => {
        await write(async ({ trustedDevices }) => {
          await trustedDevices.trust('a@example.com', { tokenHash: 'd1', expiresAt: at('12:00') });
          await trustedDevices.trust('a@example.com', { tokenHash: 'd2', expiresAt: at('10:00') });
          await trustedDevices.trust('b@example.com', { tokenHash: 'd3', expiresAt: at('12:00') });
        });
        const { trustedDevices } = reads();
        expect(await trustedDevices.findFor('d1', 'a@example.com')).toEqual({
          tokenHash: 'd1',
          expiresAt: at('12:00'),
        });
        expect(await trustedDevices.findFor('d1', 'b@example.com')).toBeNull();
        expect(await trustedDevices.findFor('unknown', 'a@example.com')).toBeNull();

        expect(
          await write((repositories) => repositories.trustedDevices.deleteExpiredBefore(at('11:00'))),
        ).toBe(1);
        expect(await trustedDevices.findFor('d2', 'a@example.com')).toBeNull();
        await write((repositories) => repositories.trustedDevices.forget('d3'));
        expect(await trustedDevices.findFor('d3', 'b@example.com')).toBeNull();
        await write((repositories) =>
          repositories.trustedDevices.trust('b@example.com', { tokenHash: 'd4', expiresAt: at('12:00') }),
        );
        await write((repositories) => repositories.trustedDevices.forgetEmail('a@example.com'));
        expect(await trustedDevices.findFor('d1', 'a@example.com')).toBeNull();
        expect(await trustedDevices.findFor('d4', 'b@example.com')).not.toBeNull();
      });
    });

    describe('sessions', () => {
      it('finds a session with its account by token hash, renews and revokes it', async () => {
        const account = await insertAccount();
        const created = await write((repositories) =>
          repositories.sessions.create(session(account.id, 'h1')),
        );
        expect(created).toEqual({
          id: created.id,
          accountId: account.id,
          createdAt: at('10:00'),
          lastUsedAt: at('10:00'),
          expiresAt: at('10:30'),
          absoluteExpiresAt: at('22:00'),
          revokedAt: null,
        });
        expect(created).not.toHaveProperty('tokenHash');
        expect(await reads().sessions.findWithAccountByTokenHash('h1')).toEqual({
          session: created,
          account,
        });

        await write(async (repositories) => {
          await repositories.sessions.renew(created.id, at('10:20'), at('10:50'));
          await repositories.sessions.revoke(created.id, at('10:20'));
        });
        const found = await reads().sessions.findWithAccountByTokenHash('h1');
        expect(found?.session).toMatchObject({
          lastUsedAt: at('10:20'),
          expiresAt: at('10:50'),
          absoluteExpiresAt: at('22:00'),
          revokedAt: at('10:20'),
        });
        expect(found?.session).not.toHaveProperty('tokenHash');
        expect(await reads().sessions.findWithAccountByTokenHash('other')).toBeNull();
      });

      it('answers the account as it is now with its session', async () => {
        const account = await insertAccount();
        await write((repositories) => repositories.sessions.create(session(account.id, 'h2')));
        await write((repositories) =>
          repositories.accounts.setAccess(account.id, { status: 'passive', isLocked: false }),
        );
        const found = await reads().sessions.findWithAccountByTokenHash('h2');
        expect(found?.account).toEqual({ ...account, status: 'passive' });
      });

      it('ends every open session of one account, and counts them', async () => {
        const { id: mine } = await insertAccount();
        const { id: other } = await insertAccount();
        const ended = await write(async ({ sessions }) => {
          await sessions.create(session(mine, 'm1'));
          await sessions.create(session(mine, 'm2'));
          const earlier = await sessions.create(session(mine, 'm3'));
          await sessions.revoke(earlier.id, at('10:05'));
          await sessions.create(session(other, 'o1'));
          return sessions.revokeAllOfAccount(mine, at('10:10'));
        });
        expect(ended).toBe(2);
        const revokedAtOf = async (hash: string) =>
          (await reads().sessions.findWithAccountByTokenHash(hash))?.session.revokedAt;
        expect(await revokedAtOf('m1')).toEqual(at('10:10'));
        expect(await revokedAtOf('m2')).toEqual(at('10:10'));
        expect(await revokedAtOf('m3')).toEqual(at('10:05'));
        expect(await revokedAtOf('o1')).toBeNull();
        expect(await write(({ sessions }) => sessions.revokeAllOfAccount(mine, at('10:20')))).toBe(0);
      });

      it('deletes the sessions that ended (idle, absolute or revoked) before a moment, and counts them', async () => {
        const { id } = await insertAccount();
        const deleted = await write(async ({ sessions }) => {
          await sessions.create(session(id, 'idle', { expiresAt: at('10:30') }));
          await sessions.create(
            session(id, 'absolute', { expiresAt: at('12:30'), absoluteExpiresAt: at('10:45') }),
          );
          const revoked = await sessions.create(session(id, 'revoked', { expiresAt: at('12:30') }));
          await sessions.revoke(revoked.id, at('10:40'));
          const revokedLater = await sessions.create(
            session(id, 'revoked-later', { expiresAt: at('12:30') }),
          );
          await sessions.revoke(revokedLater.id, at('11:30'));
          await sessions.create(session(id, 'open', { expiresAt: at('12:30') }));
          return sessions.deleteEndedBefore(at('11:00'));
        });
        expect(deleted).toBe(3);
        for (const gone of ['idle', 'absolute', 'revoked']) {
          expect(await reads().sessions.findWithAccountByTokenHash(gone), gone).toBeNull();
        }
        for (const kept of ['revoked-later', 'open']) {
          expect(await reads().sessions.findWithAccountByTokenHash(kept), kept).not.toBeNull();
        }
      });
    });

    describe('unit of work', () => {
      it('commits everything together', async () => {
        const id = await write(async (repositories) => {
          const account = await repositories.accounts.insert(newAccount());
          await repositories.ledger.append({
            accountId: account.id,
            delta: 3,
            reason: 'opening_balance',
            projectId: null,
            actorAccountId: null,
            note: null,
          });
          return account.id;
        });
        expect((await reads().accounts.findById(id))?.score).toBe(3);
      });

      it('rolls everything back when the work throws, leaving nothing behind', async () => {
        const existing = await insertAccount();
        const email = 'rollback@example.com';
        const failing = write(async (repositories) => {
          const account = await repositories.accounts.insert(newAccount({ email }));
          await repositories.ledger.append({
            accountId: existing.id,
            delta: 5,
            reason: 'opening_balance',
            projectId: null,
            actorAccountId: null,
            note: null,
          });
          await repositories.sessions.create(session(account.id, 'rolled-back'));
          await repositories.accounts.recordLogin(existing.id, at('10:00'));
          await repositories.accounts.setAccess(existing.id, { status: 'passive', isLocked: true });
          await repositories.badges.insertIfNameIsNew({
            nameTr: 'Gone',
            nameEn: 'Gone',
            lower: 0,
            upper: 1,
            descriptionTr: '',
            descriptionEn: '',
          });
          await repositories.membershipPackages.insertIfCodeIsNew({
            code: 'GONE',
            nameTr: 'Yok',
            nameEn: 'Gone',
            periodMonths: 1,
            priceUsd: '1.00',
            coachLevel: false,
          });
          await repositories.settings.storeDefaultsIfMissing({
            ...defaultApplicationSettings,
            penaltyPoints: 1,
          });
          await repositories.signInThrottles.lockSeries(email, undefined);
          await repositories.signInThrottles.saveSeries(email, undefined, {
            failedSignInCount: 3,
            signInLockedUntil: null,
            checksStartedAt: [],
          });
          throw new Error('boom');
        });
        await expect(failing).rejects.toThrow('boom');
        expect(await reads().accounts.findByEmail(email)).toBeNull();
        expect(await reads().accounts.findById(existing.id)).toEqual(existing);
        expect(await reads().ledger.listForAccount(existing.id)).toEqual([]);
        expect(await reads().sessions.findWithAccountByTokenHash('rolled-back')).toBeNull();
        expect(await reads().badges.list()).toEqual([]);
        expect(await reads().badges.count()).toBe(0);
        expect(await reads().membershipPackages.count()).toBe(0);
        expect(await reads().settings.get()).toEqual(defaultApplicationSettings);
        expect(await write(({ signInThrottles }) => signInThrottles.lockSeries(email, undefined))).toEqual({
          failedSignInCount: 0,
          signInLockedUntil: null,
          checksStartedAt: [],
        });
      });

      it('answers the badges a committed unit of work wrote, however they were cached before', async () => {
        const bronze = {
          nameTr: 'Bronz',
          nameEn: 'Bronz',
          lower: 0,
          upper: 9,
          descriptionTr: '',
          descriptionEn: '',
        };
        const silver = {
          nameTr: 'Gümüş',
          nameEn: 'Gümüş',
          lower: 10,
          upper: 19,
          descriptionTr: '',
          descriptionEn: '',
        };
        await write((repositories) => repositories.badges.insertIfNameIsNew(bronze));
        expect(await reads().badges.list()).toEqual([{ id: expect.any(String), ...bronze }]);
        await expect(
          write(async (repositories) => {
            await repositories.badges.insertIfNameIsNew({
              ...silver,
              nameTr: 'Rolled back',
              nameEn: 'Rolled back',
            });
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect((await reads().badges.list()).map((badge) => badge.nameTr)).toEqual(['Bronz']);
        await write((repositories) => repositories.badges.insertIfNameIsNew(silver));
        expect((await reads().badges.list()).map((badge) => badge.nameTr)).toEqual(['Bronz', 'Gümüş']);
        expect(await reads().badges.count()).toBe(2);
      });
    });

    describe('ledger', () => {
      const entryOf = (accountId: string, values: Partial<NewLedgerEntry> = {}): NewLedgerEntry => ({
        accountId,
        delta: 1,
        reason: 'admin_adjustment',
        projectId: null,
        actorAccountId: null,
        note: null,
        ...values,
      });

      it('keeps the cached score equal to the sum of the entries', async () => {
        const { id } = await insertAccount();
        // One unit of work each: entries of one transaction share their time, and then the order is by id.
        await write(({ ledger }) => ledger.append(entryOf(id, { delta: 10, reason: 'opening_balance' })));
        await write(({ ledger }) => ledger.append(entryOf(id, { delta: -4, note: 'correction' })));
        await write(({ ledger }) => ledger.append(entryOf(id, { delta: 1 })));
        const entries = await reads().ledger.listForAccount(id);
        expect(entries.map((e) => e.delta)).toEqual([10, -4, 1]);
        expect(entries[1]).toMatchObject({ accountId: id, reason: 'admin_adjustment', note: 'correction' });
        expect((await reads().accounts.findById(id))?.score).toBe(7);
      });

      it('reads an export’s keyset batches newest first, ties by id, with the member and who made each entry', async () => {
        const ayse = await insertAccount({ name: 'Ayşe', surname: 'Kaya' });
        const bora = await insertAccount({ name: 'Bora', surname: 'Er' });
        const admin = await insertAccount({
          name: 'Yönetici',
          surname: 'Tan',
          accountRoleType: 'Administrator',
        });
        const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
        const first = await write(({ ledger }) =>
          ledger.append(entryOf(ayse.id, { delta: 5, createdAt: at('09:00') })),
        );
        // Two entries of one moment: their ids break the tie.
        const tiedA = await write(({ ledger }) =>
          ledger.append(entryOf(ayse.id, { delta: -2, createdAt: at('10:00'), actorAccountId: admin.id })),
        );
        const tiedB = await write(({ ledger }) =>
          ledger.append(entryOf(bora.id, { delta: 3, createdAt: at('10:00'), reason: 'opening_balance' })),
        );
        const [tiedFirst, tiedSecond] = [tiedA, tiedB].sort((a, b) => (a.id < b.id ? 1 : -1));
        const after = async (
          match: { accountId?: string },
          last: { createdAt: Date; id: string } | null | undefined,
          limit = 5,
        ) => (await reads().ledger.listMatchingAfter(match, last ?? null, limit)).map((entry) => entry.id);

        expect(await after({}, null, 1)).toEqual([tiedFirst?.id]);
        expect(await after({}, tiedFirst, 1)).toEqual([tiedSecond?.id]);
        expect(await after({}, tiedSecond)).toEqual([first.id]);
        expect(await after({}, first)).toEqual([]);
        expect(await after({ accountId: ayse.id }, null)).toEqual([tiedA.id, first.id]);
        expect(await after({ accountId: bora.id }, tiedB)).toEqual([]);
        const [adjusted] = await reads().ledger.listMatchingAfter({ accountId: ayse.id }, null, 1);
        expect(adjusted).toMatchObject({
          delta: -2,
          member: { name: 'Ayşe', surname: 'Kaya', email: ayse.email },
          actorName: 'Yönetici Tan',
        });
        expect(
          (await reads().ledger.listMatchingAfter({ accountId: bora.id }, null, 1))[0]?.actorName,
        ).toBeNull();
        expect(await reads().ledger.countMatching({})).toBe(3);
        expect(await reads().ledger.countMatching({ accountId: ayse.id })).toBe(2);
      });

      it('refuses to score the same project twice for the same account and reason', async () => {
        const { id } = await insertAccount();
        const scoring = entryOf(id, {
          delta: 3,
          reason: 'coachee_sessions',
          projectId: '00000000-0000-4000-8000-000000000001',
        });
        await write(({ ledger }) => ledger.append(scoring));
        await expect(write(({ ledger }) => ledger.append(scoring))).rejects.toThrow();
        expect((await reads().accounts.findById(id))?.score).toBe(3);
        expect(await reads().ledger.listForAccount(id)).toHaveLength(1);
      });
    });

    describe('reference data', () => {
      it('inserts a badge or package once per name or code and counts them', async () => {
        const badge = {
          nameTr: 'Bronz',
          nameEn: 'Bronz',
          lower: 0,
          upper: 9,
          descriptionTr: 'İlk adımlar',
          descriptionEn: 'İlk adımlar',
        };
        expect(await write(({ badges }) => badges.insertIfNameIsNew(badge))).toBe(true);
        expect(await write(({ badges }) => badges.insertIfNameIsNew({ ...badge, lower: 1 }))).toBe(false);
        expect(await reads().badges.list()).toEqual([{ id: expect.any(String), ...badge }]);
        expect(await reads().badges.count()).toBe(1);

        const pkg = {
          code: 'COACHEE-6',
          nameTr: 'Danışan 6 ay',
          nameEn: 'Coachee 6 months',
          periodMonths: 6,
          priceUsd: '49.90',
          coachLevel: false,
        };
        expect(await write(({ membershipPackages }) => membershipPackages.insertIfCodeIsNew(pkg))).toBe(true);
        expect(await write(({ membershipPackages }) => membershipPackages.insertIfCodeIsNew(pkg))).toBe(
          false,
        );
        expect(await reads().membershipPackages.count()).toBe(1);
      });

      it('answers the default settings until settings are stored, and stores them once', async () => {
        expect(await reads().settings.get()).toEqual(defaultApplicationSettings);
        await write(async ({ settings }) => {
          await settings.storeDefaultsIfMissing({ ...defaultApplicationSettings, penaltyPoints: 9 });
          await settings.storeDefaultsIfMissing(defaultApplicationSettings);
        });
        await write(({ settings }) => settings.storeDefaultsIfMissing(defaultApplicationSettings));
        expect(await reads().settings.get()).toEqual({ ...defaultApplicationSettings, penaltyPoints: 9 });
      });
    });
  });
}
