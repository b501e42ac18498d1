import type { ReadRepositories, Repositories, UnitOfWork } from '@coach/core';
import type { AppDatabase } from '../database.ts';
import { accountRepository } from './account-repository.ts';
import { type BadgeCache, cachedBadgeReads, createBadgeCache } from './cached-badges.ts';
import { ledgerRepository } from './ledger-repository.ts';
import {
  badgeRepository,
  membershipPackageRepository,
  settingsRepository,
} from './reference-data-repositories.ts';
import { sessionRepository } from './session-repository.ts';

/** Work to do once the surrounding transaction has committed (cache invalidation, waking workers). */
export type AfterCommit = (callback: () => void) => void;

/** All repositories, writing through `db` (the database itself or one open transaction). */
export function createRepositories(
  db: AppDatabase,
  badgeCache: BadgeCache,
  afterCommit: AfterCommit,
): Repositories {
  const badges = badgeRepository(db);
  return {
    accounts: accountRepository(db),
    sessions: sessionRepository(db),
    badges: {
      ...cachedBadgeReads(badges, badgeCache),
      async insertIfNameIsNew(badge) {
        badgeCache.invalidate();
        afterCommit(() => badgeCache.invalidate());
        return badges.insertIfNameIsNew(badge);
      },
    },
    membershipPackages: membershipPackageRepository(db),
    settings: settingsRepository(db),
    ledger: ledgerRepository(db),
  };
}

/** The repositories and the unit of work of one database, sharing one badge cache. */
export function createPersistence(db: AppDatabase): {
  repositories: ReadRepositories;
  unitOfWork: UnitOfWork;
} {
  const badgeCache = createBadgeCache();
  const outside: AfterCommit = (callback) => callback();
  const unitOfWork: UnitOfWork = {
    async run(work) {
      const committed: Array<() => void> = [];
      const result = await db.transaction((tx) =>
        work({ repositories: createRepositories(tx, badgeCache, (callback) => committed.push(callback)) }),
      );
      for (const callback of committed) callback();
      return result;
    },
  };
  return { repositories: createRepositories(db, badgeCache, outside), unitOfWork };
}
