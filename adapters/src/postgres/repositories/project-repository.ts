import type {
  ClosingRequest,
  ClosingRequestState,
  Language,
  Project,
  ProjectDetails,
  ProjectRepository,
  ProjectSearch,
  ProjectState,
} from '@coach/core';
import { and, asc, count, desc, eq, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { projectSessions } from '../schema/coaching.ts';
import { projectCompletionRequests, projectNotices, projects } from '../schema/projects.ts';
import { likePattern } from './like-pattern.ts';
import { arrayParam, batchesOf, rowsOf } from './sql-arrays.ts';
import { foldedForSearch } from './turkish-text.ts';

// State and language are narrowed by the tables' CHECK constraints: the casts only restate them.
function toProject(row: typeof projects.$inferSelect): Project {
  return { ...row, state: row.state as ProjectState, language: row.language as Language };
}

function toClosingRequest(row: typeof projectCompletionRequests.$inferSelect): ClosingRequest {
  return { ...row, state: row.state as ClosingRequestState };
}

const coach = alias(accounts, 'coach');
const coachee = alias(accounts, 'coachee');

/** The points a project moved for one side: the ledger entries carrying its id, per account. */
const pointsOf = (accountId: SQLWrapper) =>
  sql<number>`(select coalesce(sum(points.delta), 0)::int from ledger_entries as points
    where points.project_id = ${projects.id} and points.account_id = ${accountId})`;

/**
 * What a project's session log adds up to, joined laterally: one aggregate row per project (zeros
 * and null before the first session), read by the project's index of sessions. The last day counts
 * only sessions not disputed, as the reminders' gap does.
 */
const sessionFigures = new QueryBuilder()
  .select({
    confirmedHalfHours: sql<number>`coalesce(sum(${projectSessions.halfHours})
      filter (where ${projectSessions.state} = 'confirmed'), 0)::int`.as('confirmed_half_hours'),
    pendingHalfHours: sql<number>`coalesce(sum(${projectSessions.halfHours})
      filter (where ${projectSessions.state} = 'pending'), 0)::int`.as('pending_half_hours'),
    lastSessionOn: sql<string | null>`(max(${projectSessions.heldOn})
      filter (where ${projectSessions.state} <> 'disputed'))::text`.as('last_session_on'),
  })
  .from(projectSessions)
  .where(eq(projectSessions.projectId, projects.id))
  .as('session_log');

/**
 * One row per project with both people, its closing request, its points and its session log:
 * lists never go N+1.
 */
const detailsSelection = {
  project: projects,
  coach: {
    accountId: coach.id,
    name: coach.name,
    surname: coach.surname,
    email: coach.email,
    profilePhotoPath: coach.profilePhotoPath,
    language: coach.language,
  },
  coachee: {
    accountId: coachee.id,
    name: coachee.name,
    surname: coachee.surname,
    email: coachee.email,
    profilePhotoPath: coachee.profilePhotoPath,
    language: coachee.language,
  },
  closingRequest: projectCompletionRequests,
  coachPoints: pointsOf(projects.coachAccountId),
  coacheePoints: pointsOf(projects.coacheeAccountId),
  sessionLog: {
    confirmedHalfHours: sessionFigures.confirmedHalfHours,
    pendingHalfHours: sessionFigures.pendingHalfHours,
    lastSessionOn: sessionFigures.lastSessionOn,
  },
};

function detailsQuery(db: AppDatabase) {
  return (
    db
      .select(detailsSelection)
      .from(projects)
      .innerJoin(coach, eq(coach.id, projects.coachAccountId))
      .innerJoin(coachee, eq(coachee.id, projects.coacheeAccountId))
      .leftJoin(projectCompletionRequests, eq(projectCompletionRequests.projectId, projects.id))
      // An aggregate without grouping answers one row, so the inner join keeps every project.
      .innerJoinLateral(sessionFigures, sql`true`)
  );
}

type DetailsRow = Awaited<ReturnType<typeof detailsQuery>>[number];

function toDetails(row: DetailsRow): ProjectDetails {
  return {
    ...toProject(row.project),
    // The language of mail is narrowed by the accounts' CHECK constraint.
    coach: { ...row.coach, language: row.coach.language as Language },
    coachee: { ...row.coachee, language: row.coachee.language as Language },
    closingRequest: row.closingRequest ? toClosingRequest(row.closingRequest) : null,
    points: { coach: row.coachPoints, coachee: row.coacheePoints },
    sessionLog: row.sessionLog,
  };
}

/** Every word of the search appears in the name, surname or e-mail of one of the two partners. */
function partnerMatches(search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const personMatches = (person: typeof coach | typeof coachee) =>
    and(
      ...words.map((word) =>
        or(
          ...[person.name, person.surname, person.email].map(
            (column) => sql`${foldedForSearch(column)} like ${likePattern(word)}`,
          ),
        ),
      ),
    );
  return or(personMatches(coach), personMatches(coachee));
}

function orderOf(sort: ProjectSearch['sort']): SQL[] {
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const byKey: Record<ProjectSearch['sort']['key'], SQL> = {
    startedAt: sql`${projects.startedAt} ${direction}`,
    deadlineAt: sql`${projects.deadlineAt} ${direction}`,
    // Open projects (not closed yet) last, in either direction.
    closedAt: sql`${projects.closedAt} ${direction} nulls last`,
    state: sql`${projects.state} collate "C" ${direction}`,
  };
  // Ties: the newest start first, as every list of projects reads.
  return [byKey[sort.key], desc(projects.startedAt), desc(projects.id)];
}

const forAccount = (accountId: string) =>
  or(eq(projects.coachAccountId, accountId), eq(projects.coacheeAccountId, accountId));

/** Projects, closing requests and deadline notices on PostgreSQL. */
export function projectRepository(db: AppDatabase): ProjectRepository {
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
        })
        .from(accounts)
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
      const rows = await detailsQuery(db)
        .where(and(forAccount(accountId), options.openOnly ? eq(projects.state, 'open') : undefined))
        .orderBy(desc(projects.startedAt), desc(projects.id));
      return rows.map(toDetails);
    },

    async search(query) {
      const where = and(
        query.state ? eq(projects.state, query.state) : undefined,
        query.accountId ? forAccount(query.accountId) : undefined,
        partnerMatches(query.search),
      );
      const [rows, [total]] = await Promise.all([
        detailsQuery(db)
          .where(where)
          .orderBy(...orderOf(query.sort))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ value: count() })
          .from(projects)
          .innerJoin(coach, eq(coach.id, projects.coachAccountId))
          .innerJoin(coachee, eq(coachee.id, projects.coacheeAccountId))
          .where(where),
      ]);
      return { items: rows.map(toDetails), total: total?.value ?? 0 };
    },

    async findClosingRequest(id) {
      const [row] = await db
        .select()
        .from(projectCompletionRequests)
        .where(eq(projectCompletionRequests.id, id))
        .limit(1);
      return row ? toClosingRequest(row) : null;
    },

    async mostRecentPartners(accountIds) {
      const partners = new Map<string, string>();
      if (accountIds.length === 0) return partners;
      // Each member's projects on either side, newest first; `distinct on` keeps the first.
      const result = await db.execute(sql`
        with ids as (select unnest(${arrayParam([...new Set(accountIds)], 'uuid')}) as id)
        select distinct on (mine.member) mine.member, mine.partner
        from (
          select p.coach_account_id as member, p.coachee_account_id as partner, p.started_at, p.id
          from projects p join ids on ids.id = p.coach_account_id
          union all
          select p.coachee_account_id, p.coach_account_id, p.started_at, p.id
          from projects p join ids on ids.id = p.coachee_account_id
        ) as mine
        order by mine.member, mine.started_at desc, mine.id desc`);
      for (const row of rowsOf<{ member: string; partner: string }>(result)) {
        partners.set(row.member, row.partner);
      }
      return partners;
    },

    async listOverdue(now, limit) {
      const rows = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.state, 'open'), lte(projects.deadlineAt, now)))
        .orderBy(asc(projects.deadlineAt), asc(projects.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async listExpiredClosingRequests(now, limit) {
      const rows = await db
        .select({ projectId: projectCompletionRequests.projectId })
        .from(projectCompletionRequests)
        .where(
          and(eq(projectCompletionRequests.state, 'waiting'), lte(projectCompletionRequests.confirmBy, now)),
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
                  eq(projects.state, 'open'),
                  eq(projectCompletionRequests.state, 'waiting'),
                  lte(projectCompletionRequests.confirmBy, before),
                  notSentYet,
                ),
              )
              .orderBy(asc(projectCompletionRequests.confirmBy), asc(projects.id))
              .limit(limit)
          : await query
              .where(and(eq(projects.state, 'open'), lte(projects.deadlineAt, before), notSentYet))
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
        .where(and(eq(projects.id, id), eq(projects.state, 'open')))
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
