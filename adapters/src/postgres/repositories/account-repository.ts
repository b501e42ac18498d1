import {
  type Account,
  type AccountRepository,
  type AccountRoleType,
  type AccountStatus,
  DomainError,
  type Language,
  type ThemeMode,
  type ThemePack,
} from '@coach/core';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { violatedUniqueConstraint } from '../unique-violation.ts';
import { searchAccounts } from './account-search.ts';

type AccountRow = typeof accounts.$inferSelect;

// The text columns below are narrowed by CHECK constraints, so these casts only restate them.
export function toAccount(row: AccountRow): Account {
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
};

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
        const key = duplicateErrors[violatedUniqueConstraint(error) ?? ''];
        throw key ? new DomainError(key) : error;
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
      // where another record only names it as its actor (schema/ledger.ts, schema/account-files.ts).
      const deleted = await db.delete(accounts).where(eq(accounts.id, id)).returning({ id: accounts.id });
      return deleted.length > 0;
    },

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
