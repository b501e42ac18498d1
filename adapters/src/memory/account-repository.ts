import { randomUUID } from 'node:crypto';
import { type Account, type AccountRepository, DomainError } from '@coach/core';
import { cascadeAccountDeletion } from './account-deletion.ts';
import { searchAccounts } from './account-search.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { membershipPackagesTable } from './reference-data-repositories.ts';

export const accountsTable = memoryTable<Account>('accounts');

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

  return {
    findById: async (id) => find((account) => account.id === id),
    findByEmail: async (email) => find((account) => account.email === email),
    findByIdentityNumber: async (identityNumber) =>
      find((account) => account.identityNumber === identityNumber),
    search: async (query) => searchAccounts([...db.rows(accountsTable).values()], query),
    // Units of work run one at a time, which is all the row lock guarantees.
    findByIdForUpdate: async (id) => find((account) => account.id === id),

    async insert(account) {
      const rows = db.writable(accountsTable);
      // The unique indexes; NULL identity numbers never collide, as in SQL.
      for (const existing of rows.values()) {
        if (existing.email === account.email) throw new DomainError('emailTaken');
        if (account.identityNumber != null && existing.identityNumber === account.identityNumber) {
          throw new DomainError('identityNumberTaken');
        }
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
        createdAt: db.now(),
      };
      rows.set(row.id, row);
      return copy(row);
    },

    async update(id, changes) {
      if (!db.writable(accountsTable).has(id)) return null;
      update(id, withoutUndefined(changes));
      return find((account) => account.id === id);
    },

    async delete(id) {
      if (!db.writable(accountsTable).delete(id)) return false;
      cascadeAccountDeletion(db, id);
      return true;
    },

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
  };
}

/** Adds `delta` to the cached score, as the ledger's append does in the same transaction. */
export function addToScore(db: MemoryDb, accountId: string, delta: number): void {
  const rows = db.writable(accountsTable);
  const row = rows.get(accountId);
  if (row) rows.set(accountId, { ...row, score: row.score + delta });
}
