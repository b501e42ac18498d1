import type { Language, MemberCard, ProfileRepository } from '@coach/core';
import { and, arrayContains, asc, between, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { foldForSearch } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accountAvatars, accounts, byRootCollation, listedMemberCondition } from '../schema/accounts.ts';
import { likePattern } from './like-pattern.ts';

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
      // Stated as the partial indexes' predicate (schema/accounts.ts), so that the planner uses them.
      const conditions: SQL[] = [listedMemberCondition(accounts)];
      const folded = foldForSearch(search).trim();
      // "name surname", folded (ş/s, ı/i, …): the partial trigram index answers the like. With three
      // letters or more the members found are read first, once (`array(…)`), so that a name late
      // in the order is not looked for by walking the whole name index; a shorter search has no
      // trigram to narrow it, and walking the index finds a page of its many matches soonest.
      if (folded.length >= 3) {
        const matched = alias(accounts, 'matched');
        conditions.push(
          sql`${accounts.id} = any(array(select ${matched.id} from ${accounts} as "matched" where ${listedMemberCondition(matched)} and ${matched.nameSearchText} like ${likePattern(folded)}))`,
        );
      } else if (folded) {
        conditions.push(sql`${accounts.nameSearchText} like ${likePattern(folded)}`);
      }
      if (language) conditions.push(arrayContains(accounts.languages, [language]));
      if (scoreRange) conditions.push(between(accounts.score, scoreRange.lower, scoreRange.upper));
      const where = and(...conditions);
      const direction = sort.descending ? desc : asc;
      // The keys of accounts_members_since_idx / _name_idx / _surname_idx, in one direction.
      const order =
        sort.key === 'memberSince'
          ? [direction(accounts.createdAt)]
          : sort.key === 'surname'
            ? [direction(byRootCollation(accounts.surname)), direction(byRootCollation(accounts.name))]
            : [direction(byRootCollation(accounts.name)), direction(byRootCollation(accounts.surname))];
      order.push(direction(accounts.id));
      // The page's ids from the index first, then only those rows.
      const pageIds = db
        .select({ id: accounts.id })
        .from(accounts)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [rows, [total]] = await Promise.all([
        db
          .select(cardColumns)
          .from(accounts)
          .where(inArray(accounts.id, pageIds))
          .orderBy(...order),
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
