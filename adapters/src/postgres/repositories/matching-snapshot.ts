import type {
  AccountStatus,
  Language,
  MatchingSnapshot,
  MemberToMatch,
  ProjectRole,
  ProofState,
  RequestToMatch,
} from '@coach/core';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { rowsOf } from './sql-arrays.ts';

interface SnapshotRow {
  id: string;
  accountId: string;
  role: string;
  /** Lists travel as comma-separated text: nothing to parse per element in either driver. */
  languages: string;
  createdMs: number;
  /** False when the account is gone: the member has no facts then (the rules skip it). */
  accountExists: boolean;
  status: string;
  isLocked: boolean;
  subscriptionEndMs: number | null;
  score: number;
  coachLevel: boolean;
  coveringStartsMs: number | null;
  coveringEndsMs: number | null;
  coveringCoachLevel: boolean | null;
  proofState: string;
  coacheeRequestCount: number;
  openCoachProjects: number;
  openCoacheeProjects: number;
  recentPartners: string;
  openPartners: string;
}

const none: readonly string[] = Object.freeze([]);
const listOf = (text: string): readonly string[] => (text === '' ? none : text.split(','));
/** The sides of a member's open requests, as bits: few allocations for 30,000 rows. */
const coachBit = 1;
const coacheeBit = 2;

/**
 * A matching run's whole read in one statement (ADR 0047): the open requests by their index, each
 * with its member's kept facts (`matching_facts`, one row per member, kept by the database's
 * triggers), what is read off the account itself (status, lock, end date, score, package: from
 * `accounts_eligibility_idx`) and the membership period covering `at` (one probe of
 * `membership_periods_account_idx`). `forUpdate` holds the open requests, as `listOpenForUpdate`.
 */
export async function readMatchingSnapshot(
  db: AppDatabase,
  at: Date,
  forUpdate: boolean,
): Promise<MatchingSnapshot> {
  const moment = at.toISOString();
  const result = await db.execute(sql`
    select r.id, r.account_id as "accountId", r.role, array_to_string(r.languages, ',') as languages,
      (extract(epoch from r.created_at) * 1000)::float8 as "createdMs",
      a.id is not null as "accountExists", a.status, a.is_locked as "isLocked",
      (extract(epoch from a.subscription_end_date) * 1000)::float8 as "subscriptionEndMs",
      a.score, coalesce(package.coach_level, false) as "coachLevel",
      (extract(epoch from covering.starts_at) * 1000)::float8 as "coveringStartsMs",
      (extract(epoch from covering.ends_at) * 1000)::float8 as "coveringEndsMs",
      covering.coach_level as "coveringCoachLevel",
      coalesce(facts.proof_state, 'none') as "proofState",
      coalesce(facts.coachee_requests, 0) as "coacheeRequestCount",
      coalesce(facts.open_coach_projects, 0) as "openCoachProjects",
      coalesce(facts.open_coachee_projects, 0) as "openCoacheeProjects",
      coalesce(array_to_string(facts.recent_partners, ','), '') as "recentPartners",
      coalesce(array_to_string(facts.open_partners, ','), '') as "openPartners"
    from project_requests r
      left join accounts a on a.id = r.account_id
      left join membership_packages package on package.id = a.membership_package_id
      left join matching_facts facts on facts.account_id = r.account_id
      left join lateral (
        select mp.starts_at, mp.ends_at, period_package.coach_level
        from membership_periods mp
          join membership_packages period_package on period_package.id = mp.membership_package_id
        where mp.account_id = r.account_id
          and mp.starts_at <= ${moment}::timestamptz and mp.ends_at > ${moment}::timestamptz
        order by mp.starts_at desc
        limit 1
      ) as covering on true
    where r.state = 'open'
    order by r.created_at, r.id
    ${forUpdate ? sql`for update of r` : sql``}`);

  const rows = rowsOf<SnapshotRow>(result);
  const requests: RequestToMatch[] = [];
  const members = new Map<string, MemberToMatch>();
  // The sides on which each member has an open request: all of them are among the rows.
  const openSides = new Map<string, number>();
  for (const row of rows) {
    const bit = row.role === 'coach' ? coachBit : coacheeBit;
    openSides.set(row.accountId, (openSides.get(row.accountId) ?? 0) | bit);
  }
  for (const row of rows) {
    requests.push({
      id: row.id,
      accountId: row.accountId,
      // Narrowed by the table's CHECK constraints.
      role: row.role as ProjectRole,
      languages: listOf(row.languages) as readonly Language[],
      createdAt: new Date(row.createdMs),
    });
    if (!row.accountExists || members.has(row.accountId)) continue;
    members.set(row.accountId, {
      facts: {
        accountId: row.accountId,
        status: row.status as AccountStatus,
        isLocked: row.isLocked,
        subscriptionEndDate: row.subscriptionEndMs === null ? null : new Date(row.subscriptionEndMs),
        coachLevel: row.coachLevel,
        periods:
          row.coveringStartsMs === null || row.coveringEndsMs === null
            ? []
            : [
                {
                  startsAt: new Date(row.coveringStartsMs),
                  endsAt: new Date(row.coveringEndsMs),
                  coachLevel: row.coveringCoachLevel ?? false,
                },
              ],
        proofState: row.proofState as ProofState,
        coacheeRequestCount: Number(row.coacheeRequestCount),
        score: row.score,
        openCoachProjects: Number(row.openCoachProjects),
        openCoacheeProjects: Number(row.openCoacheeProjects),
        hasOpenCoachRequest: ((openSides.get(row.accountId) ?? 0) & coachBit) !== 0,
        hasOpenCoacheeRequest: ((openSides.get(row.accountId) ?? 0) & coacheeBit) !== 0,
      },
      recentPartners: listOf(row.recentPartners),
      openPartners: listOf(row.openPartners),
    });
  }
  return { requests, members };
}
