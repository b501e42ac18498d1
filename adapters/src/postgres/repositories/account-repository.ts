import type {
  Account,
  AccountRepository,
  AccountRoleType,
  AccountStatus,
  Language,
  ThemeMode,
  ThemePack,
} from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { and, count, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { violatedUniqueConstraint, violatedUniqueValue } from '../unique-violation.ts';
import { accountHasHistory, erasePersonalData } from './account-erasure.ts';
import { accountMatchCondition } from './account-match.ts';
import { searchAccounts } from './account-search.ts';
import { countSelectionGroups, selectionIdsAfter } from './account-selection.ts';

type AccountRow = typeof accounts.$inferSelect;

// The text columns below are narrowed by CHECK constraints, so these casts only restate them.
export function toAccount({
  searchText: _search,
  nameSearchText: _nameSearch,
  nameSortKey: _nameKey,
  surnameSortKey: _surnameKey,
  ...row
}: AccountRow): Account {
  return {
    ...row,
    accountRoleType: row.accountRoleType as AccountRoleType,
    status: row.status as AccountStatus,
    themePack: row.themePack as ThemePack,
    themeMode: row.themeMode as ThemeMode,
    language: row.language as Language,
    languages: row.languages as Language[],
  };
}

const duplicateErrors: Record<string, DomainError['key']> = {
  accounts_email_unique: 'emailTaken',
  accounts_identity_number_unique: 'identityNumberTaken',
  accounts_passport_number_unique: 'passportTaken',
};

/** A unique violation as its catalogue error; anything else as it is. */
function asDuplicate(error: unknown): unknown {
  const key = duplicateErrors[violatedUniqueConstraint(error) ?? ''];
  return key ? new DomainError(key) : error;
}

/** Rows per multi-row INSERT of `insertMany`. */
const insertBatch = 1000;

const duplicateFields = {
  emailTaken: 'email',
  identityNumberTaken: 'identityNumber',
  passportTaken: 'passportNumber',
} as const;

/** A duplicate of a multi-row insert names the account that collided (`data.index`), when the driver says. */
function withIndex(
  mapped: unknown,
  error: unknown,
  many: readonly Partial<Record<'email' | 'identityNumber' | 'passportNumber', string | null>>[],
  start: number,
): unknown {
  if (!(mapped instanceof DomainError) || !Object.hasOwn(duplicateFields, mapped.key)) return mapped;
  const field = duplicateFields[mapped.key as keyof typeof duplicateFields];
  const value = violatedUniqueValue(error);
  const index = many.findIndex((account, position) => position >= start && account[field] === value);
  return index < 0 ? mapped : new DomainError(mapped.key, { index });
}

export function accountRepository(db: AppDatabase): AccountRepository {
  const findOne = async (condition: SQL, forUpdate = false) => {
    const query = db.select().from(accounts).where(condition).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? toAccount(row) : null;
  };

  return {
    findById: (id) => findOne(eq(accounts.id, id)),
    findByEmail: (email) => findOne(eq(accounts.email, email)),
    findByIdForUpdate: (id) => findOne(eq(accounts.id, id), true),
    findByIdentityNumber: (identityNumber) => findOne(eq(accounts.identityNumber, identityNumber)),
    findByPassportNumber: (passportNumber) => findOne(eq(accounts.passportNumber, passportNumber)),
    search: (query) => searchAccounts(db, query),

    async insert(account) {
      try {
        const [row] = await db
          .insert(accounts)
          .values({ ...account, languages: account.languages ? [...account.languages] : undefined })
          .returning();
        if (!row) throw new Error('Insert into accounts returned no row');
        return toAccount(row);
      } catch (error) {
        throw asDuplicate(error);
      }
    },

    async insertMany(many) {
      const inserted: Account[] = [];
      // Multi-row INSERTs of `insertBatch` rows: some 20 parameters a row stays far below
      // PostgreSQL's 65,535, and 5,000 accounts take 5 statements instead of 5,000.
      for (let start = 0; start < many.length; start += insertBatch) {
        const batch = many.slice(start, start + insertBatch);
        try {
          const rows = await db
            .insert(accounts)
            .values(
              batch.map((account) => ({
                ...account,
                languages: account.languages ? [...account.languages] : undefined,
              })),
            )
            .returning();
          inserted.push(...rows.map(toAccount));
        } catch (error) {
          throw withIndex(asDuplicate(error), error, many, start);
        }
      }
      return inserted;
    },

    async correctIdentity(id, { identityNumber, passportNumber }) {
      try {
        const [row] = await db
          .update(accounts)
          .set({ identityNumber, passportNumber })
          .where(eq(accounts.id, id))
          .returning();
        return row ? toAccount(row) : null;
      } catch (error) {
        throw asDuplicate(error);
      }
    },

    async update(id, changes) {
      const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length === 0) return findOne(eq(accounts.id, id));
      const [row] = await db
        .update(accounts)
        .set({ ...values, languages: changes.languages ? [...changes.languages] : undefined })
        .where(eq(accounts.id, id))
        .returning();
      return row ? toAccount(row) : null;
    },

    async delete(id) {
      // The foreign keys do the rest: `on delete cascade` for the account's own rows, `set null`
      // where another record only names it as its actor (schema/ledger.ts, schema/account-files.ts),
      // and `restrict` where the row is also another member's (projects, sessions, ledger: ADR 0030).
      const deleted = await db.delete(accounts).where(eq(accounts.id, id)).returning({ id: accounts.id });
      return deleted.length > 0;
    },

    hasHistory: (id) => accountHasHistory(db, id),
    erasePersonalData: (id, erasure) => erasePersonalData(db, id, erasure),

    async setAccess(id, access) {
      await db.update(accounts).set(access).where(eq(accounts.id, id));
    },

    async setPasswordHash(id, passwordHash) {
      await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, id));
    },

    async markEmailVerified(id, at) {
      await db
        .update(accounts)
        .set({ emailVerifiedAt: at })
        .where(and(eq(accounts.id, id), isNull(accounts.emailVerifiedAt)));
    },

    async recordLogin(id, at) {
      await db.update(accounts).set({ lastLoginAt: at }).where(eq(accounts.id, id));
    },

    async listMatchingAfter(match, afterId, limit) {
      // A range of the primary key's index after the cursor, the list's filters checked on its
      // rows, wherever the batch is: never OFFSET (ADR 0042).
      const rows = await db
        .select()
        .from(accounts)
        .where(and(accountMatchCondition(match), afterId === null ? undefined : gt(accounts.id, afterId)))
        .orderBy(accounts.id)
        .limit(limit);
      return rows.map(toAccount);
    },

    async countMatching(match) {
      const [row] = await db.select({ value: count() }).from(accounts).where(accountMatchCondition(match));
      return row?.value ?? 0;
    },

    countSelectionGroups: (selection, ownId) => countSelectionGroups(db, selection, ownId),
    selectionIdsAfter: (selection, afterId, limit) => selectionIdsAfter(db, selection, afterId, limit),

    async findTaken({ emails, identityNumbers, passportNumbers }) {
      // One statement per kind and thousand values, each a lookup of its unique index.
      const taken = async (values: readonly string[], column: PgColumn) => {
        const found: string[] = [];
        const distinct = [...new Set(values)];
        for (let start = 0; start < distinct.length; start += 1000) {
          const rows = await db
            .select({ value: column })
            .from(accounts)
            .where(inArray(column, distinct.slice(start, start + 1000)));
          for (const row of rows) if (typeof row.value === 'string') found.push(row.value);
        }
        return found;
      };
      return {
        emails: await taken(emails, accounts.email),
        identityNumbers: await taken(identityNumbers, accounts.identityNumber),
        passportNumbers: await taken(passportNumbers, accounts.passportNumber),
      };
    },

    async countAll() {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts);
      return row?.count ?? 0;
    },

    async countMembers(now) {
      const [counts] = await db
        .select({
          memberCount: sql<number>`count(*)::int`,
          activeMemberCount: sql<number>`(count(*) filter (where ${and(
            eq(accounts.status, 'active'),
            gt(accounts.subscriptionEndDate, now),
          )}))::int`,
        })
        .from(accounts)
        .where(eq(accounts.accountRoleType, 'User'));
      return { memberCount: counts?.memberCount ?? 0, activeMemberCount: counts?.activeMemberCount ?? 0 };
    },
  };
}
