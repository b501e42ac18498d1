import {
  type ApplicationSettings,
  type BadgeRepository,
  defaultApplicationSettings,
  type MembershipPackageRepository,
  type SettingsRepository,
} from '@coach/core';
import { asc, count } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accountBadges, applicationSettings, membershipPackages } from '../schema/reference-data.ts';

async function countRows(db: AppDatabase, table: typeof accountBadges | typeof membershipPackages) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

export function badgeRepository(db: AppDatabase): BadgeRepository {
  return {
    list: () => db.select().from(accountBadges).orderBy(asc(accountBadges.lower), asc(accountBadges.nameTr)),
    count: () => countRows(db, accountBadges),
    async insertIfNameIsNew(badge) {
      const inserted = await db
        .insert(accountBadges)
        .values(badge)
        .onConflictDoNothing()
        .returning({ id: accountBadges.id });
      return inserted.length > 0;
    },
  };
}

export function membershipPackageRepository(db: AppDatabase): MembershipPackageRepository {
  return {
    count: () => countRows(db, membershipPackages),
    async insertIfCodeIsNew(membershipPackage) {
      const inserted = await db
        .insert(membershipPackages)
        .values(membershipPackage)
        .onConflictDoNothing({ target: membershipPackages.code })
        .returning({ id: membershipPackages.id });
      return inserted.length > 0;
    },
  };
}

export function settingsRepository(db: AppDatabase): SettingsRepository {
  return {
    async get(): Promise<ApplicationSettings> {
      const [row] = await db.select().from(applicationSettings).limit(1);
      if (!row) return defaultApplicationSettings;
      const { id: _singleRowId, ...settings } = row;
      return settings;
    },
    async storeDefaultsIfMissing(defaults) {
      await db
        .insert(applicationSettings)
        .values({ id: 1, ...defaults })
        .onConflictDoNothing({ target: applicationSettings.id });
    },
  };
}
