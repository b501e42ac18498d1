import type {
  AccountStatus,
  Language,
  MatchingSnapshot,
  MatchingSnapshotAt,
  MemberToMatch,
  ProjectRole,
  ProofState,
  RequestToMatch,
} from '@coach/core';
import { sql } from 'drizzle-orm';
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
 * A matching run's whole read in one statement (ADR 0047): the open requests by their index, each
 * with its member's kept facts (`matching_facts`, one row per member, kept by the database's
 * triggers), what is read off the account itself (status, lock, end date, score, package: from
 * `accounts_eligibility_idx`) and the membership period covering `at` (as `periodCovering` picks
 * it: the latest start among those covering). The periods covering `at` are read as one set and
 * hashed: probing them per request read 154,000 buffers at 30,000 requests, the set 5,400.
 * `forUpdate` holds the open requests, as `listOpenForUpdate` (a run); without it (a preview),
 * the same statement reads the matching version (migration 0029) and the next start of a period
 * of a member with an open request, which tell how long the preview's plan holds.
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
  // In the same statement as the rows, so the version is never newer than what they show. The next
  // start walks `membership_periods_starts_idx` from the moment on and stops at the first member
  // with an open request (the minimum over the member index read all of it: 80 ms under load).
  const validity = forUpdate
    ? sql``
    : sql`, (select version::text from matching_version) as version,
      (select (extract(epoch from mp.starts_at) * 1000)::float8 from membership_periods mp
        where mp.starts_at > ${moment}::timestamptz and exists (select 1 from project_requests r
          where r.account_id = mp.account_id and r.state = 'open')
        order by mp.starts_at fetch first 1 rows only) as next_period_start_ms`;
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(open.id, open.account_id, open.role, open.languages,
        open.created_ms, open.account_exists, open.status, open.is_locked, open.subscription_end_ms,
        open.score, open.coach_level, open.covering_starts_ms, open.covering_ends_ms,
        open.covering_coach_level, open.proof_state, open.coachee_requests, open.open_coach_projects,
        open.open_coachee_projects, open.recent_partners, open.open_partners)
      order by open.created_at, open.id), '[]')::text as rows ${validity}
    from (
      select r.id, r.account_id, r.role, r.languages, r.created_at,
        (extract(epoch from r.created_at) * 1000)::float8 as created_ms,
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
          order by mp.account_id, mp.starts_at desc
        ) as covering on covering.account_id = r.account_id
      where r.state = 'open'
      ${forUpdate ? sql`for update of r` : sql``}
    ) as open`);

  const [read] = rowsOf<{ rows: string; version?: string | null; next_period_start_ms?: number | null }>(
    result,
  );
  const rows = JSON.parse(read?.rows ?? '[]') as SnapshotRow[];
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
  if (forUpdate) return { requests, members };
  const nextPeriodStartMs = read?.next_period_start_ms ?? null;
  return {
    requests,
    members,
    // Without its row (emptied by hand), no version: the next write brings one from the sequence.
    version: read?.version ?? '0',
    nextPeriodStart: nextPeriodStartMs === null ? null : new Date(nextPeriodStartMs),
  };
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
