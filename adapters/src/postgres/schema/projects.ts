import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * Members' requests to coach or to be coached. The partial unique index allows one open request
 * per member and side, so two requests sent at once cannot both pass the "no open request" rule.
 */
export const projectRequests = pgTable(
  'project_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    languages: text('languages').array().notNull(),
    state: text('state').notNull().default('open'),
    createdAt: moment('created_at').notNull(),
    closedAt: moment('closed_at'),
    projectId: uuid('project_id'),
    /** Why the last matching run passed the open request over (docs/product-rules.md §6: recorded on the request). */
    lastSkipReason: text('last_skip_reason'),
    lastSkipAt: moment('last_skip_at'),
    /**
     * A matched request's wait in working days, as the working-day clock read it when recorded (the
     * time-to-match report, ADR 0051): filled by the `reports.recordWaits` job; null while
     * open, cancelled, or matched since its last run (the report then reads the clock itself).
     */
    matchWaitWorkingDays: doublePrecision('match_wait_working_days'),
  },
  (table) => [
    uniqueIndex('project_requests_one_open_per_side')
      .on(table.accountId, table.role)
      .where(sql`${table.state} = 'open'`),
    index('project_requests_open_idx').on(table.createdAt, table.id).where(sql`${table.state} = 'open'`),
    index('project_requests_account_idx').on(table.accountId, table.createdAt),
    // The time-to-match report (ADR 0051): the requests of a range of months from the index alone,
    // each with its recorded wait (or the moments to read the clock at, while none is recorded).
    index('project_requests_created_idx').on(
      table.createdAt,
      table.state,
      table.closedAt,
      table.matchWaitWorkingDays,
    ),
    // Matched requests whose wait is not recorded yet: the recording job's queue, oldest first.
    index('project_requests_wait_unrecorded_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'matched' and ${table.matchWaitWorkingDays} is null`),
    // A member's coachee requests counted from the index alone (`eligibilityOf`, per member of a
    // run), not by visiting each request's row.
    index('project_requests_account_role_idx').on(table.accountId, table.role),
    check('project_requests_role_check', sql`${table.role} in ('coach', 'coachee')`),
    check('project_requests_state_check', sql`${table.state} in ('open', 'matched', 'cancelled')`),
    check(
      'project_requests_languages_check',
      sql`cardinality(${table.languages}) between 1 and 2 and ${table.languages} <@ array['tr', 'en']::text[]`,
    ),
  ],
);

/** A coach and a coachee working together; closed once, by the first valid closing action. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A project is both partners' record: deleting one account never takes it (ADR 0030).
    coachAccountId: uuid('coach_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    coacheeAccountId: uuid('coachee_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    coachRequestId: uuid('coach_request_id')
      .notNull()
      .references(() => projectRequests.id, { onDelete: 'restrict' }),
    coacheeRequestId: uuid('coachee_request_id')
      .notNull()
      .references(() => projectRequests.id, { onDelete: 'restrict' }),
    language: text('language').notNull(),
    state: text('state').notNull().default('open'),
    startedAt: moment('started_at').notNull(),
    deadlineAt: moment('deadline_at').notNull(),
    closedAt: moment('closed_at'),
    closedByAccountId: uuid('closed_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    sessionCount: integer('session_count'),
    abortReason: text('abort_reason'),
    matchedByAccountId: uuid('matched_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    overrideReason: text('override_reason'),
  },
  (table) => [
    // A request makes one project at most.
    uniqueIndex('projects_coach_request_unique').on(table.coachRequestId),
    uniqueIndex('projects_coachee_request_unique').on(table.coacheeRequestId),
    // A member's projects on each side by start. The partner rides along, so a matching run's probe
    // for each member's most recent partners (`mostRecentPartners`) reads the index alone; so do the
    // state, the deadline, the close and the id, so that the back office's search, which gathers
    // the projects of every matching member (21,000 for a common surname at 100,000 members), reads
    // them from the index alone too (`projectsMatching`, ADR 0043). Drizzle cannot say INCLUDE:
    // the columns are keys after the member, which serve the same.
    index('projects_coach_idx').on(
      table.coachAccountId,
      table.startedAt,
      table.coacheeAccountId,
      table.state,
      table.deadlineAt,
      table.closedAt,
      table.id,
    ),
    index('projects_coachee_idx').on(
      table.coacheeAccountId,
      table.startedAt,
      table.coachAccountId,
      table.state,
      table.deadlineAt,
      table.closedAt,
      table.id,
    ),
    // The open projects of each member on each side, with the partner: a run's counts of open
    // projects (`eligibilityOf`) and open partners (`openPartners`) from these small indexes alone,
    // in member order, instead of every project's row.
    index('projects_open_coach_idx')
      .on(table.coachAccountId, table.coacheeAccountId)
      .where(sql`${table.state} = 'open'`),
    index('projects_open_coachee_idx')
      .on(table.coacheeAccountId, table.coachAccountId)
      .where(sql`${table.state} = 'open'`),
    index('projects_open_deadline_idx').on(table.deadlineAt).where(sql`${table.state} = 'open'`),
    index('projects_started_idx').on(table.startedAt, table.id),
    // For the foreign keys' checks when an account is deleted (see ledger.ts).
    index('projects_closed_by_idx')
      .on(table.closedByAccountId)
      .where(sql`${table.closedByAccountId} is not null`),
    index('projects_matched_by_idx')
      .on(table.matchedByAccountId)
      .where(sql`${table.matchedByAccountId} is not null`),
    // The administrators' list (project-repository.ts `orderOf`): each sort is one of these indexes
    // read forwards, or `projects_started_idx` either way, so that a page anywhere walks an index
    // instead of sorting the table. Ties read the newest start first in both directions, hence a
    // pair per key; the state last lets a state filter be checked in the index alone.
    index('projects_deadline_sort_idx').on(
      table.deadlineAt.asc(),
      table.startedAt.desc(),
      table.id.desc(),
      table.state,
    ),
    index('projects_deadline_desc_sort_idx').on(
      table.deadlineAt.desc(),
      table.startedAt.desc(),
      table.id.desc(),
      table.state,
    ),
    index('projects_closed_sort_idx').on(
      table.closedAt.asc().nullsLast(),
      table.startedAt.desc(),
      table.id.desc(),
      table.state,
    ),
    index('projects_closed_desc_sort_idx').on(
      table.closedAt.desc().nullsLast(),
      table.startedAt.desc(),
      table.id.desc(),
      table.state,
    ),
    // The state in byte order, as the list sorts and filters it: a state's projects by start (either
    // way), and the sort by state descending (backwards); ascending reads the second one.
    index('projects_state_started_idx').on(sql`${table.state} collate "C"`, table.startedAt, table.id),
    index('projects_state_newest_idx').on(
      sql`${table.state} collate "C"`,
      table.startedAt.desc(),
      table.id.desc(),
    ),
    check('projects_language_check', sql`${table.language} in ('tr', 'en')`),
    check(
      'projects_state_check',
      sql`${table.state} in ('open', 'completed_by_coachee', 'completed_confirmed', 'completed_by_system', 'aborted_by_system', 'aborted_by_administrator')`,
    ),
    check('projects_two_people_check', sql`${table.coachAccountId} <> ${table.coacheeAccountId}`),
    check('projects_closed_check', sql`(${table.state} = 'open') = (${table.closedAt} is null)`),
    check('projects_session_count_check', sql`${table.sessionCount} is null or ${table.sessionCount} > 0`),
  ],
);

/**
 * The coach's closing requests ("project completion requests" in docs/api.md §4). One per project: the
 * unique index answers a second one (4024), also when two are sent at once.
 */
export const projectCompletionRequests = pgTable(
  'project_completion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    sessionCount: integer('session_count').notNull(),
    state: text('state').notNull().default('waiting'),
    createdAt: moment('created_at').notNull(),
    confirmBy: moment('confirm_by').notNull(),
    resolvedAt: moment('resolved_at'),
  },
  (table) => [
    uniqueIndex('project_completion_requests_project_unique').on(table.projectId),
    index('project_completion_requests_waiting_idx')
      .on(table.confirmBy)
      .where(sql`${table.state} = 'waiting'`),
    check(
      'project_completion_requests_state_check',
      sql`${table.state} in ('waiting', 'confirmed', 'expired', 'superseded')`,
    ),
    check('project_completion_requests_session_count_check', sql`${table.sessionCount} > 0`),
  ],
);

/** Deadline warnings already sent: one row per project and kind makes each mail go out once. */
export const projectNotices = pgTable(
  'project_notices',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    sentAt: moment('sent_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.kind] }),
    check(
      'project_notices_kind_check',
      sql`${table.kind} in ('deadline_in_7_days', 'deadline_in_1_day', 'confirmation_in_1_day')`,
    ),
  ],
);
