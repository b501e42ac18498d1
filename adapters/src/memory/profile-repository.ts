import type { Account, MemberCard, ProfileRepository, StoredAvatar } from '@coach/core';
import { foldForSearch } from '../text/turkish-text.ts';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const avatarsTable = memoryTable<StoredAvatar>('account_avatars');

/** ICU's root collation, as `collate "und-x-icu"` sorts on PostgreSQL. */
const rootCollation = new Intl.Collator('en');

function toCard(account: Account): MemberCard {
  const {
    id,
    name,
    surname,
    profilePhotoPath,
    bio,
    countryCode,
    stateCode,
    city,
    languages,
    score,
    createdAt,
  } = account;
  return copy({
    id,
    name,
    surname,
    profilePhotoPath,
    bio,
    countryCode,
    stateCode,
    city,
    languages,
    score,
    createdAt,
  });
}

/** The profile fields of the memory `accounts` rows and the avatars, like the PostgreSQL repository. */
export function memoryProfileRepository(db: MemoryDb): ProfileRepository {
  const update = (id: string, values: Partial<Account>) => {
    const rows = db.writable(accountsTable);
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...copy(values) });
  };

  return {
    async listMembers({ search, language, scoreRange, sort, offset, limit }) {
      // "name surname" folded (ş/s, ı/i, …), as `name_search_text` on PostgreSQL.
      const folded = foldForSearch(search).trim();
      const matching = [...db.rows(accountsTable).values()].filter(
        (account) =>
          account.accountRoleType === 'User' &&
          account.status === 'active' &&
          !account.isLocked &&
          (!folded || foldForSearch(`${account.name} ${account.surname}`).includes(folded)) &&
          (!language || account.languages.includes(language)) &&
          (!scoreRange || (scoreRange.lower <= account.score && account.score <= scoreRange.upper)),
      );
      const compare = (a: Account, b: Account): number => {
        if (sort.key === 'memberSince') return a.createdAt.getTime() - b.createdAt.getTime();
        const [first, second] =
          sort.key === 'surname' ? (['surname', 'name'] as const) : (['name', 'surname'] as const);
        return rootCollation.compare(a[first], b[first]) || rootCollation.compare(a[second], b[second]);
      };
      const sign = sort.descending ? -1 : 1;
      // Ties by id in the same direction, as `order by …, id asc|desc` does.
      matching.sort((a, b) => sign * (compare(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
      return { items: matching.slice(offset, offset + limit).map(toCard), total: matching.length };
    },

    async findAvatar(accountId) {
      // Deleting an account deletes its photo (ON DELETE CASCADE): a photo without its account is gone.
      if (!db.rows(accountsTable).has(accountId)) return null;
      const avatar = db.rows(avatarsTable).get(accountId);
      return avatar ? copy(avatar) : null;
    },

    async updateProfile(accountId, changes) {
      update(accountId, changes);
    },

    async setTheme(accountId, { themePack, themeMode }) {
      update(accountId, { themePack, themeMode });
    },

    async setLanguage(accountId, language) {
      update(accountId, { language });
    },

    async saveAvatar(avatar, profilePhotoPath) {
      // A foreign key on PostgreSQL: no photo for an account that does not exist.
      if (!db.rows(accountsTable).has(avatar.accountId)) {
        throw new Error(`account_avatars: account ${avatar.accountId} does not exist`);
      }
      db.writable(avatarsTable).set(avatar.accountId, copy(avatar));
      update(avatar.accountId, { profilePhotoPath });
    },

    async removeAvatar(accountId) {
      db.writable(avatarsTable).delete(accountId);
      update(accountId, { profilePhotoPath: null });
    },
  };
}
