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
import { instantOf } from '@coach/core/calendar/zoned-time';
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

interface WaitSource {
  readonly table: SQL;
  readonly startedAt: SQL;
  readonly doneAt: SQL;
  readonly done: SQL;
  /** The wait recorded when there is one (read instead of the clock). */
  readonly recorded: SQL;
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
    recorded: sql`match_wait_working_days`,
    unrecorded: sql`state = 'matched' and match_wait_working_days is null`,
  },
  proofReview: {
    table: sql`account_files`,
    startedAt: sql`created_at`,
    doneAt: sql`reviewed_at`,
    recorded: sql`review_wait_working_days`,
    unrecorded: sql`state <> 'pending' and review_wait_working_days is null`,
  },
} satisfies Record<RecordedWait, Record<string, SQL>>;

/** The report's aggregates, each one statement counted by PostgreSQL (ADR 0051). */
export function reportQueries(db: AppDatabase): ReportQueries {
  async function waits(window: ReportWindow, clock: WorkingDayTable, promise: number, source: WaitSource) {
    const { timeZone } = window;
    const read = sql`${reading(source.doneAt, clock, timeZone)} - ${reading(source.startedAt, clock, timeZone)}`;
    // The clock is read only where no wait is recorded: reading it costs about a microsecond a row,
    // most of the statement over a year of requests.
    const wait = sql`coalesce(${source.recorded}, ${read})`;
    /** The figures of the rows started from `since` to before `until`: one aggregate, no grouping. */
    const figures = (since: SQL, until: SQL) => sql`
      select count(*)::int as started, count(wait)::int as done,
        (count(*) filter (where wait <= ${promise}))::int as "withinPromise",
        percentile_cont(array[0.5, 0.9]) within group (order by wait) as quantiles
      from (
        select case when ${source.done} then ${wait} end as wait from ${source.table}
        where ${source.startedAt} >= ${since} and ${source.startedAt} < ${until}
      ) as waits`;
    // Each month is a range of the index read on its own, its waits sorted apart (small sorts, in
    // memory); the whole window is a second statement, run beside it (a request sent between the
    // two is in one and not the other: a report, not a ledger). One statement grouping by month
    // sorted every row by month first, spilling to disk, then sorted each month's again.
    const [months, whole] = await Promise.all([
      db.execute(sql`
        select month.number as month, figures.*
        from unnest(
          ${list(
            window.months.map((m) => m.starts.toISOString()),
            'timestamptz',
          )},
          ${list(
            window.months.map((m) => m.ends.toISOString()),
            'timestamptz',
          )}
        ) with ordinality as month(starts, ends, number)
        cross join lateral (${figures(sql`month.starts`, sql`month.ends`)}) as figures
        where figures.started > 0`),
      // Its sort of every wait (300,000 over two years at 100,000 members) kept in memory: past the
      // default 4 MB it went to disk, a quarter of the statement.
      db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '32MB'`);
        return tx.execute(figures(at(window.since), at(window.until)));
      }),
    ]);
    type Figures = Omit<WaitRow, 'month' | 'median' | 'p90'> & { quantiles: (number | string)[] | null };
    const rowOf = (row: Figures, month: string | null): WaitRow => {
      const { quantiles, ...counts } = row;
      const [median, p90] = quantiles ?? [];
      return {
        ...counts,
        month,
        median: median === undefined || median === null ? null : Number(median),
        p90: p90 === undefined || p90 === null ? null : Number(p90),
      };
    };
    return [
      ...rowsOf<Figures & { month: number }>(months).map(({ month, ...row }) =>
        rowOf(row, monthAt(month, window)),
      ),
      ...rowsOf<Figures>(whole)
        .filter((row) => row.started > 0)
        .map((row) => rowOf(row, null)),
    ];
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
      return waits(window, clock, promise, {
        table: sql`project_requests r`,
        startedAt: sql`r.created_at`,
        doneAt: sql`r.closed_at`,
        done: sql`r.state = 'matched'`,
        recorded: sql`r.match_wait_working_days`,
      });
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
      return waits(window, clock, promise, {
        table: sql`account_files f`,
        startedAt: sql`f.created_at`,
        doneAt: sql`f.reviewed_at`,
        done: sql`f.state <> 'pending'`,
        recorded: sql`f.review_wait_working_days`,
      });
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
