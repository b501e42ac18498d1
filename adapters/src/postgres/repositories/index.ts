import type { Repositories, UnitOfWork } from '@coach/core';
import type { AppDatabase } from '../database.ts';
import { accountRepository } from './account-repository.ts';
import { ledgerRepository } from './ledger-repository.ts';
import {
  badgeRepository,
  membershipPackageRepository,
  settingsRepository,
} from './reference-data-repositories.ts';
import { sessionRepository } from './session-repository.ts';

/** All repositories, writing through `db` (the database itself or one open transaction). */
export function createRepositories(db: AppDatabase): Repositories {
  return {
    accounts: accountRepository(db),
    sessions: sessionRepository(db),
    badges: badgeRepository(db),
    membershipPackages: membershipPackageRepository(db),
    settings: settingsRepository(db),
    ledger: ledgerRepository(db),
  };
}

export function createUnitOfWork(db: AppDatabase): UnitOfWork {
  return { run: (work) => db.transaction((tx) => work(createRepositories(tx))) };
}
