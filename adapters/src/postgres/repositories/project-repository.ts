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
import { and, asc, desc, eq, lte, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { coachingPreferences, projectSessions } from '../schema/coaching.ts';
import { projectCompletionRequests, projectNotices, projects } from '../schema/projects.ts';
import { accountMatches } from './partner-search.ts';
import { arrayParam, batchesOf, rowsOf } from './sql-arrays.ts';

// State and language are narrowed by the tables' CHECK constraints: the casts only restate them.
function toProject(row: typeof projects.$inferSelect): Project {
  return { ...row, state: row.state as ProjectState, language: row.language as Language };
}

function toClosingRequest(row: typeof projectCompletionRequests.$inferSelect): ClosingRequest {
  return { ...row, state: row.state as ClosingRequestState };
}

const coach = alias(accounts, 'coach');
const coachee = alias(accounts, 'coachee');
const coachPreferences = alias(coachingPreferences, 'coach_preferences');
const coacheePreferences = alias(coachingPreferences, 'coachee_preferences');

/** The person's "share my e-mail with my coaches": no preferences row means the default, no. */
const sharesEmail = (choice: SQLWrapper) => sql<boolean>`coalesce(${choice}, false)`;

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
    sharesEmailWithCoaches: sharesEmail(coachPreferences.shareEmailWithCoaches),
  },
  coachee: {
    accountId: coachee.id,
    name: coachee.name,
    surname: coachee.surname,
    email: coachee.email,
    profilePhotoPath: coachee.profilePhotoPath,
    language: coachee.language,
    sharesEmailWithCoaches: sharesEmail(coacheePreferences.shareEmailWithCoaches),
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
      .leftJoin(coachPreferences, eq(coachPreferences.accountId, projects.coachAccountId))
      .leftJoin(coacheePreferences, eq(coacheePreferences.accountId, projects.coacheeAccountId))
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

/**
 * Where a list reads its projects from: the whole table, or, for a search, the projects of the
 * accounts in which every word appears in the name, surname or e-mail (both words must name the
 * same partner), on either side. Those accounts come by their trigram index, their projects by
 * `projects_coach_idx` and `projects_coachee_idx`, each read once with the columns the filters
 * and sorts need; the set is named `projects` so that the same conditions and keys apply to it.
 */
function projectsMatching(search: string): SQL {
  const words = searchWords(search);
  if (words.length === 0) return sql`${projects}`;
  const matching = and(...words.map((word) => accountMatches(word)));
  const side = (column: 'coach_account_id' | 'coachee_account_id') => sql`
    select side.id, side.coach_account_id, side.coachee_account_id, side.state, side.started_at,
      side.deadline_at, side.closed_at
    from ${accounts} join ${projects} as side on side.${sql.raw(column)} = ${accounts.id}
    where ${matching}`;
  // UNION, not UNION ALL: a project whose two partners both match is listed once.
  return sql`(${side('coach_account_id')} union ${side('coachee_account_id')}) as ${projects}`;
}

/**
 * The state as the sort and the filter compare it: byte order ("C"), the collation of the indexes
 * on it, so that an equality on the state and a sort by it both read those indexes.
 */
const stateKey = sql`${projects.state} collate "C"`;

/**
 * Each sort is the order of one index on projects (read forwards or backwards), so that a page,
 * wherever it is, walks that index and never sorts the table: the start by `projects_started_idx`
 * (its ties by id in the same direction); the others by their own pair of indexes, their ties the
 * newest start first whatever the direction. The start and the id are never null: where `nulls
 * last` or `nulls first` is spelled out, it changes no row's place, only names the index's order
 * (a descending index column holds its nulls last, a backward scan of an ascending one first).
 */
function orderOf(sort: ProjectSearch['sort']): SQL[] {
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const newestFirst = [sql`${projects.startedAt} desc nulls last`, sql`${projects.id} desc nulls last`];
  switch (sort.key) {
    case 'startedAt':
      return [sql`${projects.startedAt} ${direction}`, sql`${projects.id} ${direction}`];
    case 'deadlineAt':
      return [sql`${projects.deadlineAt} ${direction} nulls last`, ...newestFirst];
    case 'closedAt':
      // Open projects (not closed yet) last, in either direction.
      return [sql`${projects.closedAt} ${direction} nulls last`, ...newestFirst];
    case 'state':
      // Descending: `projects_state_started_idx` backwards; ascending: `projects_state_newest_idx`.
      return sort.descending
        ? [sql`${stateKey} desc`, sql`${projects.startedAt} desc`, sql`${projects.id} desc`]
        : [sql`${stateKey} asc`, ...newestFirst];
  }
}

const forAccount = (accountId: string | Placeholder) =>
  or(eq(projects.coachAccountId, accountId), eq(projects.coacheeAccountId, accountId));

/**
 * A member's projects (all, or the open ones), newest first: the member's own projects page calls
 * it on every visit, and drizzle assembling this query's SQL took a third of the call's CPU, so it
 * is built once per repository and only executed after (the API's overhead, issue 29).
 */
function prepareDetailsOfAccount(db: AppDatabase, openOnly: boolean) {
  return detailsQuery(db)
    .where(and(forAccount(sql.placeholder('accountId')), openOnly ? eq(projects.state, 'open') : undefined))
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
      const open = eq(projects.state, 'open');
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

    async search(query) {
      const source = projectsMatching(query.search);
      const where =
        and(
          query.state ? sql`${stateKey} = ${query.state}` : undefined,
          query.accountId ? forAccount(query.accountId) : undefined,
        ) ?? sql`true`;
      const order = sql.join(orderOf(query.sort), sql`, `);
      // The page's ids first, on the sort's index alone; only then the people, points and session
      // log of those rows: the skipped rows of a deep page cost an index entry each, nothing more.
      const pageIds = sql`select ${projects.id} from ${source} where ${where}
        order by ${order} limit ${query.limit} offset ${query.offset}`;
      const [rows, counted] = await Promise.all([
        detailsQuery(db)
          .where(sql`${projects.id} in (${pageIds})`)
          .orderBy(...orderOf(query.sort)),
        db.execute(sql`select count(*)::int as value from ${source} where ${where}`),
      ]);
      return { items: rows.map(toDetails), total: rowsOf<{ value: number }>(counted)[0]?.value ?? 0 };
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
      if (accountIds.length === 0) return new Map();
      // Each member's projects on either side; `rank` keeps every one that started at its latest start.
      const result = await db.execute(sql`
        with ids as (select unnest(${arrayParam([...new Set(accountIds)], 'uuid')}) as id)
        select distinct ranked.member, ranked.partner
        from (
          select mine.member, mine.partner,
            rank() over (partition by mine.member order by mine.started_at desc) as place
          from (
            select p.coach_account_id as member, p.coachee_account_id as partner, p.started_at
            from projects p join ids on ids.id = p.coach_account_id
            union all
            select p.coachee_account_id, p.coach_account_id, p.started_at
            from projects p join ids on ids.id = p.coachee_account_id
          ) as mine
        ) as ranked
        where ranked.place = 1`);
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
