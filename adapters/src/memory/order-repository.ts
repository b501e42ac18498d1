import { randomUUID } from 'node:crypto';
import type {
  MembershipPeriod,
  NewMembershipPeriod,
  NewOrder,
  Order,
  OrderDetails,
  OrderKey,
  OrderMatch,
  OrderRepository,
} from '@coach/core';
import { orderMethods } from '@coach/core/contracts/orders';
import { paymentProviders } from '@coach/core/contracts/payments';
import { foldForSearch, searchWords } from '../text/turkish-text.ts';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';
import { checkoutsTable, membershipPeriodsTable, ordersTable } from './payment-tables.ts';
import { membershipPackagesTable } from './reference-data-repositories.ts';

/** Where the identity column `order_number` starts. */
const firstOrderNumber = 100001;

/** The constraints of `orders` that PostgreSQL checks on insert. */
function checkNewOrder(db: MemoryDb, order: NewOrder): void {
  const accounts = db.rows(accountsTable);
  for (const accountId of [order.accountId, order.grantedByAccountId]) {
    if (accountId !== null && !accounts.has(accountId))
      throw new Error('orders_account_id_accounts_id_fk: no such account');
  }
  if (!db.rows(membershipPackagesTable).has(order.membershipPackageId)) {
    throw new Error('orders_membership_package_id_membership_packages_id_fk: no such package');
  }
  if (order.checkoutId !== null && !db.rows(checkoutsTable).has(order.checkoutId)) {
    throw new Error('orders_checkout_id_checkouts_id_fk: no such checkout');
  }
  if (!orderMethods.includes(order.method)) throw new Error('orders_method_check');
  if (order.provider !== null && !paymentProviders.includes(order.provider))
    throw new Error('orders_provider_check');
  if (order.periodMonths <= 0) throw new Error('orders_period_check');
  // orders_checkout_unique: orders granted by hand (no checkout) never collide, NULLs being distinct.
  if (order.checkoutId !== null) {
    for (const existing of db.rows(ordersTable).values()) {
      if (existing.checkoutId === order.checkoutId) {
        throw new Error('duplicate key value violates unique constraint "orders_checkout_unique"');
      }
    }
  }
}

/** The constraints of `membership_periods` that PostgreSQL checks. */
function checkPeriod(db: MemoryDb, period: NewMembershipPeriod, selfId: string | null = null): void {
  if (!db.rows(accountsTable).has(period.accountId))
    throw new Error('membership_periods_account_id_accounts_id_fk: no such account');
  if (!db.rows(membershipPackagesTable).has(period.membershipPackageId))
    throw new Error('membership_periods_membership_package_id_membership_packages_id_fk: no such package');
  if (period.orderId !== null && !db.rows(ordersTable).has(period.orderId))
    throw new Error('membership_periods_order_id_orders_id_fk: no such order');
  if (period.endsAt.getTime() <= period.startsAt.getTime()) throw new Error('membership_periods_dates_check');
  if (period.orderId !== null) {
    for (const existing of db.rows(membershipPeriodsTable).values()) {
      if (existing.orderId === period.orderId && existing.id !== selfId)
        throw new Error('duplicate key value violates unique constraint "membership_periods_order_unique"');
    }
  }
}

/**
 * Orders in memory, read with their package's names and the granter's name as the PostgreSQL
 * repository joins them. Numbers count up from 100001; unlike a sequence, a rolled-back unit of
 * work gives its number back, which no rule depends on.
 */
export function memoryOrderRepository(db: MemoryDb): OrderRepository {
  const withDetails = (order: Order): OrderDetails => {
    const membershipPackage = db.rows(membershipPackagesTable).get(order.membershipPackageId);
    if (!membershipPackage) throw new Error(`orders ${order.id}: its package vanished`);
    const granter = order.grantedByAccountId
      ? db.rows(accountsTable).get(order.grantedByAccountId)
      : undefined;
    return {
      ...copy(order),
      packageCode: membershipPackage.code,
      packageNameTr: membershipPackage.nameTr,
      packageNameEn: membershipPackage.nameEn,
      // As the SQL joins them: `name || ' ' || surname`.
      grantedByName: granter ? `${granter.name} ${granter.surname}` : null,
    };
  };
  const all = () => [...db.rows(ordersTable).values()];
  /** As `orders.search_text` folds it (migration 0034): the buyer's name, e-mail and the number. */
  const searchTextOf = (order: Order) =>
    foldForSearch(`${order.buyerName} ${order.buyerEmail} ${order.orderNumber}`);

  /** The orders the list's filters find, in no order. */
  const matching = (query: OrderMatch) => {
    const words = searchWords(query.search);
    return all().filter(
      (order) =>
        words.every((word) => searchTextOf(order).includes(word)) &&
        (!query.createdFrom || order.createdAt.getTime() >= query.createdFrom.getTime()) &&
        (!query.createdBefore || order.createdAt.getTime() < query.createdBefore.getTime()) &&
        (!query.membershipPackageId || order.membershipPackageId === query.membershipPackageId) &&
        (!query.method || order.method === query.method) &&
        (!query.provider || order.provider === query.provider),
    );
  };
  /** Newest first, ties by the higher number: the list's default order and an export's keyset. */
  const newestFirst = (a: OrderKey, b: OrderKey) =>
    b.createdAt.getTime() - a.createdAt.getTime() || b.orderNumber - a.orderNumber;

  return {
    async countMatching(match) {
      return matching(match).length;
    },

    async listMatchingAfter(match, after, limit) {
      return matching(match)
        .filter((order) => after === null || newestFirst(after, order) < 0)
        .sort(newestFirst)
        .slice(0, limit)
        .map(withDetails);
    },

    async listByAccount(accountId) {
      return all()
        .filter((order) => order.accountId === accountId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.orderNumber - a.orderNumber)
        .map(withDetails);
    },

    async findByCheckoutId(checkoutId) {
      const order = all().find((candidate) => candidate.checkoutId === checkoutId);
      return order ? withDetails(order) : null;
    },

    async insert(order) {
      const rows = db.writable(ordersTable);
      checkNewOrder(db, order);
      const lastNumber = Math.max(firstOrderNumber - 1, ...all().map((existing) => existing.orderNumber));
      const row: Order = { ...copy(order), id: randomUUID(), orderNumber: lastNumber + 1 };
      rows.set(row.id, row);
      return copy(row);
    },

    async search(query) {
      const matches = matching(query);
      const direction = query.oldestFirst ? 1 : -1;
      matches.sort(
        (a, b) =>
          direction * (a.createdAt.getTime() - b.createdAt.getTime() || a.orderNumber - b.orderNumber),
      );
      return {
        items: matches.slice(query.offset, query.offset + query.limit).map(withDetails),
        total: matches.length,
      };
    },

    async findWithPayment(orderId) {
      const order = db.rows(ordersTable).get(orderId);
      if (!order) return null;
      const checkout = order.checkoutId === null ? undefined : db.rows(checkoutsTable).get(order.checkoutId);
      const period = [...db.rows(membershipPeriodsTable).values()].find((row) => row.orderId === order.id);
      return {
        order: withDetails(order),
        checkout: checkout
          ? {
              status: checkout.status,
              createdAt: new Date(checkout.createdAt),
              settledAt: checkout.settledAt && new Date(checkout.settledAt),
              locale: checkout.locale,
            }
          : null,
        period: period ? { startsAt: new Date(period.startsAt), endsAt: new Date(period.endsAt) } : null,
      };
    },

    async listPeriods(accountId) {
      return [...db.rows(membershipPeriodsTable).values()]
        .filter((period) => period.accountId === accountId)
        .sort(
          (a, b) =>
            a.startsAt.getTime() - b.startsAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
        )
        .map((period) => ({
          ...copy(period),
          coachLevel: db.rows(membershipPackagesTable).get(period.membershipPackageId)?.coachLevel ?? false,
        }));
    },

    async insertPeriod(period) {
      const rows = db.writable(membershipPeriodsTable);
      checkPeriod(db, period);
      const row: MembershipPeriod = { ...copy(period), id: randomUUID() };
      rows.set(row.id, row);
      return copy(row);
    },

    async updatePeriod(id, changes) {
      const rows = db.writable(membershipPeriodsTable);
      const found = rows.get(id);
      if (!found) return;
      const changed: MembershipPeriod = {
        ...found,
        ...(changes.endsAt ? { endsAt: new Date(changes.endsAt) } : {}),
        ...(changes.membershipPackageId ? { membershipPackageId: changes.membershipPackageId } : {}),
      };
      checkPeriod(db, changed, id);
      rows.set(id, changed);
    },

    async deletePeriod(id) {
      db.writable(membershipPeriodsTable).delete(id);
    },
  };
}
