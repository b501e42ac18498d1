import type { RecordedWait, ReportQueries, ReportWindow, WaitRow, WorkingDayTable } from '@coach/core';
import { localDateOf } from '@coach/core/calendar/zoned-time';
import { addToHistogram, waitBucketOf, waitPercentilesOf } from '@coach/core/reports/wait-histogram';
import { workingDayReading } from '@coach/core/reports/working-day-clock';
import { accountFilesTable } from './account-file-repository.ts';
import { accountsTable, ledgerTable } from './account-tables.ts';
import { type MemoryDb, memoryTable } from './memory-database.ts';
import { membershipPeriodsTable, ordersTable } from './payment-tables.ts';
import { projectRequestsTable, projectsTable } from './project-tables.ts';

/**
 * The recorded waits by the id of their request or proof, one table per kind (PostgreSQL keeps each
 * on its request's or proof's row).
 */
const recordedWaitTables = {
  match: memoryTable<number>('project_request_match_waits'),
  proofReview: memoryTable<number>('account_file_review_waits'),
} satisfies Record<RecordedWait, unknown>;

const completedStates = new Set(['completed_by_coachee', 'completed_confirmed', 'completed_by_system']);

/** Price text ("49.00") in cents. */
const centsOf = (price: string) => Math.round(Number(price) * 100);

/** The reports' aggregates over the in-memory tables, as PostgreSQL computes them. */
export function memoryReportQueries(db: MemoryDb): ReportQueries {
  const inWindow = (at: Date, window: ReportWindow) => at >= window.since && at < window.until;
  const monthOf = (at: Date, window: ReportWindow) => localDateOf(at, window.timeZone).slice(0, 7);

  /** The finished waits of a kind, with where each started and ended, in the store's own terms. */
  const finished = (kind: RecordedWait) =>
    kind === 'match'
      ? [...db.rows(projectRequestsTable).values()]
          .filter((request) => request.state === 'matched')
          .map((request) => ({ id: request.id, startedAt: request.createdAt, doneAt: request.closedAt }))
      : [...db.rows(accountFilesTable).values()]
          .filter((file) => file.state !== 'pending')
          .map((file) => ({ id: file.id, startedAt: file.createdAt, doneAt: file.reviewedAt }));

  /** The finished waits of a kind without a recorded length, oldest first. */
  const unrecorded = (kind: RecordedWait) => {
    const recorded = db.rows(recordedWaitTables[kind]);
    return finished(kind)
      .filter((wait) => !recorded.has(wait.id))
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  };

  /**
   * Waits grouped by the month they started in, and over the whole window; their percentiles counted
   * from the waits' buckets (their nearest minutes), as PostgreSQL counts them from its histogram.
   */
  function waits(
    window: ReportWindow,
    clock: WorkingDayTable,
    promise: number,
    items: readonly { startedAt: Date; doneAt: Date | null; recorded?: number | undefined }[],
  ): WaitRow[] {
    const groups = new Map<string | null, { started: number; waits: number[] }>();
    const add = (key: string | null, wait: number | null) => {
      const group = groups.get(key) ?? { started: 0, waits: [] };
      group.started += 1;
      if (wait !== null) group.waits.push(wait);
      groups.set(key, group);
    };
    for (const { startedAt, doneAt, recorded } of items) {
      if (!inWindow(startedAt, window)) continue;
      let wait: number | null = recorded ?? null;
      if (doneAt && wait === null) {
        const start = workingDayReading(clock, startedAt, window.timeZone);
        const end = workingDayReading(clock, doneAt, window.timeZone);
        wait = start === null || end === null ? null : end - start;
      }
      add(monthOf(startedAt, window), wait);
      add(null, wait);
    }
    return [...groups].map(([month, { started, waits: all }]) => {
      const histogram = new Map<number, number>();
      for (const wait of all) addToHistogram(histogram, waitBucketOf(wait));
      const [median = null, p90 = null] = waitPercentilesOf(histogram, [0.5, 0.9]);
      return {
        month,
        started,
        done: all.length,
        withinPromise: all.filter((wait) => wait <= promise).length,
        median,
        p90,
      };
    });
  }

  return {
    async funnel(window) {
      const orders = [...db.rows(ordersTable).values()];
      const requests = [...db.rows(projectRequestsTable).values()];
      const projects = [...db.rows(projectsTable).values()];
      const rows = new Map<
        string,
        { registered: number; paid: number; requested: number; matched: number; completed: number }
      >();
      for (const account of db.rows(accountsTable).values()) {
        if (account.accountRoleType !== 'User' && account.accountRoleType !== 'Guest') continue;
        if (!inWindow(account.createdAt, window)) continue;
        const month = monthOf(account.createdAt, window);
        const row = rows.get(month) ?? { registered: 0, paid: 0, requested: 0, matched: 0, completed: 0 };
        const own = projects.filter(
          (p) => p.coachAccountId === account.id || p.coacheeAccountId === account.id,
        );
        row.registered += 1;
        if (orders.some((o) => o.accountId === account.id && centsOf(o.priceUsd) > 0)) row.paid += 1;
        if (requests.some((r) => r.accountId === account.id)) row.requested += 1;
        if (own.length > 0) row.matched += 1;
        if (own.some((p) => completedStates.has(p.state))) row.completed += 1;
        rows.set(month, row);
      }
      return [...rows].map(([month, row]) => ({ month, ...row }));
    },

    async matchWaits(window, clock, promise) {
      const recorded = db.rows(recordedWaitTables.match);
      const items = [...db.rows(projectRequestsTable).values()].map((request) => ({
        startedAt: request.createdAt,
        doneAt: request.state === 'matched' ? request.closedAt : null,
        recorded: request.state === 'matched' ? recorded.get(request.id) : undefined,
      }));
      return waits(window, clock, promise, items);
    },

    async oldestUnrecordedWait(kind) {
      return unrecorded(kind)[0]?.startedAt ?? null;
    },

    async recordWaits(kind, clock, timeZone, limit) {
      const rows = db.writable(recordedWaitTables[kind]);
      let count = 0;
      for (const wait of unrecorded(kind).slice(0, limit)) {
        const start = workingDayReading(clock, wait.startedAt, timeZone);
        const end = wait.doneAt ? workingDayReading(clock, wait.doneAt, timeZone) : null;
        if (start === null || end === null) continue;
        rows.set(wait.id, end - start);
        count += 1;
      }
      return count;
    },

    async proofReviewWaits(window, clock, promise) {
      const recorded = db.rows(recordedWaitTables.proofReview);
      const items = [...db.rows(accountFilesTable).values()].map((file) => ({
        startedAt: file.createdAt,
        doneAt: file.state === 'pending' ? null : file.reviewedAt,
        recorded: file.state === 'pending' ? undefined : recorded.get(file.id),
      }));
      return waits(window, clock, promise, items);
    },

    async projectOutcomes(window) {
      const counts = new Map<string, number>();
      for (const project of db.rows(projectsTable).values()) {
        if (project.state === 'open' || !project.closedAt || !inWindow(project.closedAt, window)) continue;
        const key = `${monthOf(project.closedAt, window)} ${project.state}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].map(([key, count]) => {
        const [month = '', state = ''] = key.split(' ');
        return { month, state, count };
      });
    },

    async membershipChanges(instants) {
      const counts = new Map<string, number>();
      // The bucket of a moment: how many instants are at or before it (PostgreSQL's width_bucket).
      const bucketOf = (at: Date) => instants.filter((instant) => instant <= at).length;
      const last = instants.at(-1);
      for (const period of db.rows(membershipPeriodsTable).values()) {
        for (const [kind, at] of [
          ['starts', period.startsAt],
          ['ends', period.endsAt],
        ] as const) {
          if (!last || at >= last) continue;
          const key = `${kind} ${bucketOf(at)} ${period.membershipPackageId}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      return [...counts].map(([key, count]) => {
        const [kind, bucket, membershipPackageId = ''] = key.split(' ');
        return { kind: kind as 'starts' | 'ends', bucket: Number(bucket), membershipPackageId, count };
      });
    },

    async revenue(window) {
      const rows = new Map<string, { orders: number; revenueCents: number }>();
      for (const order of db.rows(ordersTable).values()) {
        if (!inWindow(order.createdAt, window)) continue;
        const key = `${monthOf(order.createdAt, window)} ${order.membershipPackageId}`;
        const row = rows.get(key) ?? { orders: 0, revenueCents: 0 };
        row.orders += 1;
        row.revenueCents += centsOf(order.priceUsd);
        rows.set(key, row);
      }
      return [...rows].map(([key, row]) => {
        const [month = '', membershipPackageId = ''] = key.split(' ');
        return { month, membershipPackageId, ...row };
      });
    },

    async points(window) {
      const rows = new Map<string, { given: number; spent: number; penalties: number }>();
      for (const entry of db.rows(ledgerTable).values()) {
        if (!inWindow(entry.createdAt, window)) continue;
        const month = monthOf(entry.createdAt, window);
        const row = rows.get(month) ?? { given: 0, spent: 0, penalties: 0 };
        if (entry.delta > 0) row.given += entry.delta;
        else row.spent -= entry.delta;
        if (entry.reason === 'unclosed_penalty') row.penalties -= entry.delta;
        rows.set(month, row);
      }
      return [...rows].map(([month, row]) => ({ month, ...row }));
    },
  };
}
