import type { ReportQueries, ReportWindow, WaitRow, WorkingDayTable } from '@coach/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { rowsOf } from './sql-arrays.ts';

/** An instant as a parameter (ISO text, as the bulk statements pass them). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** A list as one array parameter of text, cast in the statement (numbers and booleans too). */
const list = (
  values: readonly (string | number | boolean)[],
  type: 'date' | 'int' | 'boolean' | 'text' | 'timestamptz',
) => sql`${sql.param(values.map(String))}::text[]::${sql.raw(type)}[]`;

/** The month of a timestamp column on the window's wall clock. */
const monthOf = (column: SQL, window: ReportWindow) =>
  sql`to_char(${column} at time zone ${window.timeZone}, 'YYYY-MM')`;

/** The working-day clock (working-day-clock.ts) as a relation: a row a day. */
const clockRelation = (clock: WorkingDayTable) =>
  sql`select * from unnest(${list(clock.days, 'date')}, ${list(clock.workingDaysBefore, 'int')}, ${list(clock.working, 'boolean')}) as c(day, before, working)`;

/** The working-day clock's reading at a timestamp column: the working days before its day, plus the part of a working day gone. */
const reading = (alias: string, column: SQL, timeZone: string) => {
  const day = sql.raw(alias);
  return sql`(${day}.before + case when ${day}.working then extract(epoch from ((${column} at time zone ${timeZone}) - ${day}.day::timestamp))::float8 / 86400 else 0 end)`;
};

interface WaitSource {
  readonly table: SQL;
  readonly startedAt: SQL;
  readonly doneAt: SQL;
  readonly done: SQL;
}

/** The report's aggregates, each one statement counted by PostgreSQL (ADR 0049). */
export function reportQueries(db: AppDatabase): ReportQueries {
  async function waits(window: ReportWindow, clock: WorkingDayTable, promise: number, source: WaitSource) {
    const { timeZone } = window;
    const result = await db.execute(sql`
      with clock as (${clockRelation(clock)}),
      waits as (
        select ${monthOf(source.startedAt, window)} as month,
          case when ${source.done} then ${reading('e', source.doneAt, timeZone)} - ${reading('s', source.startedAt, timeZone)} end as wait
        from ${source.table}
        left join clock s on s.day = (${source.startedAt} at time zone ${timeZone})::date
        left join clock e on e.day = (${source.doneAt} at time zone ${timeZone})::date
        where ${source.startedAt} >= ${at(window.since)} and ${source.startedAt} < ${at(window.until)}
      )
      select month, count(*)::int as started, count(wait)::int as done,
        (count(*) filter (where wait <= ${promise}))::int as "withinPromise",
        percentile_cont(0.5) within group (order by wait) as median,
        percentile_cont(0.9) within group (order by wait) as p90
      from waits
      group by grouping sets ((month), ())`);
    return rowsOf<WaitRow>(result).map((row) => ({
      ...row,
      median: row.median === null ? null : Number(row.median),
      p90: row.p90 === null ? null : Number(row.p90),
    }));
  }

  return {
    async funnel(window) {
      const completed = sql`p.state in ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')`;
      const result = await db.execute(sql`
        select ${monthOf(sql`a.created_at`, window)} as month,
          count(*)::int as registered,
          (count(*) filter (where exists (select 1 from orders o where o.account_id = a.id and o.price_usd > 0)))::int as paid,
          (count(*) filter (where exists (select 1 from project_requests r where r.account_id = a.id)))::int as requested,
          (count(*) filter (where exists (select 1 from projects p where p.coach_account_id = a.id)
            or exists (select 1 from projects p where p.coachee_account_id = a.id)))::int as matched,
          (count(*) filter (where exists (select 1 from projects p where p.coach_account_id = a.id and ${completed})
            or exists (select 1 from projects p where p.coachee_account_id = a.id and ${completed})))::int as completed
        from accounts a
        where a.account_role_type in ('User', 'Guest')
          and a.created_at >= ${at(window.since)} and a.created_at < ${at(window.until)}
        group by 1`);
      return rowsOf(result);
    },

    matchWaits(window, clock, promise) {
      return waits(window, clock, promise, {
        table: sql`project_requests r`,
        startedAt: sql`r.created_at`,
        doneAt: sql`r.closed_at`,
        done: sql`r.state = 'matched'`,
      });
    },

    proofReviewWaits(window, clock, promise) {
      return waits(window, clock, promise, {
        table: sql`account_files f`,
        startedAt: sql`f.created_at`,
        doneAt: sql`f.reviewed_at`,
        done: sql`f.state <> 'pending'`,
      });
    },

    async projectOutcomes(window) {
      const result = await db.execute(sql`
        select ${monthOf(sql`closed_at`, window)} as month, state, count(*)::int as count
        from projects
        where closed_at >= ${at(window.since)} and closed_at < ${at(window.until)}
        group by 1, 2`);
      return rowsOf(result);
    },

    async activeMembers(window) {
      const months = window.months;
      const result = await db.execute(sql`
        with months as (
          select * from unnest(
            ${list(
              months.map((m) => m.month),
              'text',
            )},
            ${list(
              months.map((m) => m.starts.toISOString()),
              'timestamptz',
            )},
            ${list(
              months.map((m) => m.ends.toISOString()),
              'timestamptz',
            )}
          ) as m(month, starts, ends)
        )
        select m.month, p.membership_package_id as "membershipPackageId", count(distinct p.account_id)::int as members
        from months m
        join membership_periods p on p.starts_at < m.ends and p.ends_at > m.starts
        group by grouping sets ((m.month, p.membership_package_id), (m.month))`);
      return rowsOf(result);
    },

    async revenue(window) {
      const result = await db.execute(sql`
        select ${monthOf(sql`created_at`, window)} as month, membership_package_id as "membershipPackageId",
          count(*)::int as orders, round(sum(price_usd) * 100)::int as "revenueCents"
        from orders
        where created_at >= ${at(window.since)} and created_at < ${at(window.until)}
        group by 1, 2`);
      return rowsOf(result);
    },

    async points(window) {
      const result = await db.execute(sql`
        select ${monthOf(sql`created_at`, window)} as month,
          coalesce(sum(delta) filter (where delta > 0), 0)::int as given,
          coalesce(-sum(delta) filter (where delta < 0), 0)::int as spent,
          coalesce(-sum(delta) filter (where reason = 'unclosed_penalty'), 0)::int as penalties
        from ledger_entries
        where created_at >= ${at(window.since)} and created_at < ${at(window.until)}
        group by 1`);
      return rowsOf(result);
    },
  };
}
