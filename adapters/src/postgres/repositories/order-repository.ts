import type { Order, OrderDetails, OrderMethod, OrderRepository } from '@coach/core';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { membershipPeriods, orders } from '../schema/payments.ts';
import { membershipPackages } from '../schema/reference-data.ts';

// The method is narrowed by the table's CHECK constraint: the cast only restates it.
function toOrder(row: typeof orders.$inferSelect): Order {
  return { ...row, method: row.method as OrderMethod };
}

const granter = alias(accounts, 'granter');

/** One row per order with its package's names and its granter's full name (as `fullNameOf` spells it). */
function detailsQuery(db: AppDatabase, condition: SQL) {
  return db
    .select({
      order: orders,
      packageCode: membershipPackages.code,
      packageNameTr: membershipPackages.nameTr,
      packageNameEn: membershipPackages.nameEn,
      grantedByName: sql<string | null>`trim(${granter.name} || ' ' || ${granter.surname})`,
    })
    .from(orders)
    .innerJoin(membershipPackages, eq(membershipPackages.id, orders.membershipPackageId))
    .leftJoin(granter, eq(granter.id, orders.grantedByAccountId))
    .where(condition);
}

type DetailsRow = Awaited<ReturnType<typeof detailsQuery>>[number];

const toDetails = ({ order, ...names }: DetailsRow): OrderDetails => ({ ...toOrder(order), ...names });

/** Orders on PostgreSQL; the identity column numbers them. */
export function orderRepository(db: AppDatabase): OrderRepository {
  return {
    async listByAccount(accountId) {
      const rows = await detailsQuery(db, eq(orders.accountId, accountId)).orderBy(
        desc(orders.createdAt),
        desc(orders.orderNumber),
      );
      return rows.map(toDetails);
    },

    async findByCheckoutId(checkoutId) {
      const [row] = await detailsQuery(db, eq(orders.checkoutId, checkoutId)).limit(1);
      return row ? toDetails(row) : null;
    },

    async insert(order) {
      const [row] = await db.insert(orders).values(order).returning();
      if (!row) throw new Error('Insert into orders returned no row');
      return toOrder(row);
    },

    async listPeriods(accountId) {
      const rows = await db
        .select({ period: membershipPeriods, coachLevel: membershipPackages.coachLevel })
        .from(membershipPeriods)
        .innerJoin(membershipPackages, eq(membershipPackages.id, membershipPeriods.membershipPackageId))
        .where(eq(membershipPeriods.accountId, accountId))
        .orderBy(asc(membershipPeriods.startsAt), asc(membershipPeriods.createdAt));
      return rows.map(({ period, coachLevel }) => ({ ...period, coachLevel }));
    },

    async insertPeriod(period) {
      const [row] = await db.insert(membershipPeriods).values(period).returning();
      if (!row) throw new Error('Insert into membership_periods returned no row');
      return row;
    },

    async updatePeriod(id, changes) {
      if (changes.endsAt === undefined && changes.membershipPackageId === undefined) return;
      await db.update(membershipPeriods).set(changes).where(eq(membershipPeriods.id, id));
    },

    async deletePeriod(id) {
      await db.delete(membershipPeriods).where(eq(membershipPeriods.id, id));
    },
  };
}
