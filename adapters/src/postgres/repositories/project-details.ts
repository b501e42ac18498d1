import type {
  ClosingRequest,
  ClosingRequestState,
  Language,
  Project,
  ProjectDetails,
  ProjectState,
} from '@coach/core';
import { eq, or, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { coachingPreferences, projectSessions } from '../schema/coaching.ts';
import { projectCompletionRequests, projects } from '../schema/projects.ts';

// A project with both people, its closing request, its points and its session log, as the
// repository's reads and the back office's list (project-list.ts) answer it.

// State and language are narrowed by the tables' CHECK constraints: the casts only restate them.
export function toProject(row: typeof projects.$inferSelect): Project {
  return { ...row, state: row.state as ProjectState, language: row.language as Language };
}

export function toClosingRequest(row: typeof projectCompletionRequests.$inferSelect): ClosingRequest {
  return { ...row, state: row.state as ClosingRequestState };
}

const coach = alias(accounts, 'coach');
const coachee = alias(accounts, 'coachee');
const coachPreferences = alias(coachingPreferences, 'coach_preferences');
const coacheePreferences = alias(coachingPreferences, 'coachee_preferences');

/** The person's "share my e-mail with my coaches": no preferences row means the default, no. */
export const sharesEmail = (choice: SQLWrapper) => sql<boolean>`coalesce(${choice}, false)`;

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

export function detailsQuery(db: AppDatabase) {
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

export function toDetails(row: DetailsRow): ProjectDetails {
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

/** The projects in which the account is the coach or the coachee. */
export const forAccount = (accountId: string | Placeholder) =>
  or(eq(projects.coachAccountId, accountId), eq(projects.coacheeAccountId, accountId));
