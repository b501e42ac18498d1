import type { Language, Project, ProjectRepository } from '@coach/core';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { coachingPreferences } from '../schema/coaching.ts';
import { projectCompletionRequests, projectNotices, projects } from '../schema/projects.ts';
import { equalsConstant } from './constant-condition.ts';
import {
  detailsQuery,
  forAccount,
  sharesEmail,
  toClosingRequest,
  toDetails,
  toProject,
} from './project-details.ts';
import { countProjects, listProjectsAfter, searchProjects } from './project-list.ts';
import { arrayParam, batchesOf, rowsOf } from './sql-arrays.ts';

/** Rows of (member, partner) as each member's partners. */
function partnersByMember(rows: readonly { member: string; partner: string }[]): Map<string, string[]> {
  const partners = new Map<string, string[]>();
  for (const { member, partner } of rows) {
    const ofMember = partners.get(member);
    if (ofMember) ofMember.push(partner);
    else partners.set(member, [partner]);
  }
  return partners;
}

/**
 * A member's projects (all, or the open ones), newest first: the member's own projects page calls
 * it on every visit, and drizzle assembling this query's SQL took a third of the call's CPU, so it
 * is built once per repository and only executed after (the API's overhead, issue 29).
 */
function prepareDetailsOfAccount(db: AppDatabase, openOnly: boolean) {
  return detailsQuery(db)
    .where(
      and(
        forAccount(sql.placeholder('accountId')),
        openOnly ? equalsConstant(projects.state, 'open') : undefined,
      ),
    )
    .orderBy(desc(projects.startedAt), desc(projects.id))
    .prepare(openOnly ? 'open_project_details_of_account' : 'project_details_of_account');
}

/** Projects, closing requests and deadline notices on PostgreSQL. */
export function projectRepository(db: AppDatabase): ProjectRepository {
  const detailsOfAccount: Partial<Record<'all' | 'open', ReturnType<typeof prepareDetailsOfAccount>>> = {};
  const findOne = async (id: string, forUpdate = false) => {
    const query = db.select().from(projects).where(eq(projects.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? toProject(row) : null;
  };

  return {
    findById: (id) => findOne(id),
    findByIdForUpdate: (id) => findOne(id, true),

    async findDetails(id) {
      const [row] = await detailsQuery(db).where(eq(projects.id, id)).limit(1);
      return row ? toDetails(row) : null;
    },

    async listPeople(accountIds) {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({
          accountId: accounts.id,
          name: accounts.name,
          surname: accounts.surname,
          email: accounts.email,
          profilePhotoPath: accounts.profilePhotoPath,
          language: accounts.language,
          sharesEmailWithCoaches: sharesEmail(coachingPreferences.shareEmailWithCoaches),
        })
        .from(accounts)
        .leftJoin(coachingPreferences, eq(coachingPreferences.accountId, accounts.id))
        .where(sql`${accounts.id} = any(${arrayParam([...new Set(accountIds)], 'uuid')})`);
      // The language of mail is narrowed by the accounts' CHECK constraint.
      return new Map(rows.map((row) => [row.accountId, { ...row, language: row.language as Language }]));
    },

    async listDetails(projectIds) {
      if (projectIds.length === 0) return [];
      const rows = await detailsQuery(db).where(sql`${projects.id} = any(${arrayParam(projectIds, 'uuid')})`);
      return rows.map(toDetails);
    },

    async listDetailsOfAccount(accountId, options = {}) {
      const which = options.openOnly ? 'open' : 'all';
      detailsOfAccount[which] ??= prepareDetailsOfAccount(db, which === 'open');
      const rows = await detailsOfAccount[which].execute({ accountId });
      return rows.map(toDetails);
    },

    async countOfAccount(accountId) {
      const coaching = eq(projects.coachAccountId, accountId);
      const coached = eq(projects.coacheeAccountId, accountId);
      const open = equalsConstant(projects.state, 'open');
      const [row] = await db
        .select({
          openAsCoach: sql<number>`(count(*) filter (where ${and(coaching, open)}))::int`,
          totalAsCoach: sql<number>`(count(*) filter (where ${coaching}))::int`,
          openAsCoachee: sql<number>`(count(*) filter (where ${and(coached, open)}))::int`,
          totalAsCoachee: sql<number>`(count(*) filter (where ${coached}))::int`,
        })
        .from(projects)
        .where(forAccount(accountId));
      return row ?? { openAsCoach: 0, totalAsCoach: 0, openAsCoachee: 0, totalAsCoachee: 0 };
    },

    search: (query) => searchProjects(db, query),
    listMatchingAfter: (match, after, limit) => listProjectsAfter(db, match, after, limit),
    countMatching: (match) => countProjects(db, match),

    async findClosingRequest(id) {
      const [row] = await db
        .select()
        .from(projectCompletionRequests)
        .where(eq(projectCompletionRequests.id, id))
        .limit(1);
      return row ? toClosingRequest(row) : null;
    },

    async mostRecentPartners(accountIds) {
      if (accountIds.length === 0) return new Map();
      // Per member, two short index probes instead of ranking every project of every member (a
      // run asks for tens of thousands): each side's projects at their latest start, newest first
      // from (coach_account_id, started_at) and (coachee_account_id, started_at), merged; the
      // outer `with ties` keeps every project that started at the member's latest start on
      // either side. A lateral cannot be flattened, so the plan stays these probes whatever the
      // planner guesses of the array's length (a prepared statement's generic plan guesses 10).
      const result = await db.execute(sql`
        select distinct ids.id as member, latest.partner
        from unnest(${arrayParam([...new Set(accountIds)], 'uuid')}) as ids(id)
        cross join lateral (
          select mine.partner
          from (
            (select p.coachee_account_id as partner, p.started_at from projects p
              where p.coach_account_id = ids.id
              order by p.started_at desc fetch first 1 rows with ties)
            union all
            (select p.coach_account_id, p.started_at from projects p
              where p.coachee_account_id = ids.id
              order by p.started_at desc fetch first 1 rows with ties)
          ) as mine
          order by mine.started_at desc fetch first 1 rows with ties
        ) as latest`);
      return partnersByMember(rowsOf<{ member: string; partner: string }>(result));
    },

    async openPartners(accountIds) {
      if (accountIds.length === 0) return new Map();
      const result = await db.execute(sql`
        with ids as (select unnest(${arrayParam([...new Set(accountIds)], 'uuid')}) as id)
        select distinct mine.member, mine.partner
        from (
          select p.coach_account_id as member, p.coachee_account_id as partner
          from projects p join ids on ids.id = p.coach_account_id
          where p.state = 'open'
          union all
          select p.coachee_account_id, p.coach_account_id
          from projects p join ids on ids.id = p.coachee_account_id
          where p.state = 'open'
        ) as mine`);
      return partnersByMember(rowsOf<{ member: string; partner: string }>(result));
    },

    async listOverdue(now, limit) {
      const rows = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(equalsConstant(projects.state, 'open'), lte(projects.deadlineAt, now)))
        .orderBy(asc(projects.deadlineAt), asc(projects.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async listExpiredClosingRequests(now, limit) {
      const rows = await db
        .select({ projectId: projectCompletionRequests.projectId })
        .from(projectCompletionRequests)
        .where(
          and(
            equalsConstant(projectCompletionRequests.state, 'waiting'),
            lte(projectCompletionRequests.confirmBy, now),
          ),
        )
        .orderBy(asc(projectCompletionRequests.confirmBy), asc(projectCompletionRequests.id))
        .limit(limit);
      return rows.map((row) => row.projectId);
    },

    async listDueForNotice(kind, before, limit) {
      const notSentYet = sql`not exists (select 1 from project_notices as notice
        where notice.project_id = ${projects.id} and notice.kind = ${kind})`;
      const query = detailsQuery(db);
      const rows =
        kind === 'confirmation_in_1_day'
          ? await query
              .where(
                and(
                  equalsConstant(projects.state, 'open'),
                  equalsConstant(projectCompletionRequests.state, 'waiting'),
                  lte(projectCompletionRequests.confirmBy, before),
                  notSentYet,
                ),
              )
              .orderBy(asc(projectCompletionRequests.confirmBy), asc(projects.id))
              .limit(limit)
          : await query
              .where(
                and(equalsConstant(projects.state, 'open'), lte(projects.deadlineAt, before), notSentYet),
              )
              .orderBy(asc(projects.deadlineAt), asc(projects.id))
              .limit(limit);
      return rows.map(toDetails);
    },

    async insertMany(newProjects) {
      const inserted: Project[] = [];
      // One statement per batch, its values as one array per column: a run writes tens of thousands.
      for (const batch of batchesOf(newProjects)) {
        const column = <Value>(value: (project: (typeof batch)[number]) => Value) => batch.map(value);
        const result = await db.execute(sql`
          insert into projects (coach_account_id, coachee_account_id, coach_request_id, coachee_request_id,
            language, started_at, deadline_at, matched_by_account_id, override_reason)
          select * from unnest(
            ${arrayParam(
              column((project) => project.coachAccountId),
              'uuid',
            )},
            ${arrayParam(
              column((project) => project.coacheeAccountId),
              'uuid',
            )},
            ${arrayParam(
              column((project) => project.coachRequestId),
              'uuid',
            )},
            ${arrayParam(
              column((project) => project.coacheeRequestId),
              'uuid',
            )},
            ${arrayParam(
              column((project) => project.language),
              'text',
            )},
            ${arrayParam(
              column((project) => project.startedAt.toISOString()),
              'timestamptz',
            )},
            ${arrayParam(
              column((project) => project.deadlineAt.toISOString()),
              'timestamptz',
            )},
            ${arrayParam(
              column((project) => project.matchedByAccountId),
              'uuid',
            )},
            ${arrayParam(
              column((project) => project.overrideReason),
              'text',
            )}
          )
          returning id, coach_request_id as "coachRequestId"`);
        // A request makes one project at most (unique index), so its id finds the row: the answer
        // keeps the input order whatever order RETURNING uses.
        const ids = new Map(
          rowsOf<{ id: string; coachRequestId: string }>(result).map((row) => [row.coachRequestId, row.id]),
        );
        for (const project of batch) {
          const id = ids.get(project.coachRequestId);
          if (!id) throw new Error(`Insert into projects returned no row for ${project.coachRequestId}`);
          inserted.push({
            ...project,
            id,
            state: 'open',
            closedAt: null,
            closedByAccountId: null,
            sessionCount: null,
            abortReason: null,
          });
        }
      }
      return inserted;
    },

    async close(id, closing) {
      const [row] = await db
        .update(projects)
        .set(closing)
        .where(and(eq(projects.id, id), equalsConstant(projects.state, 'open')))
        .returning();
      if (!row) throw new Error(`projects ${id} is not open: a project closes once`);
      return toProject(row);
    },

    async insertClosingRequest(request) {
      // ON CONFLICT, not a caught unique violation, which would abort the unit of work.
      const [row] = await db
        .insert(projectCompletionRequests)
        .values({ ...request, state: 'waiting' })
        .onConflictDoNothing({ target: projectCompletionRequests.projectId })
        .returning();
      return row ? toClosingRequest(row) : null;
    },

    async resolveClosingRequest(id, { state, at }) {
      const [row] = await db
        .update(projectCompletionRequests)
        .set({ state, resolvedAt: at })
        .where(eq(projectCompletionRequests.id, id))
        .returning();
      if (!row) throw new Error(`project_completion_requests ${id} vanished while being resolved`);
      return toClosingRequest(row);
    },

    async recordNotice(projectId, kind, at) {
      const inserted = await db
        .insert(projectNotices)
        .values({ projectId, kind, sentAt: at })
        .onConflictDoNothing()
        .returning({ projectId: projectNotices.projectId });
      return inserted.length > 0;
    },
  };
}
