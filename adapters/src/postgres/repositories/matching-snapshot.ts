import type {
  AccountStatus,
  Language,
  MatchingChanges,
  MatchingSnapshot,
  MatchingSnapshotAt,
  MemberToMatch,
  ProjectRole,
  ProofState,
  RequestToMatch,
} from '@coach/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { rowsOf } from './sql-arrays.ts';

/**
 * One open request with its member's facts, as a JSON array (positions below): 30,000 of them
 * come as one JSON text, parsed natively in one go. As 30,000 rows of twenty columns, the driver's
 * parsing of each field was most of the preview's processor time (issue 29).
 */
type SnapshotRow = [
  id: string,
  accountId: string,
  role: string,
  languages: string[],
  createdMs: number,
  /** False when the account is gone: the member has no facts then (the rules skip it). */
  accountExists: boolean,
  status: string | null,
  isLocked: boolean | null,
  subscriptionEndMs: number | null,
  score: number | null,
  coachLevel: boolean,
  coveringStartsMs: number | null,
  coveringEndsMs: number | null,
  coveringCoachLevel: boolean | null,
  proofState: string,
  coacheeRequestCount: number,
  openCoachProjects: number,
  openCoacheeProjects: number,
  recentPartners: string[],
  openPartners: string[],
];

/** The sides of a member's open requests, as bits: few allocations for 30,000 rows. */
const coachBit = 1;
const coacheeBit = 2;

/**
 * More members changed than this since a preview's read, and the preview reads the whole snapshot
 * again: the changed members' rows are read by index, a few buffers each, the whole one as a set.
 */
const mostChangedMembers = 5000;

/** The rows below, one JSON array each, oldest first, as one JSON text. */
const openRequestsJson = sql`coalesce(json_agg(json_build_array(open.id, open.account_id, open.role,
    open.languages, open.created_ms, open.account_exists, open.status, open.is_locked,
    open.subscription_end_ms, open.score, open.coach_level, open.covering_starts_ms,
    open.covering_ends_ms, open.covering_coach_level, open.proof_state, open.coachee_requests,
    open.open_coach_projects, open.open_coachee_projects, open.recent_partners, open.open_partners)
  order by open.created_ms, open.id), '[]')::text`;

/**
 * The open requests (of `members`, a set of account ids, or all), each with its member's kept facts
 * (`matching_facts`, one row per member, kept by the database's triggers), what is read off the
 * account itself (status, lock, end date, score, package: from `accounts_eligibility_idx`) and the
 * membership period covering `at` (as `periodCovering` picks it: the latest start among those
 * covering). The periods covering `at` are read as one set and hashed: probing them per request
 * read 154,000 buffers at 30,000 requests, the set 5,400. Oldest first to the millisecond, as a
 * request's `createdAt` can say it, then by id: a list brought up to date in memory
 * (`withMatchingChanges`) is then in the same order as a whole read, to the last tie.
 */
function openRequests(moment: string, members: SQL | null, forUpdate: boolean): SQL {
  const ofMembers = (column: SQL) => (members ? sql`and ${column} in (${members})` : sql``);
  return sql`
    select r.id, r.account_id, r.role, r.languages,
      floor(extract(epoch from r.created_at) * 1000)::float8 as created_ms,
      a.id is not null as account_exists, a.status, a.is_locked,
      (extract(epoch from a.subscription_end_date) * 1000)::float8 as subscription_end_ms,
      a.score, coalesce(package.coach_level, false) as coach_level,
      (extract(epoch from covering.starts_at) * 1000)::float8 as covering_starts_ms,
      (extract(epoch from covering.ends_at) * 1000)::float8 as covering_ends_ms,
      covering.coach_level as covering_coach_level,
      coalesce(facts.proof_state, 'none') as proof_state,
      coalesce(facts.coachee_requests, 0) as coachee_requests,
      coalesce(facts.open_coach_projects, 0) as open_coach_projects,
      coalesce(facts.open_coachee_projects, 0) as open_coachee_projects,
      coalesce(facts.recent_partners, '{}') as recent_partners,
      coalesce(facts.open_partners, '{}') as open_partners
    from project_requests r
      left join accounts a on a.id = r.account_id
      left join membership_packages package on package.id = a.membership_package_id
      left join matching_facts facts on facts.account_id = r.account_id
      left join (
        select distinct on (mp.account_id) mp.account_id, mp.starts_at, mp.ends_at, period_package.coach_level
        from membership_periods mp
          join membership_packages period_package on period_package.id = mp.membership_package_id
        where mp.starts_at <= ${moment}::timestamptz and mp.ends_at > ${moment}::timestamptz
          ${ofMembers(sql`mp.account_id`)}
        order by mp.account_id, mp.starts_at desc
      ) as covering on covering.account_id = r.account_id
    where r.state = 'open' ${ofMembers(sql`r.account_id`)}
    ${forUpdate ? sql`for update of r` : sql``}`;
}

/**
 * What tells how long a preview's plan holds and what changed since, read in the same statement as
 * the rows so that neither is newer than them: the matching version (migration 0029), the next
 * start of a period of a member with an open request, and the statement's own snapshot (which
 * transactions it saw, for `readMatchingChanges`). The next start walks
 * `membership_periods_starts_idx` from the moment on and stops at the first member with an open
 * request (the minimum over the member index read all of it: 80 ms under load).
 */
function validityOf(moment: string): SQL {
  return sql`(select version::text from matching_version) as version,
    (select (extract(epoch from mp.starts_at) * 1000)::float8 from membership_periods mp
      where mp.starts_at > ${moment}::timestamptz and exists (select 1 from project_requests r
        where r.account_id = mp.account_id and r.state = 'open')
      order by mp.starts_at fetch first 1 rows only) as next_period_start_ms,
    pg_current_snapshot()::text as seen`;
}

interface Validity {
  version: string | null;
  next_period_start_ms: number | null;
  seen: string;
}

/**
 * A matching run's whole read in one statement (ADR 0047). `forUpdate` holds the open requests, as
 * `listOpenForUpdate` (a run); without it (a preview), it also reads what tells how long the
 * preview's plan holds and from where to ask what changed (`validityOf`).
 */
export async function readMatchingSnapshot(
  db: AppDatabase,
  at: Date,
  forUpdate: true,
): Promise<MatchingSnapshot>;
export async function readMatchingSnapshot(
  db: AppDatabase,
  at: Date,
  forUpdate: false,
): Promise<MatchingSnapshotAt>;
export async function readMatchingSnapshot(
  db: AppDatabase,
  at: Date,
  forUpdate: boolean,
): Promise<MatchingSnapshot | MatchingSnapshotAt> {
  const moment = at.toISOString();
  const open = openRequests(moment, null, forUpdate);
  if (forUpdate) {
    const [read] = rowsOf<{ rows: string }>(
      await db.execute(sql`select ${openRequestsJson} as rows from (${open}) as open`),
    );
    return snapshotOf(JSON.parse(read?.rows ?? '[]') as SnapshotRow[]);
  }
  const [read] = rowsOf<{ rows: string } & Validity>(
    await db.execute(sql`select ${openRequestsJson} as rows, ${validityOf(moment)} from (${open}) as open`),
  );
  return { ...snapshotOf(JSON.parse(read?.rows ?? '[]') as SnapshotRow[]), ...validity(read) };
}

/**
 * What changed since a preview's read (`seen`, its `pg_current_snapshot()`), in one statement: the
 * members in `matching_changes` of every transaction that read did not see, and their open
 * requests and facts now. Null when the changes cannot say: one is "everything" (a package, a
 * TRUNCATE, a matching run's bulk writes), more than `mostChangedMembers` members changed, or
 * changes the read had not seen may have been forgotten (`changes_kept_from`, migration 0032).
 */
export async function readMatchingChanges(
  db: AppDatabase,
  seen: string,
  at: Date,
): Promise<MatchingChanges | null> {
  const moment = at.toISOString();
  const since = sql`${seen}::pg_snapshot`;
  const told = sql`(select complete from told)`;
  const result = await db.execute(sql`
    with changed as materialized (
      select distinct change.account_id from matching_changes change
      where change.transaction_id >= pg_snapshot_xmin(${since})::text::bigint
        and not pg_visible_in_snapshot(change.transaction_id::text::xid8, ${since})
    ), told as materialized (
      select coalesce((select changes_kept_from from matching_version)
          <= pg_snapshot_xmin(${since})::text::bigint, false)
        and not exists (select 1 from changed where account_id is null)
        and (select count(*) from changed) <= ${mostChangedMembers} as complete
    )
    select ${openRequestsJson} as rows, ${told} as complete,
      (select coalesce(json_agg(account_id), '[]')::text from changed where ${told}) as accounts,
      ${validityOf(moment)}
    from (${openRequests(moment, sql`select account_id from changed where ${told}`, false)}) as open`);
  const [read] = rowsOf<{ complete: boolean; accounts: string; rows: string } & Validity>(result);
  if (!read?.complete) return null;
  return {
    accountIds: JSON.parse(read.accounts) as string[],
    ...snapshotOf(JSON.parse(read.rows) as SnapshotRow[]),
    ...validity(read),
    seen: read.seen,
  };
}

function validity(read: Validity | undefined) {
  const nextPeriodStartMs = read?.next_period_start_ms ?? null;
  return {
    // Without its row (emptied by hand), no version: the next write brings one from the sequence.
    version: read?.version ?? '0',
    nextPeriodStart: nextPeriodStartMs === null ? null : new Date(nextPeriodStartMs),
    seen: read?.seen ?? null,
  };
}

/** The requests and members of the statement's rows. */
function snapshotOf(rows: readonly SnapshotRow[]): MatchingSnapshot {
  const requests: RequestToMatch[] = [];
  const members = new Map<string, MemberToMatch>();
  // The sides on which each member has an open request: all of them are among the rows.
  const openSides = new Map<string, number>();
  for (const row of rows) {
    const bit = row[2] === 'coach' ? coachBit : coacheeBit;
    openSides.set(row[1], (openSides.get(row[1]) ?? 0) | bit);
  }
  for (const row of rows) {
    const [id, accountId, role, languages, createdMs, accountExists] = row;
    // Role, languages, status and proof state are narrowed by the tables' CHECK constraints.
    requests.push({
      id,
      accountId,
      role: role as ProjectRole,
      languages: languages as Language[],
      createdAt: new Date(createdMs),
    });
    if (!accountExists || members.has(accountId)) continue;
    const [, , , , , , status, isLocked, subscriptionEndMs, score, coachLevel] = row;
    const [coveringStartsMs, coveringEndsMs, coveringCoachLevel, proofState] = row.slice(11, 15) as [
      number | null,
      number | null,
      boolean | null,
      string,
    ];
    const sides = openSides.get(accountId) ?? 0;
    members.set(accountId, {
      facts: {
        accountId,
        status: status as AccountStatus,
        isLocked: isLocked ?? false,
        subscriptionEndDate: subscriptionEndMs === null ? null : new Date(subscriptionEndMs),
        coachLevel,
        periods: coveringPeriod(coveringStartsMs, coveringEndsMs, coveringCoachLevel),
        proofState: proofState as ProofState,
        coacheeRequestCount: row[15],
        score: score ?? 0,
        openCoachProjects: row[16],
        openCoacheeProjects: row[17],
        hasOpenCoachRequest: (sides & coachBit) !== 0,
        hasOpenCoacheeRequest: (sides & coacheeBit) !== 0,
      },
      recentPartners: row[18],
      openPartners: row[19],
    });
  }
  return { requests, members };
}

/** The matching version as committed now (see `readMatchingSnapshot`). */
export async function readMatchingVersion(db: AppDatabase): Promise<string> {
  const result = await db.execute(sql`select version::text as version from matching_version`);
  return rowsOf<{ version: string }>(result)[0]?.version ?? '0';
}

/**
 * The membership period covering the moment asked about, as the eligibility rule reads it (the only
 * period it needs), from the statement's epoch milliseconds; none when no period covers it.
 */
export function coveringPeriod(startsMs: number | null, endsMs: number | null, coachLevel: boolean | null) {
  return startsMs === null || endsMs === null
    ? []
    : [{ startsAt: new Date(startsMs), endsAt: new Date(endsMs), coachLevel: coachLevel ?? false }];
}
