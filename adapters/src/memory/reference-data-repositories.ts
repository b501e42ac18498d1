import { randomUUID } from 'node:crypto';
import {
  type ApplicationSettings,
  type Badge,
  type BadgeRepository,
  defaultApplicationSettings,
  type MembershipPackage,
  type MembershipPackageRepository,
  type SettingsRepository,
} from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const badgesTable = memoryTable<Badge>('account_badges');
export const membershipPackagesTable = memoryTable<MembershipPackage>('membership_packages');
/** One row, under the key `1`, as in SQL. */
export const settingsTable = memoryTable<ApplicationSettings>('application_settings');

export function memoryBadgeRepository(db: MemoryDb): BadgeRepository {
  return {
    async list() {
      // ORDER BY lower, name (code-point order, like the C collation).
      const badges = [...db.rows(badgesTable).values()];
      badges.sort((a, b) => a.lower - b.lower || (a.nameTr < b.nameTr ? -1 : a.nameTr > b.nameTr ? 1 : 0));
      return badges.map(copy);
    },
    count: async () => db.rows(badgesTable).size,
    async insertIfNameIsNew(badge) {
      const rows = db.writable(badgesTable);
      if (badge.lower > badge.upper) throw new Error('account_badges_range_check: lower > upper');
      for (const existing of rows.values())
        if (existing.nameTr === badge.nameTr || existing.nameEn === badge.nameEn) return false;
      const row: Badge = { ...copy(badge), id: randomUUID() };
      rows.set(row.id, row);
      return true;
    },
  };
}

export function memoryMembershipPackageRepository(db: MemoryDb): MembershipPackageRepository {
  return {
    count: async () => db.rows(membershipPackagesTable).size,
    async insertIfCodeIsNew(membershipPackage) {
      const rows = db.writable(membershipPackagesTable);
      if (membershipPackage.periodMonths <= 0) throw new Error('membership_packages_period_check');
      if (Number(membershipPackage.priceUsd) < 0) throw new Error('membership_packages_price_check');
      for (const existing of rows.values()) if (existing.code === membershipPackage.code) return false;
      const row: MembershipPackage = { ...copy(membershipPackage), id: randomUUID() };
      rows.set(row.id, row);
      return true;
    },
  };
}

export function memorySettingsRepository(db: MemoryDb): SettingsRepository {
  return {
    async get() {
      return copy(db.rows(settingsTable).get('1') ?? defaultApplicationSettings);
    },
    async storeDefaultsIfMissing(defaults) {
      const rows = db.writable(settingsTable);
      if (!rows.has('1')) rows.set('1', copy(defaults));
    },
  };
}
