import type {
  CheckoutStatus,
  Order,
  OrderDetails,
  OrderMatch,
  OrderMethod,
  OrderRepository,
  PaymentProvider,
} from '@coach/core';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { checkouts, membershipPeriods, orders } from '../schema/payments.ts';
import { membershipPackages } from '../schema/reference-data.ts';
import { likePattern } from './like-pattern.ts';
import { rowsOf } from './sql-arrays.ts';

// The method and provider are narrowed by the table's CHECK constraints: the casts only restate
// them. The search text is the list's own business, not the order's.
function toOrder({ searchText: _searchText, ...row }: typeof orders.$inferSelect): Order {
  return { ...row, method: row.method as OrderMethod, provider: row.provider as PaymentProvider | null };
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

/** What the list's filters ask of an order; every word of the search in its folded text. */
function searchCondition(query: OrderMatch): SQL {
  return (
    and(
      ...searchWords(query.search).map((word) => sql`${orders.searchText} like ${likePattern(word)}`),
      query.createdFrom ? gte(orders.createdAt, query.createdFrom) : undefined,
      query.createdBefore ? lt(orders.createdAt, query.createdBefore) : undefined,
      query.membershipPackageId ? eq(orders.membershipPackageId, query.membershipPackageId) : undefined,
      query.method ? eq(orders.method, query.method) : undefined,
      query.provider ? eq(orders.provider, query.provider) : undefined,
    ) ?? sql`true`
  );
}

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

    async countMatching(match) {
      return (await db.select({ value: count() }).from(orders).where(searchCondition(match)))[0]?.value ?? 0;
    },

    async listMatchingAfter(match, after, limit) {
      // The batch's ids along the list's newest-first index (whole, or the filter's), from the last
      // order of the previous batch on: a range of the index, never OFFSET (ADR 0042).
      const newestFirst = [desc(orders.createdAt), desc(orders.orderNumber)];
      const ids = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            searchCondition(match),
            after
              ? sql`(${orders.createdAt}, ${orders.orderNumber}) < (${sql.param(after.createdAt, orders.createdAt)}, ${after.orderNumber})`
              : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit);
      if (ids.length === 0) return [];
      const rows = await detailsQuery(
        db,
        inArray(
          orders.id,
          ids.map((row) => row.id),
        ),
      ).orderBy(...newestFirst);
      return rows.map(toDetails);
    },

    async search(query) {
      const where = searchCondition(query);
      const direction = query.oldestFirst ? asc : desc;
      const order = [direction(orders.createdAt), direction(orders.orderNumber)];
      const countOf = async () =>
        (await db.select({ value: count() }).from(orders).where(where))[0]?.value ?? 0;
      const pageOf = async (ids: SQL | string[], total: number) => ({
        items: (
          await detailsQuery(
            db,
            Array.isArray(ids) ? inArray(orders.id, ids) : sql`${orders.id} in (${ids})`,
          ).orderBy(...order)
        ).map(toDetails),
        total,
      });
      if (searchWords(query.search).length === 0) {
        // The page's ids first, along the order's index (whole, or for the provider, method or
        // package asked for); only then their package and granter: a deep page's skipped rows
        // cost an index entry each. The count reads the same index, beside it.
        const pageIds = sql`select ${orders.id} from ${orders} where ${where}
          order by ${sql.join(order, sql`, `)} limit ${query.limit} offset ${query.offset}`;
        const [total, page] = await Promise.all([countOf(), pageOf(pageIds, 0)]);
        return { ...page, total };
      }
      // A search's matches (a thousand for a common name) come off the trigram index once, for the
      // page and the total together. Left to itself, the planner walked the order's index and
      // tested every order until it had a page: 19,000 blocks for "ayse" against 1,000 this way.
      const matches = rowsOf<{ id: string; total: number }>(
        await db.execute(sql`with matches as materialized (
            select ${orders.id}, ${orders.createdAt}, ${orders.orderNumber} from ${orders} where ${where})
          select ${orders.id} as id, (count(*) over ())::int as total from matches as ${orders}
          order by ${sql.join(order, sql`, `)} limit ${query.limit} offset ${query.offset}`),
      );
      const [first] = matches;
      // A page past the last match has no row to carry the total: counted alone (a stale link, rare).
      if (!first) return { items: [], total: query.offset > 0 ? await countOf() : 0 };
      return pageOf(
        matches.map((row) => row.id),
        first.total,
      );
    },

    async findWithPayment(orderId) {
      const [row] = await detailsQuery(db, eq(orders.id, orderId)).limit(1);
      if (!row) return null;
      const { checkoutId } = row.order;
      const [[checkout], [period]] = await Promise.all([
        checkoutId
          ? db
              .select({
                status: checkouts.status,
                createdAt: checkouts.createdAt,
                settledAt: checkouts.settledAt,
                locale: checkouts.locale,
              })
              .from(checkouts)
              .where(eq(checkouts.id, checkoutId))
          : Promise.resolve([]),
        db
          .select({ startsAt: membershipPeriods.startsAt, endsAt: membershipPeriods.endsAt })
          .from(membershipPeriods)
          .where(eq(membershipPeriods.orderId, orderId))
          .limit(1),
      ]);
      return {
        order: toDetails(row),
        // The status is narrowed by the checkouts' CHECK constraint: the cast only restates it.
        checkout: checkout ? { ...checkout, status: checkout.status as CheckoutStatus } : null,
        period: period ?? null,
      };
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
