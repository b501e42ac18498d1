import type { DashboardQueries } from '@coach/core';
import { localDateOf } from '@coach/core/calendar/zoned-time';
import { accountsTable, ledgerTable } from './account-tables.ts';
import type { MemoryDb } from './memory-database.ts';
import { projectRequestsTable, projectsTable } from './project-tables.ts';

/** The dashboards' aggregates over the in-memory tables, as PostgreSQL counts them. */
export function memoryDashboardQueries(db: MemoryDb): DashboardQueries {
  const members = () => [...db.rows(accountsTable).values()].filter((a) => a.accountRoleType === 'User');
  return {
    async sessionHours(accountId) {
      let coached = 0;
      let received = 0;
      for (const entry of db.rows(ledgerTable).values()) {
        if (entry.accountId !== accountId) continue;
        if (entry.reason === 'coachee_sessions') received += entry.delta;
        if (entry.reason === 'coach_sessions') coached -= entry.delta;
      }
      return { coached, received };
    },

    async membersByState(now) {
      const all = members();
      const count = (predicate: (account: (typeof all)[number]) => boolean) => all.filter(predicate).length;
      return {
        total: all.length,
        active: count((a) => !a.isLocked && a.status === 'active'),
        passive: count((a) => !a.isLocked && a.status === 'passive'),
        locked: count((a) => a.isLocked),
        membershipActive: count((a) => a.subscriptionEndDate !== null && a.subscriptionEndDate > now),
        membershipExpired: count((a) => a.subscriptionEndDate !== null && a.subscriptionEndDate <= now),
        noMembership: count((a) => a.subscriptionEndDate === null),
      };
    },

    async openWork() {
      const openRequests = [...db.rows(projectRequestsTable).values()].filter(
        (r) => r.state === 'open',
      ).length;
      const openProjects = [...db.rows(projectsTable).values()].filter((p) => p.state === 'open').length;
      return { openRequests, openProjects };
    },

    async signUpsByMonth(since, timeZone) {
      const counts = new Map<string, number>();
      for (const account of members()) {
        if (account.createdAt < since) continue;
        const month = localDateOf(account.createdAt, timeZone).slice(0, 7);
        counts.set(month, (counts.get(month) ?? 0) + 1);
      }
      return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, count]) => ({ month, count }));
    },
  };
}
