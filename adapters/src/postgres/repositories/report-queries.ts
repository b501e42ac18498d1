import type {
  FunnelRow,
  PointsRow,
  ProjectOutcomeRow,
  RecordedWait,
  ReportQueries,
  ReportWindow,
  RevenueRow,
  WaitRow,
  WorkingDayTable,
} from '@coach/core';
import { workingDayTimeZone } from '@coach/core/calendar/working-days';
import { instantOf } from '@coach/core/calendar/zoned-time';
import { addToHistogram, type WaitHistogram, waitPercentilesOf } from '@coach/core/reports/wait-histogram';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { rowsOf } from './sql-arrays.ts';

/** Midnight of a day on the wall clock of `timeZone`. */
const instantOfDay = (day: string, timeZone: string) => instantOf(day, 0, timeZone);

/** An instant as a parameter (ISO text, as the bulk statements pass them). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** A list as one array parameter of text, cast in the statement (numbers and booleans too). */
const list = (
  values: readonly (string | number | boolean)[],
  type: 'date' | 'int' | 'boolean' | 'text' | 'timestamptz',
) =>
  // A scalar subquery: PostgreSQL casts the array once (an InitPlan), not once a row, as it would a
  // bound parameter's cast to timestamptz (a stable cast is never folded into a constant).
  sql`(select ${sql.param(values.map(String))}::text[]::${sql.raw(type)}[])`;

/**
 * The month of a timestamp column: its bucket among the months' starts (1 for the first month),
 * found by a binary search per row; cheaper than converting every row to the wall clock. Mapped
 * back to `YYYY-MM` by `byMonth`.
 */
const monthOf = (column: SQL, window: ReportWindow) =>
  sql`width_bucket(${column}, ${list(
    window.months.map((m) => m.starts.toISOString()),
    'timestamptz',
  )})`;

/** Whether an instant starts an hour of UTC (as the ledger's hourly sums do). */
const onTheHour = (instant: Date) => instant.getTime() % 3_600_000 === 0;

/** A month's bucket (1 for the window's first month) as its `YYYY-MM`. */
const monthAt = (bucket: number, window: ReportWindow) => window.months[Number(bucket) - 1]?.month ?? '';

/** Rows keyed by a month's bucket, keyed by the month instead. */
function byMonth<R extends { month: number }>(
  rows: R[],
  window: ReportWindow,
): (Omit<R, 'month'> & { month: string })[] {
  return rows.map((row) => ({ ...row, month: monthAt(row.month, window) }));
}

type Bucketed<R extends { month: unknown }> = Omit<R, 'month'> & { month: number };

/**
 * The working-day clock's reading at a timestamp column (working-day-clock.ts): the day's bucket
 * among the days' starts, then the working days before that day, plus the part of the day gone when
 * it is a working day. Three array parameters, read by subscript: no join, no wall-clock conversion.
 */
function reading(column: SQL, clock: WorkingDayTable, timeZone: string) {
  const starts = list(
    clock.days.map((day) => instantOfDay(day, timeZone).toISOString()),
    'timestamptz',
  );
  const before = list(clock.workingDaysBefore, 'int');
  const working = list(clock.working, 'boolean');
  const day = sql`width_bucket(${column}, ${starts})`;
  return sql`((${before})[${day}] + case when (${working})[${day}] then date_part('epoch', ${column} - (${starts})[${day}]) / 86400 else 0 end)`;
}

/**
 * Where each recorded wait lives (ADR 0051): its table, the moments it runs between, its column, and
 * the rows finished without one (each the condition of its table's partial index).
 */
const recordedWaitSources = {
  match: {
    table: sql`project_requests`,
    startedAt: sql`created_at`,
    doneAt: sql`closed_at`,
    done: sql`state = 'matched'`,
    recorded: sql`match_wait_working_days`,
    unrecorded: sql`state = 'matched' and match_wait_working_days is null`,
  },
  proofReview: {
    table: sql`account_files`,
    startedAt: sql`created_at`,
    doneAt: sql`reviewed_at`,
    done: sql`state <> 'pending'`,
    recorded: sql`review_wait_working_days`,
    unrecorded: sql`state <> 'pending' and review_wait_working_days is null`,
  },
} satisfies Record<RecordedWait, Record<string, SQL>>;

/** The report's aggregates, each one statement counted by PostgreSQL (ADR 0051). */
export function reportQueries(db: AppDatabase): ReportQueries {
  /**
   * Each month's requests or proofs, how many finished and how many within the promise, read from
   * the report's index month by month (the clock read only where no wait is recorded, about a
   * microsecond a row), with the buckets of the waits finished since the job last ran; beside it,
   * each month's histogram of the recorded waits (`wait_histogram`, migration 0048). The months'
   * and the window's medians and 90th percentiles are counted from both (core's
   * `waitPercentilesOf`) instead of sorting every wait of the window.
   */
  async function waits(window: ReportWindow, clock: WorkingDayTable, promise: number, kind: RecordedWait) {
    const { timeZone } = window;
    if (timeZone !== workingDayTimeZone)
      throw new Error(
        `The waits' histogram is by month on ${workingDayTimeZone}'s wall clock, not ${timeZone}'s`,
      );
    const { table, startedAt, doneAt, done, recorded } = recordedWaitSources[kind];
    const read = sql`(${reading(doneAt, clock, timeZone)} - ${reading(startedAt, clock, timeZone)})`;
    const wait = sql`coalesce(${recorded}, ${read})`;
    const firstDays = window.months.map((m) => `${m.month}-01`);
    const [counts, histograms] = await Promise.all([
      db.execute(sql`
        select month.number as month, figures.*
        from unnest(${list(
          window.months.map((m) => m.starts.toISOString()),
          'timestamptz',
        )}, ${list(
          window.months.map((m) => m.ends.toISOString()),
          'timestamptz',
        )}) with ordinality as month(starts, ends, number)
        cross join lateral (
          select count(*)::int as started, count(*) filter (where ${done} and ${wait} is not null)::int as done,
            count(*) filter (where ${done} and ${wait} <= ${promise})::int as "withinPromise",
            array_agg(floor(${read} * 1440::float8 + 0.5::float8)::int)
              filter (where ${done} and ${recorded} is null and ${read} is not null)::text as unrecorded
          from ${table}
          where ${startedAt} >= month.starts and ${startedAt} < month.ends
        ) as figures
        where figures.started > 0`),
      // In the order of the histogram's key: one range of it, grouped as read.
      db.execute(sql`
        select month::text as month, array_agg(bucket order by bucket)::text as buckets,
          array_agg(count order by bucket)::text as counts
        from wait_histogram
        where kind = ${kind} and month >= ${firstDays[0]}::date and month <= ${firstDays.at(-1)}::date
        group by month`),
    ]);
    /** An array of integers as PostgreSQL writes it (`{1,2,3}`), or null. */
    const integers = (text: string | null) =>
      text === null || text === '{}' ? [] : text.slice(1, -1).split(',').map(Number);
    const byMonth = new Map<string, Map<number, number>>();
    const whole = new Map<number, number>();
    const histogramOf = (month: string) => {
      const histogram = byMonth.get(month) ?? new Map<number, number>();
      byMonth.set(month, histogram);
      return histogram;
    };
    for (const row of rowsOf<{ month: string; buckets: string; counts: string }>(histograms)) {
      const histogram = histogramOf(row.month.slice(0, 7));
      const counted = integers(row.counts);
      integers(row.buckets).forEach((bucket, index) => {
        addToHistogram(histogram, bucket, counted[index] as number);
        addToHistogram(whole, bucket, counted[index] as number);
      });
    }
    type Counts = Omit<WaitRow, 'month' | 'median' | 'p90'>;
    const monthly = rowsOf<Counts & { month: number; unrecorded: string | null }>(counts).map(
      ({ unrecorded, ...row }) => {
        const month = monthAt(row.month, window);
        const histogram = histogramOf(month);
        for (const bucket of integers(unrecorded)) {
          addToHistogram(histogram, bucket);
          addToHistogram(whole, bucket);
        }
        return { ...row, month };
      },
    );
    if (monthly.length === 0) return [];
    const rowOf = (row: Counts & { month: string | null }, histogram: WaitHistogram): WaitRow => {
      const [median = null, p90 = null] = waitPercentilesOf(histogram, [0.5, 0.9]);
      return { ...row, median, p90 };
    };
    // The window's counts are its months' sums: the months part it.
    const total = { month: null, started: 0, done: 0, withinPromise: 0 };
    for (const row of monthly) {
      total.started += row.started;
      total.done += row.done;
      total.withinPromise += row.withinPromise;
    }
    return [...monthly.map((row) => rowOf(row, histogramOf(row.month))), rowOf(total, whole)];
  }

  return {
    async funnel(window) {
      // Each account's first moment at each step, kept by the database (migration 0041): the members
      // and guests registered in the window are one range of the index per role, read alone.
      const result = await db.execute(sql`
        select ${monthOf(sql`registered_at`, window)} as month, count(*)::int as registered,
          count(first_paid_at)::int as paid, count(first_requested_at)::int as requested,
          count(first_project_at)::int as matched, count(first_completed_at)::int as completed
        from account_funnel_steps
        where account_role_type in ('User', 'Guest')
          and registered_at >= ${at(window.since)} and registered_at < ${at(window.until)}
        group by 1`);
      return byMonth(rowsOf<Bucketed<FunnelRow>>(result), window);
    },

    matchWaits(window, clock, promise) {
      return waits(window, clock, promise, 'match');
    },

    async oldestUnrecordedWait(kind) {
      const { table, startedAt, unrecorded } = recordedWaitSources[kind];
      // From the partial index of unrecorded waits: its first entry.
      const [row] = rowsOf<{ oldest: number | null }>(
        await db.execute(sql`
          select (date_part('epoch', min(${startedAt})) * 1000)::float8 as oldest from ${table}
          where ${unrecorded}`),
      );
      return row?.oldest == null ? null : new Date(Number(row.oldest));
    },

    async recordWaits(kind, clock, timeZone, limit) {
      const { table, startedAt, doneAt, recorded, unrecorded } = recordedWaitSources[kind];
      const wait = sql`${reading(doneAt, clock, timeZone)} - ${reading(startedAt, clock, timeZone)}`;
      const result = await db.execute(sql`
        with recorded as (
          update ${table} set ${recorded} = ${wait}
          where id in (select id from ${table} where ${unrecorded} order by ${startedAt} limit ${limit})
            and ${unrecorded}
            -- Never a null recorded (a moment outside the clock): it would be taken again next time.
            and ${wait} is not null
          returning 1)
        select count(*)::int as recorded from recorded`);
      return rowsOf<{ recorded: number }>(result)[0]?.recorded ?? 0;
    },

    proofReviewWaits(window, clock, promise) {
      return waits(window, clock, promise, 'proofReview');
    },

    async projectOutcomes(window) {
      const result = await db.execute(sql`
        select ${monthOf(sql`closed_at`, window)} as month, state, count(*)::int as count
        from projects
        where closed_at >= ${at(window.since)} and closed_at < ${at(window.until)}
        group by 1, 2`);
      return byMonth(rowsOf<Bucketed<ProjectOutcomeRow>>(result), window);
    },

    async membershipChanges(instants) {
      const last = instants.at(-1);
      if (!last) return [];
      const bounds = list(
        instants.map((instant) => instant.toISOString()),
        'timestamptz',
      );
      // Every period since the programme began counts (one that started years ago may still run):
      // two reads of about a row a member, bucketed by a binary search each.
      const result = await db.execute(sql`
        select 'starts' as kind, width_bucket(starts_at, ${bounds}) as bucket,
          membership_package_id as "membershipPackageId", count(*)::int as count
        from membership_periods where starts_at < ${at(last)} group by 2, 3
        union all
        select 'ends', width_bucket(ends_at, ${bounds}), membership_package_id, count(*)::int
        from membership_periods where ends_at < ${at(last)} group by 2, 3`);
      return rowsOf(result);
    },

    async revenue(window) {
      const result = await db.execute(sql`
        select ${monthOf(sql`created_at`, window)} as month, membership_package_id as "membershipPackageId",
          count(*)::int as orders, round(sum(price_usd) * 100)::int as "revenueCents"
        from orders
        where created_at >= ${at(window.since)} and created_at < ${at(window.until)}
        group by 1, 2`);
      return byMonth(rowsOf<Bucketed<RevenueRow>>(result), window);
    },

    async points(window) {
      // The ledger's sums by the hour, kept by the database (migration 0043): a few thousand rows
      // instead of every entry of the months. A month that does not start on a whole hour (a wall
      // clock a half hour off UTC) is no range of hours: the entries are read then.
      const source = [...window.months.map((m) => m.starts), window.until].every(onTheHour)
        ? sql`select hour as created_at, given, spent, penalties from ledger_hour_totals
            where hour >= ${at(window.since)} and hour < ${at(window.until)}`
        : sql`select created_at, greatest(delta, 0) as given, greatest(-delta, 0) as spent,
              case when reason = 'unclosed_penalty' then -delta else 0 end as penalties
            from ledger_entries
            where created_at >= ${at(window.since)} and created_at < ${at(window.until)}`;
      const result = await db.execute(sql`
        select ${monthOf(sql`created_at`, window)} as month, coalesce(sum(given), 0)::int as given,
          coalesce(sum(spent), 0)::int as spent, coalesce(sum(penalties), 0)::int as penalties
        from (${source}) as sums
        group by 1`);
      return byMonth(rowsOf<Bucketed<PointsRow>>(result), window);
    },
  };
}
