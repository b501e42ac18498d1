import type { Language, MemberCard, ProfileRepository } from '@coach/core';
import {
  type AnyColumn,
  and,
  arrayContains,
  asc,
  between,
  count,
  desc,
  eq,
  ilike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accountAvatars, accounts } from '../schema/accounts.ts';
import { likePattern } from './like-pattern.ts';

/** The Unicode root collation (Ç beside C, Ş beside S), present on PostgreSQL with ICU and on PGlite. */
const byName = (column: AnyColumn) => sql`${column} collate "und-x-icu"`;

const cardColumns = {
  id: accounts.id,
  name: accounts.name,
  surname: accounts.surname,
  profilePhotoPath: accounts.profilePhotoPath,
  bio: accounts.bio,
  countryCode: accounts.countryCode,
  stateCode: accounts.stateCode,
  city: accounts.city,
  languages: accounts.languages,
  score: accounts.score,
  createdAt: accounts.createdAt,
};

/** The profile fields of `accounts` and the `account_avatars` table on PostgreSQL. */
export function profileRepository(db: AppDatabase): ProfileRepository {
  return {
    async listMembers({ search, language, scoreRange, sort, offset, limit }) {
      const conditions: SQL[] = [
        eq(accounts.accountRoleType, 'User'),
        eq(accounts.status, 'active'),
        eq(accounts.isLocked, false),
      ];
      if (search) {
        const pattern = likePattern(search);
        const matches = or(
          ilike(accounts.name, pattern),
          ilike(accounts.surname, pattern),
          sql`(${accounts.name} || ' ' || ${accounts.surname}) ilike ${pattern}`,
        );
        if (matches) conditions.push(matches);
      }
      if (language) conditions.push(arrayContains(accounts.languages, [language]));
      if (scoreRange) conditions.push(between(accounts.score, scoreRange.lower, scoreRange.upper));
      const where = and(...conditions);
      const direction = sort.descending ? desc : asc;
      const order =
        sort.key === 'memberSince'
          ? [direction(accounts.createdAt)]
          : sort.key === 'surname'
            ? [direction(byName(accounts.surname)), direction(byName(accounts.name))]
            : [direction(byName(accounts.name)), direction(byName(accounts.surname))];
      const [rows, [total]] = await Promise.all([
        db
          .select(cardColumns)
          .from(accounts)
          .where(where)
          .orderBy(...order, direction(accounts.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(accounts).where(where),
      ]);
      const items: MemberCard[] = rows.map((row) => ({ ...row, languages: row.languages as Language[] }));
      return { items, total: total?.value ?? 0 };
    },

    async findAvatar(accountId) {
      const [row] = await db
        .select()
        .from(accountAvatars)
        .where(eq(accountAvatars.accountId, accountId))
        .limit(1);
      if (!row) return null;
      // postgres.js answers a Node Buffer, PGlite a plain Uint8Array: both leave as the plain kind.
      const { buffer, byteOffset, byteLength } = row.content;
      return { ...row, content: new Uint8Array(buffer, byteOffset, byteLength) };
    },

    async updateProfile(accountId, changes) {
      await db
        .update(accounts)
        .set({ ...changes, languages: [...changes.languages] })
        .where(eq(accounts.id, accountId));
    },

    async setTheme(accountId, { themePack, themeMode }) {
      await db.update(accounts).set({ themePack, themeMode }).where(eq(accounts.id, accountId));
    },

    async setLanguage(accountId, language) {
      await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
    },

    async saveAvatar(avatar, profilePhotoPath) {
      await db
        .insert(accountAvatars)
        .values(avatar)
        .onConflictDoUpdate({
          target: accountAvatars.accountId,
          set: { contentType: avatar.contentType, content: avatar.content, updatedAt: avatar.updatedAt },
        });
      await db.update(accounts).set({ profilePhotoPath }).where(eq(accounts.id, avatar.accountId));
    },

    async removeAvatar(accountId) {
      await db.delete(accountAvatars).where(eq(accountAvatars.accountId, accountId));
      await db.update(accounts).set({ profilePhotoPath: null }).where(eq(accounts.id, accountId));
    },
  };
}
