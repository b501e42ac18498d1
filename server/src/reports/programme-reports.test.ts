import { testContext } from '@coach/adapters/testing/test-context';
import type { UseCaseContext } from '@coach/core';
import { getAdminDashboard } from '@coach/core/dashboards/get-admin-dashboard';
import { getFunnelReport } from '@coach/core/reports/get-funnel-report';
import { getMatchWaitReport } from '@coach/core/reports/get-match-wait-report';
import { getMembershipReport } from '@coach/core/reports/get-membership-report';
import { getPointsReport } from '@coach/core/reports/get-points-report';
import { getProjectOutcomesReport } from '@coach/core/reports/get-project-outcomes-report';
import { getProofReviewReport } from '@coach/core/reports/get-proof-review-report';
import { recordWaits } from '@coach/core/reports/record-waits';
import { execute } from '@coach/core/shared/use-case';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '../testing/test-app.ts';

/**
 * The programme reports against the demo programme (server/src/seed), on every store. The demo is
 * seeded on Wednesday 17 June 2026 at 12:00 in Istanbul; its history is dated in days before that
 * (`daysAgo`), each at 12:00 Istanbul. The figures below are worked out by hand from the seed data
 * (demo-data.ts, demo-orders.ts, demo-programme.ts), never by running the reports' own queries.
 */
const seededAt = new Date('2026-06-17T09:00:00Z');
/** Thirteen months: a year back to the seeding, every demo account's registration within. */
const range = { from: '2025-06', to: '2026-06' };
const months = [
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
];

/** A month's row of zeros, but for `figures`. */
const monthRows = (zero: object, figures: Record<string, object>) =>
  months.map((month) => ({ month, ...zero, ...figures[month] }));

type Store = { ctx: UseCaseContext; close: () => Promise<void> };

async function seededStore(kind: 'memory' | 'pglite' | 'postgres'): Promise<Store> {
  if (kind === 'memory') {
    const world = testContext({ start: seededAt });
    await seedDemoData(world.system);
    return { ctx: world.system, close: async () => {} };
  }
  const t: TestApp = await createTestApp({ database: kind });
  t.clock.set(seededAt);
  const ctx: UseCaseContext = { ...t.composition.ports, actor: { kind: 'system' } };
  await seedDemoData(ctx);
  return { ctx, close: () => t.close() };
}

describe.each(['memory' as const, ...testDatabaseKinds()])('programme reports on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await seededStore(kind);
  });
  afterAll(() => store.close());

  it('counts open requests and open projects on the dashboard', async () => {
    const dashboard = await execute(
      getAdminDashboard,
      { ...store.ctx, actor: await adminActor(store.ctx) },
      {},
    );
    // Emre's, Ayşe's and Kerem's requests are open; four projects are open (Mehmet–Burak,
    // Elif–Emre, Selin–Ayşe, Mehmet–Sarah).
    expect(dashboard.work).toEqual({ openRequests: 3, openProjects: 4 });
  });

  it('1. funnel: the demo accounts registered on their days, and went on from there', async () => {
    // Each demo account registered on its own day (server/src/seed/demo-data.ts): in December 2025
    // Elif (the 4th), Ayşe (the 14th) and Burak (the 21st). All three paid, sent requests, had
    // projects and completed one (Mehmet–Ayşe confirmed, Elif–Burak completed by the coachee).
    const month = '2025-12';
    const report = await execute(getFunnelReport, store.ctx, { from: month, to: month });
    const figures = { registered: 3, paid: 3, requested: 3, matched: 3, completed: 3 };
    expect(report).toEqual({ from: month, to: month, months: [{ month, ...figures }], total: figures });
    // Over the whole range: nine members and the guest. Every member has an order, the guest none;
    // all members but John sent requests and had projects; Kerem's and Sarah's only ended without
    // completion (by the system, by an administrator), so six completed one.
    const whole = await execute(getFunnelReport, store.ctx, range);
    expect(whole.total).toEqual({ registered: 10, paid: 9, requested: 8, matched: 8, completed: 6 });
  });

  /** The time-to-match report as worked out by hand from the demo programme. */
  const demoMatchWaits = () => {
    const zero = {
      started: 0,
      done: 0,
      withinPromise: 0,
      shareWithinPromise: null,
      medianWorkingDays: null,
      p90WorkingDays: null,
    };
    const all = (started: number, done: number, median: number, p90: number) => ({
      started,
      done,
      withinPromise: done,
      shareWithinPromise: 1,
      medianWorkingDays: median,
      p90WorkingDays: p90,
    });
    // Each project's two requests were sent two days (at 12:00) before it started. From a working
    // day to the day after next: 2 working days; Saturday → Monday and Friday → Sunday 0.5;
    // Sunday → Tuesday 1.5; Tuesday 26 May → Thursday 28 May 0.5 (27 and 28 May are the Feast of
    // the Sacrifice). Kerem's first request (29 Nov 2025) was cancelled; three June requests wait.
    return {
      ...range,
      promiseWorkingDays: 3,
      months: monthRows(zero, {
        '2025-11': { started: 1 },
        // Mehmet–Ayşe: Sat 27 Dec → Mon 29 Dec.
        '2025-12': all(2, 2, 0.5, 0.5),
        // Elif–Burak (Tue → Thu) 2, Selin–Emre (Fri → Sun) 0.5, Selin–Elif (Wed → Fri) 2.
        '2026-01': all(6, 6, 2, 2),
        // Kerem–Emre (Tue → Thu), Selin–Sarah (Wed → Fri).
        '2026-02': all(4, 4, 2, 2),
        // Selin–Ayşe: Sun 8 Mar → Tue 10 Mar.
        '2026-03': all(2, 2, 1.5, 1.5),
        // Mehmet–Sarah (Wed → Fri) 2; Mehmet–Burak over the feast 0.5: 0.5, 0.5, 2, 2.
        '2026-05': all(4, 4, 1.25, 2),
        // Elif–Emre (Tue → Thu) 2, and the three open requests.
        '2026-06': all(5, 2, 2, 2),
      }),
      // Twenty waits: six of 0.5, two of 1.5, twelve of 2.
      total: all(24, 20, 2, 2),
    };
  };

  it('2. time to match: two working days at most, holidays off', async () => {
    expect(await execute(getMatchWaitReport, store.ctx, range)).toEqual(demoMatchWaits());
  });

  it('2b. time to match: each wait recorded once, then read as recorded rather than off the clock', async () => {
    // A calendar without holidays reads the feast's wait (Tue 26 → Thu 28 May) as 2 working days…
    const noHolidays = { ...store.ctx, holidayCalendar: { isPublicHoliday: () => false } };
    const unrecorded = await execute(getMatchWaitReport, noHolidays, range);
    expect(unrecorded.months.find((row) => row.month === '2026-05')?.medianWorkingDays).toBe(2);
    // …until the job records the twenty matched requests' waits on the calendar of the day (and the
    // four reviewed proofs', which report 3 then reads as recorded).
    expect(await execute(recordWaits, store.ctx, {})).toEqual({ match: 20, proofReview: 4 });
    expect(await execute(recordWaits, store.ctx, {})).toEqual({ match: 0, proofReview: 0 });
    expect(await execute(getMatchWaitReport, store.ctx, range)).toEqual(demoMatchWaits());
    expect(await execute(getMatchWaitReport, noHolidays, range)).toEqual(demoMatchWaits());
  });

  it('3. proof review: the four approved proofs were reviewed the moment they came', async () => {
    const report = await execute(getProofReviewReport, store.ctx, range);
    const zero = {
      started: 0,
      done: 0,
      withinPromise: 0,
      shareWithinPromise: null,
      medianWorkingDays: null,
      p90WorkingDays: null,
    };
    // Mehmet, Elif, Selin and Kerem: approved at the upload; John's waits.
    const june = {
      started: 5,
      done: 4,
      withinPromise: 4,
      shareWithinPromise: 1,
      medianWorkingDays: 0,
      p90WorkingDays: 0,
    };
    expect(report).toEqual({
      ...range,
      promiseWorkingDays: 3,
      months: monthRows(zero, { '2026-06': june }),
      total: june,
    });
  });

  it('4. project outcomes: six closed projects, one ended by the system with penalties', async () => {
    const report = await execute(getProjectOutcomesReport, store.ctx, range);
    const zero = {
      completedByCoachee: 0,
      completedConfirmed: 0,
      completedBySystem: 0,
      abortedBySystem: 0,
      abortedByAdministrator: 0,
      closed: 0,
      penalisedShare: null,
    };
    expect(report).toEqual({
      ...range,
      months: monthRows(zero, {
        // Mehmet–Ayşe confirmed on 20 Jan.
        '2026-01': { completedConfirmed: 1, closed: 1, penalisedShare: 0 },
        // Elif–Burak completed by Burak (7 Feb), Selin–Emre by the system (18 Feb), Selin–Elif by Elif (19 Feb).
        '2026-02': { completedByCoachee: 2, completedBySystem: 1, closed: 3, penalisedShare: 0 },
        // Selin–Sarah ended by the administrator on 9 Mar.
        '2026-03': { abortedByAdministrator: 1, closed: 1, penalisedShare: 0 },
        // Kerem–Emre ended by the system past its deadline on 29 May.
        '2026-05': { abortedBySystem: 1, closed: 1, penalisedShare: 1 },
      }),
      total: {
        completedByCoachee: 2,
        completedConfirmed: 1,
        completedBySystem: 1,
        abortedBySystem: 1,
        abortedByAdministrator: 1,
        closed: 6,
        penalisedShare: 0.167,
      },
    });
  });

  it('5. membership: the demo orders by their days, and who held a membership in each month', async () => {
    const report = await execute(getMembershipReport, store.ctx, range);
    expect(report.packages.map((p) => p.code)).toEqual(['COACH-12', 'COACH-6', 'COACHEE-12', 'COACHEE-6']);
    // Orders: Mehmet COACH-12 $149 (29 Nov); Elif COACH-12 $149 (9 Dec), Ayşe and Burak COACHEE-12
    // $89 (19 and 24 Dec); Selin COACH-12 $149 (8 Jan), Emre COACHEE-6 $49 (13 Jan); Kerem COACH-6
    // $79 (7 Feb), Sarah COACHEE-6 $49 (17 Feb); John COACH-6 $79 (18 May). Each membership runs
    // from its order for 6 or 12 months, past June 2026.
    const figures = (month: string) => {
      const row = report.months.find((m) => m.month === month);
      return [
        row?.activeMembers,
        row?.orders,
        row?.revenueUsd,
        row?.byPackage.map((p) => [p.activeMembers, p.orders, p.revenueUsd]),
      ];
    };
    const none = [0, 0, 0];
    expect(figures('2025-10')).toEqual([0, 0, 0, [none, none, none, none]]);
    expect(figures('2025-11')).toEqual([1, 1, 149, [[1, 1, 149], none, none, none]]);
    expect(figures('2025-12')).toEqual([4, 3, 327, [[2, 1, 149], none, [2, 2, 178], none]]);
    expect(figures('2026-01')).toEqual([6, 2, 198, [[3, 1, 149], none, [2, 0, 0], [1, 1, 49]]]);
    expect(figures('2026-02')).toEqual([
      8,
      2,
      128,
      [
        [3, 0, 0],
        [1, 1, 79],
        [2, 0, 0],
        [2, 1, 49],
      ],
    ]);
    expect(figures('2026-04')).toEqual([
      8,
      0,
      0,
      [
        [3, 0, 0],
        [1, 0, 0],
        [2, 0, 0],
        [2, 0, 0],
      ],
    ]);
    expect(figures('2026-05')).toEqual([
      9,
      1,
      79,
      [
        [3, 0, 0],
        [2, 1, 79],
        [2, 0, 0],
        [2, 0, 0],
      ],
    ]);
    expect(figures('2026-06')).toEqual([
      9,
      0,
      0,
      [
        [3, 0, 0],
        [2, 0, 0],
        [2, 0, 0],
        [2, 0, 0],
      ],
    ]);
    expect(report.total).toEqual({ orders: 9, revenueUsd: 881 });
  });

  it('6. points: opening balances, the closings’ hours and one penalty, by month', async () => {
    const report = await execute(getPointsReport, store.ctx, range);
    const zero = { given: 0, spent: 0, penalties: 0 };
    expect(report).toEqual({
      ...range,
      months: monthRows(zero, {
        // Opening balances an hour after each registration: Mehmet 35 and Kerem 15 in November;
        // Elif 20, Ayşe 12 and Burak 5 in December; Selin 25 and Emre 4 in January; Sarah 6 in
        // February; John 3 in May.
        '2025-11': { given: 50 },
        '2025-12': { given: 37 },
        // Selin's and Emre's balances; Ayşe confirms Mehmet's 7 sessions.
        '2026-01': { given: 29 + 7, spent: 7 },
        // Sarah's balance; Burak 6 (Elif −6); Selin −5 when Emre let the window pass; Elif 4 (Selin −4).
        '2026-02': { given: 6 + 10, spent: 15 },
        // John's balance; Kerem and Emre −7 each: nobody closed their project.
        '2026-05': { given: 3, spent: 14, penalties: 14 },
      }),
      total: { given: 142, spent: 36, penalties: 14 },
    });
  });

  it('takes the last 12 months when no range is given', async () => {
    const report = await execute(getPointsReport, store.ctx, {});
    expect([report.from, report.to, report.months.length]).toEqual(['2025-07', '2026-06', 12]);
    // Every opening balance is within the last 12 months now (the earliest, Mehmet's, in November).
    expect(report.total).toEqual({ given: 142, spent: 36, penalties: 14 });
  });
});

/** The demo administrator as the signed-in actor (the dashboard names who is signed in). */
async function adminActor(ctx: UseCaseContext) {
  const account = await ctx.repositories.accounts.findByEmail('admin@example.com');
  if (!account) throw new Error('the demo administrator is missing');
  return {
    kind: 'account' as const,
    accountId: account.id,
    role: account.accountRoleType,
    sessionId: 'report-test',
    account,
  };
}
