import { randomUUID } from 'node:crypto';
import type { Account, AccountRepository, BulkTargetFacts } from '@coach/core';
import { isErasedAccount } from '@coach/core/accounts/domain/erase-account';
import { DomainError } from '@coach/core/errors/domain-error';
import {
  accountHasHistory,
  assertAccountUnreferenced,
  cascadeAccountDeletion,
  erasePersonalData,
} from './account-deletion.ts';
import { accountMatcher, inSelection, searchAccounts } from './account-search.ts';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';
import { membershipPackagesTable } from './reference-data-repositories.ts';

/** The column defaults of `accounts` (adapters/src/postgres/schema/accounts.ts). */
const defaults: Omit<
  Account,
  'id' | 'createdAt' | 'name' | 'surname' | 'email' | 'passwordHash' | 'accountRoleType'
> = {
  phone: null,
  identityNumber: null,
  passportNumber: null,
  countryCode: null,
  stateCode: null,
  city: null,
  address: null,
  bio: null,
  profilePhotoPath: null,
  score: 0,
  status: 'active',
  isLocked: false,
  subscriptionEndDate: null,
  membershipPackageId: null,
  lastLoginAt: null,
  languages: [],
  emailVerifiedAt: null,
  privacyAcceptedAt: null,
  dataProtectionAcceptedAt: null,
  themePack: 'theme1',
  themeMode: 'system',
  language: 'tr',
};

/** Like an INSERT: an `undefined` value (only optional fields can be) takes the column default. */
function withoutUndefined<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

export function memoryAccountRepository(db: MemoryDb): AccountRepository {
  const find = (predicate: (account: Account) => boolean) => {
    for (const account of db.rows(accountsTable).values()) if (predicate(account)) return copy(account);
    return null;
  };
  const update = (id: string, values: Partial<Account>) => {
    const rows = db.writable(accountsTable);
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...copy(values) });
  };

  const repository: AccountRepository = {
    findById: async (id) => find((account) => account.id === id),
    findByEmail: async (email) => find((account) => account.email === email),
    findByIdentityNumber: async (identityNumber) =>
      find((account) => account.identityNumber === identityNumber),
    findByPassportNumber: async (passportNumber) =>
      find((account) => account.passportNumber === passportNumber),
    search: async (query) => searchAccounts([...db.rows(accountsTable).values()], query),
    // Units of work run one at a time, which is all the row lock guarantees.
    findByIdForUpdate: async (id) => find((account) => account.id === id),

    async insert(account) {
      const rows = db.writable(accountsTable);
      // The unique indexes; NULL identity numbers never collide, as in SQL.
      for (const existing of rows.values()) {
        if (existing.email === account.email) throw new DomainError('emailTaken');
        assertDocumentFree(existing, account);
      }
      if (
        account.membershipPackageId != null &&
        !db.rows(membershipPackagesTable).has(account.membershipPackageId)
      ) {
        throw new Error('accounts_membership_package_id_membership_packages_id_fk: no such package');
      }
      const row: Account = {
        ...defaults,
        ...copy(withoutUndefined(account)),
        id: randomUUID(),
        createdAt: account.createdAt ?? db.now(),
      };
      rows.set(row.id, row);
      return copy(row);
    },

    async update(id, changes) {
      if (!db.writable(accountsTable).has(id)) return null;
      update(id, withoutUndefined(changes));
      return find((account) => account.id === id);
    },

    async correctIdentity(id, document) {
      const rows = db.writable(accountsTable);
      if (!rows.has(id)) return null;
      for (const existing of rows.values()) if (existing.id !== id) assertDocumentFree(existing, document);
      update(id, { identityNumber: document.identityNumber, passportNumber: document.passportNumber });
      return find((account) => account.id === id);
    },

    async delete(id) {
      if (!db.rows(accountsTable).has(id)) return false;
      assertAccountUnreferenced(db, id);
      db.writable(accountsTable).delete(id);
      cascadeAccountDeletion(db, id);
      return true;
    },

    hasHistory: async (id) => accountHasHistory(db, id),
    erasePersonalData: async (id, erasure) => erasePersonalData(db, id, erasure),

    async setAccess(id, access) {
      update(id, { status: access.status, isLocked: access.isLocked });
    },

    async recordLogin(id, at) {
      update(id, { lastLoginAt: at });
    },

    async setPasswordHash(id, passwordHash) {
      update(id, { passwordHash });
    },

    async markEmailVerified(id, at) {
      if (db.writable(accountsTable).get(id)?.emailVerifiedAt === null) update(id, { emailVerifiedAt: at });
    },

    async listMatchingAfter(match, afterId, limit) {
      // Ids compare as PostgreSQL compares uuids: lower-case hex text, byte by byte.
      const found = accountMatcher(match);
      const after = [...db.rows(accountsTable).values()].filter(
        (account) => (afterId === null || account.id > afterId) && found(account),
      );
      return after
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, limit)
        .map((account) => copy(account));
    },

    async countSelectionGroups(selection, ownId) {
      const groups = new Map<string, BulkTargetFacts & { count: number }>();
      for (const account of db.rows(accountsTable).values()) {
        if (!inSelection(account, selection)) continue;
        const facts = {
          status: account.status,
          accountRoleType: account.accountRoleType,
          erased: isErasedAccount(account),
          own: account.id === ownId,
        };
        const key = JSON.stringify(facts);
        const group = groups.get(key) ?? { ...facts, count: 0 };
        groups.set(key, { ...group, count: group.count + 1 });
      }
      return [...groups.values()];
    },

    async selectionIdsAfter(selection, afterId, limit) {
      return [...db.rows(accountsTable).values()]
        .filter((account) => (afterId === null || account.id > afterId) && inSelection(account, selection))
        .map((account) => account.id)
        .sort()
        .slice(0, limit);
    },

    countAll: async () => db.rows(accountsTable).size,
    countMatching: async (match) => [...db.rows(accountsTable).values()].filter(accountMatcher(match)).length,

    async findTaken({ emails, identityNumbers, passportNumbers }) {
      const accounts = [...db.rows(accountsTable).values()];
      const taken = (values: readonly string[], of: (account: Account) => string | null) => {
        const stored = new Set(accounts.map(of));
        return [...new Set(values)].filter((value) => stored.has(value));
      };
      return {
        emails: taken(emails, (account) => account.email),
        identityNumbers: taken(identityNumbers, (account) => account.identityNumber),
        passportNumbers: taken(passportNumbers, (account) => account.passportNumber),
      };
    },

    async countMembers(now) {
      let memberCount = 0;
      let activeMemberCount = 0;
      for (const account of db.rows(accountsTable).values()) {
        if (account.accountRoleType !== 'User') continue;
        memberCount += 1;
        const end = account.subscriptionEndDate;
        if (account.status === 'active' && end !== null && end.getTime() > now.getTime())
          activeMemberCount += 1;
      }
      return { memberCount, activeMemberCount };
    },

    async insertMany(many) {
      const inserted: Account[] = [];
      for (const [index, { status, isLocked, ...account }] of many.entries()) {
        const row = await repository.insert(account).catch((error: unknown) => {
          throw error instanceof DomainError ? new DomainError(error.key, { index }) : error;
        });
        if (status !== undefined || isLocked !== undefined) {
          update(row.id, { status: status ?? row.status, isLocked: isLocked ?? row.isLocked });
        }
        inserted.push({ ...row, status: status ?? row.status, isLocked: isLocked ?? row.isLocked });
      }
      return inserted;
    },
  };
  return repository;
}

/** The unique indexes of the identity document; NULLs never collide, as in SQL. */
function assertDocumentFree(
  existing: Account,
  document: Partial<Pick<Account, 'identityNumber' | 'passportNumber'>>,
): void {
  if (document.identityNumber != null && existing.identityNumber === document.identityNumber) {
    throw new DomainError('identityNumberTaken');
  }
  if (document.passportNumber != null && existing.passportNumber === document.passportNumber) {
    throw new DomainError('passportTaken');
  }
}
