import { expect } from 'vitest';
import type { RawSql } from './persistence-under-test.ts';

/**
 * Every account’s kept funnel steps (`account_funnel_steps`, migration 0041) equal the steps derived
 * from the tables themselves, as the funnel read them before they were kept (ADR 0051): the role and
 * registration of the account, its first order with a price, its first request, its first project
 * on either side and its first completed one. An account without a row, or a row without an
 * account, differs too. Called after every test of the repository contract on the SQL stores, so
 * that a write the triggers miss fails whichever test made it.
 */
export async function expectFunnelStepsKept(rawSql: RawSql): Promise<void> {
  const completed = `p.state in ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')`;
  const differing = await rawSql(`
    with derived as (
      select a.id as account_id, a.account_role_type, a.created_at as registered_at,
        (select min(o.created_at) from orders o where o.account_id = a.id and o.price_usd > 0) as first_paid_at,
        (select min(r.created_at) from project_requests r where r.account_id = a.id) as first_requested_at,
        (select min(p.started_at) from projects p where a.id in (p.coach_account_id, p.coachee_account_id))
          as first_project_at,
        (select min(p.closed_at) from projects p where a.id in (p.coach_account_id, p.coachee_account_id)
          and ${completed}) as first_completed_at
      from accounts a
    )
    select coalesce(d.account_id, k.account_id)::text as account_id,
      row(d.*)::text as derived, row(k.*)::text as kept
    from derived d full join account_funnel_steps k on k.account_id = d.account_id
    where row(d.*) is distinct from row(k.account_id, k.account_role_type, k.registered_at, k.first_paid_at,
      k.first_requested_at, k.first_project_at, k.first_completed_at)`);
  expect(differing, 'the kept funnel steps that differ from the tables').toEqual([]);
}

/**
 * The ledger's kept sums by the hour (`ledger_hour_totals`, migration 0043) equal the entries' own:
 * given, spent and penalties of every hour, whichever sessions added them.
 */
export async function expectLedgerHourTotalsKept(rawSql: RawSql): Promise<void> {
  const differing = await rawSql(`
    with derived as (
      select date_trunc('hour', created_at, 'UTC') as hour,
        coalesce(sum(delta) filter (where delta > 0), 0) as given,
        coalesce(-sum(delta) filter (where delta < 0), 0) as spent,
        coalesce(-sum(delta) filter (where reason = 'unclosed_penalty'), 0) as penalties
      from ledger_entries group by 1
    ),
    kept as (
      select hour, sum(given) as given, sum(spent) as spent, sum(penalties) as penalties
      from ledger_hour_totals group by 1
      having sum(given) <> 0 or sum(spent) <> 0 or sum(penalties) <> 0
    )
    select coalesce(d.hour, k.hour)::text as hour, row(d.*)::text as derived, row(k.*)::text as kept
    from derived d full join kept k on k.hour = d.hour
    where (d.given, d.spent, d.penalties) is distinct from (k.given, k.spent, k.penalties)
      and not (k.hour is null and d.given = 0 and d.spent = 0 and d.penalties = 0)`);
  expect(differing, 'the kept hourly sums of the ledger that differ from its entries').toEqual([]);
}

/**
 * The waits' histogram (`wait_histogram`, migration 0048) equals the recorded waits themselves:
 * for each kind, month (on Istanbul's wall clock) and minute of working time, as many as recorded.
 */
export async function expectWaitHistogramKept(rawSql: RawSql): Promise<void> {
  const bucketed = (kind: string, table: string, column: string) => `
    select '${kind}' as kind, date_trunc('month', created_at at time zone 'Europe/Istanbul')::date as month,
      floor(${column} * 1440::float8 + 0.5::float8)::int as bucket, count(*) as count
    from ${table} where ${column} is not null group by 2, 3`;
  const differing = await rawSql(`
    with derived as (
      ${bucketed('match', 'project_requests', 'match_wait_working_days')}
      union all ${bucketed('proofReview', 'account_files', 'review_wait_working_days')}
    ),
    kept as (select kind, month, bucket, count from wait_histogram where count <> 0)
    select coalesce(d.kind, k.kind) as kind, coalesce(d.month, k.month)::text as month,
      coalesce(d.bucket, k.bucket) as bucket, d.count::int as derived, k.count as kept
    from derived d full join kept k on (k.kind, k.month, k.bucket) = (d.kind, d.month, d.bucket)
    where d.count is distinct from k.count`);
  expect(differing, 'the buckets of the waits’ histogram that differ from the recorded waits').toEqual([]);
}
