import type { AccountStatus, EligibilityFacts, ProjectRequestRepository, ProofState } from '@coach/core';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { projectRequests } from '../schema/projects.ts';
import { equalsConstant } from './constant-condition.ts';
import {
  coveringPeriod,
  readMatchingChanges,
  readMatchingSnapshot,
  readMatchingVersion,
} from './matching-snapshot.ts';
import { countOpenRequests, listOpenRequestsAfter, searchOpenRequests } from './open-request-list.ts';
import { toRequest } from './project-request-rows.ts';
import { arrayParam, rowsOf } from './sql-arrays.ts';

interface FactsRow {
  accountId: string;
  status: string;
  isLocked: boolean;
  subscriptionEndMs: number | null;
  score: number;
  coachLevel: boolean;
  /** The period covering the moment asked about, null outside every period. */
  coveringStartsMs: number | null;
  coveringEndsMs: number | null;
  coveringCoachLevel: boolean | null;
  proofState: string;
  coacheeRequestCount: number;
  openCoachProjects: number;
  openCoacheeProjects: number;
  hasOpenCoachRequest: boolean;
  hasOpenCoacheeRequest: boolean;
}

/** Members' requests to coach or to be coached, on PostgreSQL. */
export function projectRequestRepository(db: AppDatabase): ProjectRequestRepository {
  const findOne = async (id: string, forUpdate = false) => {
    const query = db.select().from(projectRequests).where(eq(projectRequests.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? toRequest(row) : null;
  };

  const listOpen = async (forUpdate = false) => {
    const query = db
      .select()
      .from(projectRequests)
      .where(equalsConstant(projectRequests.state, 'open'))
      .orderBy(asc(projectRequests.createdAt), asc(projectRequests.id));
    const rows = forUpdate ? await query.for('update') : await query;
    return rows.map(toRequest);
  };

  return {
    findById: (id) => findOne(id),
    findByIdForUpdate: (id) => findOne(id, true),

    async listOfAccount(accountId) {
      const rows = await db
        .select()
        .from(projectRequests)
        .where(eq(projectRequests.accountId, accountId))
        .orderBy(desc(projectRequests.createdAt), desc(projectRequests.id));
      return rows.map(toRequest);
    },

    listOpen: () => listOpen(),
    listOpenForUpdate: () => listOpen(true),
    matchingSnapshot: (at) => readMatchingSnapshot(db, at, false),
    matchingSnapshotForUpdate: (at) => readMatchingSnapshot(db, at, true),
    matchingVersion: () => readMatchingVersion(db),
    matchingChangesSince: (seen, at) => readMatchingChanges(db, seen, at),

    searchOpen: (query) => searchOpenRequests(db, query),
    listOpenAfter: (match, after, limit) => listOpenRequestsAfter(db, match, after, limit),
    countOpen: (match) => countOpenRequests(db, match),

    async eligibilityOf(accountIds, at) {
      const facts = new Map<string, EligibilityFacts>();
      if (accountIds.length === 0) return facts;
      // One statement for every member of a run (up to 100 000): the ids travel as one array, and
      // each fact is one grouped pass over the rows of those members. The ids are made unique here,
      // so the planner reads their number off the array and picks hash joins for a run, index
      // lookups for one member. The requests are counted per member, through the index on
      // (account_id, created_at) and the open ones' unique index: joined as a set, the planner
      // walked every request of the table in account order (640,000 at 100,000 members) to merge
      // them with the ids. Of the membership periods only the one covering `at` comes back (as
      // `periodCovering` picks it: the latest start among those covering), in three columns: the
      // level rule reads no other, and a JSON array of every period of every member was the
      // statement's largest part (issue 29). The open projects are counted from their partial
      // indexes (schema/projects.ts).
      const result = await db.execute(sql`
        with ids as (select unnest(${arrayParam([...new Set(accountIds)], 'uuid')}) as id),
        proofs as (
          select distinct on (f.account_id) f.account_id, f.state
          from account_files f join ids on ids.id = f.account_id
          order by f.account_id, f.created_at desc, f.id desc
        ),
        requests as (
          select ids.id as account_id,
            (select count(*) from project_requests r
              where r.account_id = ids.id and r.role = 'coachee') as coachee_requests,
            exists (select from project_requests r
              where r.account_id = ids.id and r.role = 'coach' and r.state = 'open') as open_coach_request,
            exists (select from project_requests r
              where r.account_id = ids.id and r.role = 'coachee' and r.state = 'open') as open_coachee_request
          from ids
        ),
        coaching as (
          select p.coach_account_id as account_id, count(*) as open_projects
          from projects p join ids on ids.id = p.coach_account_id
          where p.state = 'open' group by p.coach_account_id
        ),
        coached as (
          select p.coachee_account_id as account_id, count(*) as open_projects
          from projects p join ids on ids.id = p.coachee_account_id
          where p.state = 'open' group by p.coachee_account_id
        ),
        covering as (
          select distinct on (mp.account_id) mp.account_id, mp.starts_at, mp.ends_at,
            period_package.coach_level
          from membership_periods mp
            join ids on ids.id = mp.account_id
            join membership_packages period_package on period_package.id = mp.membership_package_id
          where mp.starts_at <= ${at.toISOString()}::timestamptz and mp.ends_at > ${at.toISOString()}::timestamptz
          order by mp.account_id, mp.starts_at desc
        )
        select a.id as "accountId", a.status, a.is_locked as "isLocked",
          (extract(epoch from a.subscription_end_date) * 1000)::float8 as "subscriptionEndMs",
          a.score,
          coalesce(package.coach_level, false) as "coachLevel",
          (extract(epoch from covering.starts_at) * 1000)::float8 as "coveringStartsMs",
          (extract(epoch from covering.ends_at) * 1000)::float8 as "coveringEndsMs",
          covering.coach_level as "coveringCoachLevel",
          coalesce(proofs.state, 'none') as "proofState",
          coalesce(requests.coachee_requests, 0)::int as "coacheeRequestCount",
          coalesce(coaching.open_projects, 0)::int as "openCoachProjects",
          coalesce(coached.open_projects, 0)::int as "openCoacheeProjects",
          coalesce(requests.open_coach_request, false) as "hasOpenCoachRequest",
          coalesce(requests.open_coachee_request, false) as "hasOpenCoacheeRequest"
        from accounts a
          join ids on ids.id = a.id
          left join membership_packages package on package.id = a.membership_package_id
          left join proofs on proofs.account_id = a.id
          left join requests on requests.account_id = a.id
          left join coaching on coaching.account_id = a.id
          left join coached on coached.account_id = a.id
          left join covering on covering.account_id = a.id`);
      for (const {
        subscriptionEndMs,
        coveringStartsMs,
        coveringEndsMs,
        coveringCoachLevel,
        ...row
      } of rowsOf<FactsRow>(result)) {
        facts.set(row.accountId, {
          ...row,
          periods: coveringPeriod(coveringStartsMs, coveringEndsMs, coveringCoachLevel),
          // Narrowed by CHECK constraints (and 'none' above).
          status: row.status as AccountStatus,
          proofState: row.proofState as ProofState,
          subscriptionEndDate: subscriptionEndMs === null ? null : new Date(subscriptionEndMs),
        });
      }
      return facts;
    },

    async insert(request) {
      // ON CONFLICT rather than catching the unique violation: a failed statement would abort the
      // whole unit of work on PostgreSQL. Two requests sent at once still meet at the index, and the
      // second one waits for the first to commit, then inserts nothing.
      const [row] = await db
        .insert(projectRequests)
        .values({ ...request, languages: [...request.languages], state: 'open' })
        .onConflictDoNothing({
          target: [projectRequests.accountId, projectRequests.role],
          where: sql`state = 'open'`,
        })
        .returning();
      return row ? toRequest(row) : null;
    },

    async cancel(id, at) {
      const [row] = await db
        .update(projectRequests)
        // The skip reason only speaks of an open request.
        .set({ state: 'cancelled', closedAt: at, lastSkipReason: null, lastSkipAt: null })
        .where(eq(projectRequests.id, id))
        .returning();
      if (!row) throw new Error(`project_requests ${id} vanished while being cancelled`);
      return toRequest(row);
    },

    // These two are one statement whatever the number of rows: a few thousand rows or more are
    // joined to the requests by a hash over the whole table, which a statement per batch of 5,000
    // built again each time (twenty reads of the table for a run of 100,000 requests). The ids
    // travel as array parameters, a few megabytes at most.
    async markMatched(matches, at) {
      if (matches.length === 0) return;
      await db.execute(sql`
        update project_requests as request
        set state = 'matched', closed_at = ${at.toISOString()}::timestamptz, project_id = matched.project_id,
          last_skip_reason = null, last_skip_at = null
        from unnest(
          ${arrayParam(
            matches.map((match) => match.requestId),
            'uuid',
          )},
          ${arrayParam(
            matches.map((match) => match.projectId),
            'uuid',
          )}
        ) as matched(request_id, project_id)
        where request.id = matched.request_id`);
    },

    async recordSkips(skips, at) {
      if (skips.length === 0) return;
      await db.execute(sql`
        update project_requests as request
        set last_skip_reason = skipped.reason, last_skip_at = ${at.toISOString()}::timestamptz
        from unnest(
          ${arrayParam(
            skips.map((skip) => skip.requestId),
            'uuid',
          )},
          ${arrayParam(
            skips.map((skip) => skip.reason),
            'text',
          )}
        ) as skipped(request_id, reason)
        where request.id = skipped.request_id and request.state = 'open'`);
    },
  };
}
