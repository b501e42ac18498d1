import { randomUUID } from 'node:crypto';
import {
  type ApplicationSettings,
  type Badge,
  type BadgeRepository,
  DomainError,
  defaultApplicationSettings,
  type MembershipPackage,
  type MembershipPackageRepository,
  type NewBadge,
  type SettingsRepository,
} from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const badgesTable = memoryTable<Badge>('account_badges');
export const membershipPackagesTable = memoryTable<MembershipPackage>('membership_packages');
/** One row, under the key `1`, as in SQL. */
export const settingsTable = memoryTable<ApplicationSettings>('application_settings');

/** The unique name indexes of account_badges: the field of the first name `badge` shares, or null. */
function takenNameField(rows: ReadonlyMap<string, Badge>, badge: NewBadge, except?: string) {
  for (const existing of rows.values()) {
    if (existing.id === except) continue;
    if (existing.nameTr === badge.nameTr) return 'nameTr';
    if (existing.nameEn === badge.nameEn) return 'nameEn';
  }
  return null;
}

function checkRange(badge: NewBadge): void {
  if (badge.lower > badge.upper) throw new Error('account_badges_range_check: lower > upper');
}

export function memoryBadgeRepository(db: MemoryDb): BadgeRepository {
  const list = async () => {
    // ORDER BY lower, name (code-point order, like the C collation).
    const badges = [...db.rows(badgesTable).values()];
    badges.sort((a, b) => a.lower - b.lower || (a.nameTr < b.nameTr ? -1 : a.nameTr > b.nameTr ? 1 : 0));
    return badges.map(copy);
  };
  return {
    list,
    count: async () => db.rows(badgesTable).size,
    findById: async (id) => copy(db.rows(badgesTable).get(id) ?? null),
    async lockAndList() {
      db.writable(badgesTable); // like LOCK TABLE: only inside a unit of work (they run one at a time)
      return list();
    },
    async insertIfNameIsNew(badge) {
      const rows = db.writable(badgesTable);
      checkRange(badge);
      if (takenNameField(rows, badge)) return false;
      const row: Badge = { ...copy(badge), id: randomUUID() };
      rows.set(row.id, row);
      return true;
    },
    async insert(badge) {
      const rows = db.writable(badgesTable);
      checkRange(badge);
      const field = takenNameField(rows, badge);
      if (field) throw new DomainError('nameTaken', { field });
      const row: Badge = { ...copy(badge), id: randomUUID() };
      rows.set(row.id, row);
      return copy(row);
    },
    async update(badge) {
      const rows = db.writable(badgesTable);
      if (!rows.has(badge.id)) return;
      checkRange(badge);
      const field = takenNameField(rows, badge, badge.id);
      if (field) throw new DomainError('nameTaken', { field });
      rows.set(badge.id, copy(badge));
    },
    async delete(id) {
      return db.writable(badgesTable).delete(id);
    },
  };
}

export function memoryMembershipPackageRepository(db: MemoryDb): MembershipPackageRepository {
  return {
    count: async () => db.rows(membershipPackagesTable).size,
    async list() {
      return [...db.rows(membershipPackagesTable).values()]
        .sort((a, b) => Number(a.priceUsd) - Number(b.priceUsd) || a.code.localeCompare(b.code))
        .map(copy);
    },
    async findById(id) {
      const row = db.rows(membershipPackagesTable).get(id);
      return row ? copy(row) : null;
    },
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
  const storeDefaultsIfMissing = async (defaults: ApplicationSettings) => {
    const rows = db.writable(settingsTable);
    if (!rows.has('1')) rows.set('1', copy(defaults));
  };
  return {
    async get() {
      return copy(db.rows(settingsTable).get('1') ?? defaultApplicationSettings);
    },
    storeDefaultsIfMissing,
    async getForUpdate(defaults) {
      await storeDefaultsIfMissing(defaults);
      return copy(db.rows(settingsTable).get('1') ?? defaults);
    },
    async save(settings) {
      db.writable(settingsTable).set('1', copy(settings));
    },
  };
}
