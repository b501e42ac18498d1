import type {
  ApplicationSettings,
  BadgeRepository,
  MembershipPackageRepository,
  SettingsRepository,
} from '@coach/core';
import { defaultApplicationSettings } from '@coach/core/contracts/settings';
import { DomainError } from '@coach/core/errors/domain-error';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { checkouts, membershipPeriods, orders } from '../schema/payments.ts';
import { accountBadges, applicationSettings, membershipPackages } from '../schema/reference-data.ts';
import { violatedUniqueConstraint } from '../unique-violation.ts';
import { rowsOf } from './sql-arrays.ts';

async function countRows(db: AppDatabase, table: typeof accountBadges | typeof membershipPackages) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/** A unique index of account_badges → the field whose name is taken. */
const badgeNameIndexes: Record<string, 'nameTr' | 'nameEn'> = {
  account_badges_name_tr_unique: 'nameTr',
  account_badges_name_en_unique: 'nameEn',
};

/** Runs a write; a violated name index becomes 4005 naming the field. */
async function refusingTakenNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = badgeNameIndexes[violatedUniqueConstraint(error) ?? ''];
    throw field ? new DomainError('nameTaken', { field }) : error;
  }
}

export function badgeRepository(db: AppDatabase): BadgeRepository {
  const listAll = () =>
    db.select().from(accountBadges).orderBy(asc(accountBadges.lower), asc(accountBadges.nameTr));
  return {
    list: listAll,
    count: () => countRows(db, accountBadges),
    async findById(id) {
      const [row] = await db.select().from(accountBadges).where(eq(accountBadges.id, id));
      return row ?? null;
    },
    async lockAndList() {
      // SHARE ROW EXCLUSIVE conflicts with itself and with every INSERT, UPDATE and DELETE, but not
      // with plain reads: badge writers queue up, readers (userinfo, dashboards) go on. Under READ
      // COMMITTED the list below is read after the lock is granted, so it sees the last writer's rows.
      await db.execute(sql`lock table ${accountBadges} in share row exclusive mode`);
      return listAll();
    },
    async insertIfNameIsNew(badge) {
      const inserted = await db
        .insert(accountBadges)
        .values(badge)
        .onConflictDoNothing()
        .returning({ id: accountBadges.id });
      return inserted.length > 0;
    },
    async insert(badge) {
      const [row] = await refusingTakenNames(() => db.insert(accountBadges).values(badge).returning());
      if (!row) throw new Error('account_badges: the insert returned no row');
      return row;
    },
    async update({ id, ...fields }) {
      await refusingTakenNames(() => db.update(accountBadges).set(fields).where(eq(accountBadges.id, id)));
    },
    async delete(id) {
      const deleted = await db
        .delete(accountBadges)
        .where(eq(accountBadges.id, id))
        .returning({ id: accountBadges.id });
      return deleted.length > 0;
    },
  };
}

/** Runs a write; a violated code index becomes 4005 naming the code. */
async function refusingTakenCodes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw violatedUniqueConstraint(error) === 'membership_packages_code_unique'
      ? new DomainError('nameTaken', { field: 'code' })
      : error;
  }
}

export function membershipPackageRepository(db: AppDatabase): MembershipPackageRepository {
  const cheapestFirst = [asc(membershipPackages.priceUsd), asc(membershipPackages.code)];
  const findOne = async (id: string, forUpdate = false) => {
    const query = db.select().from(membershipPackages).where(eq(membershipPackages.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  };
  return {
    count: () => countRows(db, membershipPackages),
    list: () =>
      db
        .select()
        .from(membershipPackages)
        .orderBy(...cheapestFirst),
    listForSale: () =>
      db
        .select()
        .from(membershipPackages)
        .where(isNull(membershipPackages.retiredAt))
        .orderBy(...cheapestFirst),
    findById: (id) => findOne(id),
    findByIdForUpdate: (id) => findOne(id, true),
    async insertIfCodeIsNew(membershipPackage) {
      const inserted = await db
        .insert(membershipPackages)
        .values(membershipPackage)
        .onConflictDoNothing({ target: membershipPackages.code })
        .returning({ id: membershipPackages.id });
      return inserted.length > 0;
    },
    async insert(membershipPackage) {
      const [row] = await refusingTakenCodes(() =>
        db.insert(membershipPackages).values(membershipPackage).returning(),
      );
      if (!row) throw new Error('membership_packages: the insert returned no row');
      return row;
    },
    async update(id, changes) {
      const [row] = await refusingTakenCodes(() =>
        db.update(membershipPackages).set(changes).where(eq(membershipPackages.id, id)).returning(),
      );
      return row ?? null;
    },
    async isReferenced(id) {
      // Orders outlive their account and name the package for good; checkouts and holders too.
      const result = await db.execute(
        sql`select exists (select 1 from ${orders} where ${orders.membershipPackageId} = ${id})
          or exists (select 1 from ${checkouts} where ${checkouts.membershipPackageId} = ${id})
          or exists (select 1 from ${membershipPeriods} where ${membershipPeriods.membershipPackageId} = ${id})
          or exists (select 1 from ${accounts} where ${accounts.membershipPackageId} = ${id}) as referenced`,
      );
      return rowsOf<{ referenced: boolean }>(result)[0]?.referenced === true;
    },
    async retire(id, at) {
      await db.update(membershipPackages).set({ retiredAt: at }).where(eq(membershipPackages.id, id));
    },
    async delete(id) {
      const deleted = await db
        .delete(membershipPackages)
        .where(eq(membershipPackages.id, id))
        .returning({ id: membershipPackages.id });
      return deleted.length > 0;
    },
  };
}

export function settingsRepository(db: AppDatabase): SettingsRepository {
  const storeDefaultsIfMissing = async (defaults: ApplicationSettings) => {
    await db
      .insert(applicationSettings)
      .values({ id: 1, ...defaults })
      .onConflictDoNothing({ target: applicationSettings.id });
  };
  return {
    async get(): Promise<ApplicationSettings> {
      const [row] = await db.select().from(applicationSettings).limit(1);
      if (!row) return defaultApplicationSettings;
      const { id: _singleRowId, ...settings } = row;
      return settings;
    },
    storeDefaultsIfMissing,
    async getForUpdate(defaults) {
      await storeDefaultsIfMissing(defaults);
      const [row] = await db
        .select()
        .from(applicationSettings)
        .where(eq(applicationSettings.id, 1))
        .for('update');
      if (!row) throw new Error('application_settings: the row vanished inside its transaction');
      const { id: _singleRowId, ...settings } = row;
      return settings;
    },
    async save(settings) {
      await db
        .insert(applicationSettings)
        .values({ id: 1, ...settings })
        .onConflictDoUpdate({ target: applicationSettings.id, set: settings });
    },
  };
}
