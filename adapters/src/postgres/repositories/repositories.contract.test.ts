import { type Account, DomainError, defaultApplicationSettings, type NewAccount } from '@coach/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-databases.ts';
import { createRepositories, createUnitOfWork } from './index.ts';

const newAccount = (overrides: Partial<NewAccount> = {}): NewAccount => ({
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: `ayse.${Math.random().toString(36).slice(2)}@example.com`,
  passwordHash: 'hash',
  accountRoleType: 'User',
  ...overrides,
});

describe.each(testDatabaseKinds())('repository contract on %s', (kind) => {
  let test: TestDatabase;
  let repositories: ReturnType<typeof createRepositories>;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    repositories = createRepositories(test.database.db);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await test.database.db.execute(
      sql`truncate ledger_entries, sessions, accounts, account_badges, membership_packages, application_settings cascade`,
    );
  });

  describe('accounts', () => {
    it('stores an account with the defaults of a new member and finds it by id and e-mail', async () => {
      const created = await repositories.accounts.insert(
        newAccount({ email: 'ayse@example.com', languages: ['tr'] }),
      );
      expect(created).toMatchObject({
        email: 'ayse@example.com',
        score: 0,
        status: 'active',
        isLocked: false,
        themePack: 'theme1',
        languages: ['tr'],
        failedSignInCount: 0,
        signInLockedUntil: null,
        emailVerifiedAt: null,
      } satisfies Partial<Account>);
      expect(await repositories.accounts.findById(created.id)).toEqual(created);
      expect(await repositories.accounts.findByEmail('ayse@example.com')).toEqual(created);
      expect(await repositories.accounts.findByEmail('nobody@example.com')).toBeNull();
    });

    it('refuses a second account with the same e-mail (4006) or identity number (4018)', async () => {
      await repositories.accounts.insert(
        newAccount({ email: 'same@example.com', identityNumber: '10000000146' }),
      );
      const sameEmail = repositories.accounts.insert(newAccount({ email: 'same@example.com' }));
      await expect(sameEmail).rejects.toThrow(DomainError);
      await expect(sameEmail).rejects.toMatchObject({ code: 4006 });
      await expect(
        repositories.accounts.insert(newAccount({ identityNumber: '10000000146' })),
      ).rejects.toMatchObject({
        code: 4018,
      });
    });

    it('keeps sign-in attempts and the last login', async () => {
      const { id } = await repositories.accounts.insert(newAccount());
      const lockedUntil = new Date('2026-03-02T10:15:00Z');
      await repositories.accounts.saveSignInAttempts(id, {
        failedSignInCount: 5,
        signInLockedUntil: lockedUntil,
      });
      await repositories.accounts.recordLogin(id, new Date('2026-03-02T09:00:00Z'));
      expect(await repositories.accounts.findById(id)).toMatchObject({
        failedSignInCount: 5,
        signInLockedUntil: lockedUntil,
        lastLoginAt: new Date('2026-03-02T09:00:00Z'),
      });
    });

    it('counts members, and as active only those active with a membership ending in the future', async () => {
      const now = new Date('2026-03-02T10:00:00Z');
      const future = new Date('2026-06-01T00:00:00Z');
      await repositories.accounts.insert(newAccount({ subscriptionEndDate: future }));
      await repositories.accounts.insert(
        newAccount({ subscriptionEndDate: new Date('2026-01-01T00:00:00Z') }),
      );
      await repositories.accounts.insert(newAccount({ subscriptionEndDate: null }));
      const passive = await repositories.accounts.insert(newAccount({ subscriptionEndDate: future }));
      await test.database.db.execute(sql`update accounts set status = 'passive' where id = ${passive.id}`);
      await repositories.accounts.insert(
        newAccount({ accountRoleType: 'Administrator', subscriptionEndDate: future }),
      );
      expect(await repositories.accounts.countMembers(now)).toEqual({ memberCount: 4, activeMemberCount: 1 });
    });
  });

  describe('sessions', () => {
    it('finds a session by token hash, renews and revokes it', async () => {
      const { id: accountId } = await repositories.accounts.insert(newAccount());
      const createdAt = new Date('2026-03-02T10:00:00Z');
      const expiresAt = new Date('2026-03-02T10:30:00Z');
      const session = await repositories.sessions.create({
        accountId,
        tokenHash: 'h1',
        createdAt,
        expiresAt,
      });
      expect(session).toEqual({
        id: session.id,
        accountId,
        createdAt,
        lastUsedAt: createdAt,
        expiresAt,
        revokedAt: null,
      });
      expect(session).not.toHaveProperty('tokenHash');

      const usedAt = new Date('2026-03-02T10:20:00Z');
      await repositories.sessions.renew(session.id, usedAt, new Date('2026-03-02T10:50:00Z'));
      await repositories.sessions.revoke(session.id, usedAt);
      expect(await repositories.sessions.findByTokenHash('h1')).toMatchObject({
        lastUsedAt: usedAt,
        expiresAt: new Date('2026-03-02T10:50:00Z'),
        revokedAt: usedAt,
      });
      expect(await repositories.sessions.findByTokenHash('other')).toBeNull();
    });
  });

  describe('unit of work', () => {
    it('commits everything together', async () => {
      const id = await createUnitOfWork(test.database.db).run(async (tx) => {
        const account = await tx.accounts.insert(newAccount());
        await tx.ledger.append({
          accountId: account.id,
          delta: 3,
          reason: 'opening_balance',
          projectId: null,
          actorAccountId: null,
          note: null,
        });
        return account.id;
      });
      expect((await repositories.accounts.findById(id))?.score).toBe(3);
    });

    it('rolls everything back when the work throws', async () => {
      const email = 'rollback@example.com';
      const failing = createUnitOfWork(test.database.db).run(async (tx) => {
        await tx.accounts.insert(newAccount({ email }));
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(await repositories.accounts.findByEmail(email)).toBeNull();
    });
  });

  describe('ledger', () => {
    it('keeps the cached score equal to the sum of the entries', async () => {
      const { id } = await repositories.accounts.insert(newAccount());
      const entry = { accountId: id, projectId: null, actorAccountId: null, note: null } as const;
      await repositories.ledger.append({ ...entry, delta: 10, reason: 'opening_balance' });
      await repositories.ledger.append({
        ...entry,
        delta: -4,
        reason: 'admin_adjustment',
        note: 'correction',
      });
      await repositories.ledger.append({ ...entry, delta: 1, reason: 'admin_adjustment' });
      const entries = await repositories.ledger.listForAccount(id);
      expect(entries.map((e) => e.delta)).toEqual([10, -4, 1]);
      expect((await repositories.accounts.findById(id))?.score).toBe(7);
    });

    it('refuses to score the same project twice for the same account and reason', async () => {
      const { id } = await repositories.accounts.insert(newAccount());
      const projectId = '00000000-0000-4000-8000-000000000001';
      const scoring = {
        accountId: id,
        delta: 3,
        reason: 'coachee_sessions',
        projectId,
        actorAccountId: null,
        note: null,
      } as const;
      await repositories.ledger.append(scoring);
      await expect(repositories.ledger.append(scoring)).rejects.toThrow();
      expect((await repositories.accounts.findById(id))?.score).toBe(3);
    });
  });

  describe('reference data', () => {
    it('inserts a badge or package once per name or code and counts them', async () => {
      const badge = { name: 'Bronz', lower: 0, upper: 9, description: 'İlk adımlar' };
      expect(await repositories.badges.insertIfNameIsNew(badge)).toBe(true);
      expect(await repositories.badges.insertIfNameIsNew({ ...badge, lower: 1 })).toBe(false);
      expect(await repositories.badges.list()).toEqual([{ id: expect.any(String), ...badge }]);
      expect(await repositories.badges.count()).toBe(1);

      const pkg = {
        code: 'COACHEE-6',
        nameTr: 'Danışan 6 ay',
        nameEn: 'Coachee 6 months',
        periodMonths: 6,
        priceUsd: '49.90',
        coachLevel: false,
      };
      expect(await repositories.membershipPackages.insertIfCodeIsNew(pkg)).toBe(true);
      expect(await repositories.membershipPackages.insertIfCodeIsNew(pkg)).toBe(false);
      expect(await repositories.membershipPackages.count()).toBe(1);
    });

    it('answers the default settings until settings are stored, and stores them once', async () => {
      expect(await repositories.settings.get()).toEqual(defaultApplicationSettings);
      await repositories.settings.storeDefaultsIfMissing({ ...defaultApplicationSettings, penaltyPoints: 9 });
      await repositories.settings.storeDefaultsIfMissing(defaultApplicationSettings);
      expect(await repositories.settings.get()).toEqual({ ...defaultApplicationSettings, penaltyPoints: 9 });
    });
  });
});
