import type { DashboardQueries } from '@coach/core';
import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { ledgerEntries } from '../schema/ledger.ts';
import { rowsOf } from './sql-arrays.ts';

/** Aggregates for the dashboards, each one query counted by PostgreSQL. */
export function dashboardQueries(db: AppDatabase): DashboardQueries {
  return {
    async sessionHours(accountId) {
      const [row] = await db
        .select({
          received: sql<number>`coalesce(sum(${ledgerEntries.delta}) filter (where ${ledgerEntries.reason} = 'coachee_sessions'), 0)::int`,
          coached: sql<number>`coalesce(-sum(${ledgerEntries.delta}) filter (where ${ledgerEntries.reason} = 'coach_sessions'), 0)::int`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId));
      return { coached: row?.coached ?? 0, received: row?.received ?? 0 };
    },

    async membersByState(now) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where not ${accounts.isLocked} and ${accounts.status} = 'active'))::int`,
          passive: sql<number>`(count(*) filter (where not ${accounts.isLocked} and ${accounts.status} = 'passive'))::int`,
          locked: sql<number>`(count(*) filter (where ${accounts.isLocked}))::int`,
          membershipActive: sql<number>`(count(*) filter (where ${gt(accounts.subscriptionEndDate, now)}))::int`,
          membershipExpired: sql<number>`(count(*) filter (where ${lte(accounts.subscriptionEndDate, now)}))::int`,
          noMembership: sql<number>`(count(*) filter (where ${accounts.subscriptionEndDate} is null))::int`,
        })
        .from(accounts)
        .where(eq(accounts.accountRoleType, 'User'));
      return {
        total: row?.total ?? 0,
        active: row?.active ?? 0,
        passive: row?.passive ?? 0,
        locked: row?.locked ?? 0,
        membershipActive: row?.membershipActive ?? 0,
        membershipExpired: row?.membershipExpired ?? 0,
        noMembership: row?.noMembership ?? 0,
      };
    },

    async openWork() {
      // Both states written as constants: each count reads its partial index (ADR 0043).
      const result = await db.execute(sql`
        select (select count(*) from project_requests where state = 'open')::int as "openRequests",
          (select count(*) from projects where state = 'open')::int as "openProjects"`);
      const [row] = rowsOf<{ openRequests: number; openProjects: number }>(result);
      return { openRequests: row?.openRequests ?? 0, openProjects: row?.openProjects ?? 0 };
    },

    async signUpsByMonth(since, timeZone) {
      const month = sql<string>`to_char(${accounts.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
      const rows = await db
        .select({ month, count: sql<number>`count(*)::int` })
        .from(accounts)
        .where(and(eq(accounts.accountRoleType, 'User'), gte(accounts.createdAt, since)))
        // By position: the time zone is a parameter, and two parameters never count as one expression.
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows;
    },
  };
}
