import { randomUUID } from 'node:crypto';
import type {
  ApplicationSettings,
  Badge,
  BadgeRepository,
  MembershipPackage,
  MembershipPackageRepository,
  NewBadge,
  NewMembershipPackage,
  SettingsRepository,
} from '@coach/core';
import { defaultApplicationSettings } from '@coach/core/contracts/settings';
import { DomainError } from '@coach/core/errors/domain-error';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { checkoutsTable, membershipPeriodsTable, ordersTable } from './payment-tables.ts';

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

/** The constraints of `membership_packages` that PostgreSQL checks on insert and update. */
function checkPackage(membershipPackage: NewMembershipPackage): void {
  if (membershipPackage.periodMonths <= 0) throw new Error('membership_packages_period_check');
  if (Number(membershipPackage.priceUsd) < 0) throw new Error('membership_packages_price_check');
}

/** The unique code index: whether another package than `except` has the code. */
function codeTaken(rows: ReadonlyMap<string, MembershipPackage>, code: string, except?: string): boolean {
  for (const existing of rows.values()) if (existing.id !== except && existing.code === code) return true;
  return false;
}

/**
 * The accounts table, reached by its name: importing it from account-repository.ts would make the
 * two files import each other.
 */
const accountsReferringTable = memoryTable<{ readonly membershipPackageId: string | null }>('accounts');

/** The foreign keys to a package (all `on delete restrict`): orders, checkouts and accounts holding it. */
function isPackageReferenced(db: MemoryDb, id: string): boolean {
  const refers = (rows: ReadonlyMap<string, { readonly membershipPackageId: string | null }>) =>
    [...rows.values()].some((row) => row.membershipPackageId === id);
  return (
    refers(db.rows(ordersTable)) ||
    refers(db.rows(checkoutsTable)) ||
    refers(db.rows(membershipPeriodsTable)) ||
    refers(db.rows(accountsReferringTable))
  );
}

const cheapestFirst = (a: MembershipPackage, b: MembershipPackage) =>
  Number(a.priceUsd) - Number(b.priceUsd) || a.code.localeCompare(b.code);

export function memoryMembershipPackageRepository(db: MemoryDb): MembershipPackageRepository {
  const findById = async (id: string) => {
    const row = db.rows(membershipPackagesTable).get(id);
    return row ? copy(row) : null;
  };
  return {
    count: async () => db.rows(membershipPackagesTable).size,
    async list() {
      return [...db.rows(membershipPackagesTable).values()].sort(cheapestFirst).map(copy);
    },
    async listForSale() {
      return [...db.rows(membershipPackagesTable).values()]
        .filter((row) => row.retiredAt === null)
        .sort(cheapestFirst)
        .map(copy);
    },
    findById,
    // Units of work run one at a time in memory: that is the lock.
    findByIdForUpdate: findById,
    async insertIfCodeIsNew(membershipPackage) {
      const rows = db.writable(membershipPackagesTable);
      checkPackage(membershipPackage);
      if (codeTaken(rows, membershipPackage.code)) return false;
      const row: MembershipPackage = { ...copy(membershipPackage), id: randomUUID(), retiredAt: null };
      rows.set(row.id, row);
      return true;
    },
    async insert(membershipPackage) {
      const rows = db.writable(membershipPackagesTable);
      checkPackage(membershipPackage);
      if (codeTaken(rows, membershipPackage.code)) throw new DomainError('nameTaken', { field: 'code' });
      const row: MembershipPackage = { ...copy(membershipPackage), id: randomUUID(), retiredAt: null };
      rows.set(row.id, row);
      return copy(row);
    },
    async update(id, changes) {
      const rows = db.writable(membershipPackagesTable);
      const row = rows.get(id);
      if (!row) return null;
      checkPackage(changes);
      if (codeTaken(rows, changes.code, id)) throw new DomainError('nameTaken', { field: 'code' });
      const updated: MembershipPackage = { ...row, ...copy(changes), id, retiredAt: row.retiredAt };
      rows.set(id, updated);
      return copy(updated);
    },
    isReferenced: async (id) => isPackageReferenced(db, id),
    async retire(id, at) {
      const rows = db.writable(membershipPackagesTable);
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, retiredAt: copy(at) });
    },
    async delete(id) {
      const rows = db.writable(membershipPackagesTable);
      if (!rows.has(id)) return false;
      if (isPackageReferenced(db, id)) {
        throw new Error(
          'membership_packages: still referenced by orders, checkouts or accounts (on delete restrict)',
        );
      }
      return rows.delete(id);
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
