import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { projectSessions } from './coaching.ts';
import { moment } from './columns.ts';
import { projects } from './projects.ts';

/** A proposed time as stored: the instant (ISO 8601) and the length in minutes. */
export interface StoredSlot {
  readonly startsAt: string;
  readonly minutes: number;
}

/**
 * Proposals of session times (ADR 0056): up to three times from one partner, answered by the
 * other. At most one is open per project (a new one replaces it); the others are kept as history.
 */
export const sessionProposals = pgTable(
  'session_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    proposedByAccountId: uuid('proposed_by_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    slots: jsonb('slots').$type<StoredSlot[]>().notNull(),
    reschedulesSessionId: uuid('reschedules_session_id').references(() => scheduledSessions.id, {
      onDelete: 'restrict',
    }),
    state: text('state').notNull().default('open'),
    createdAt: moment('created_at').notNull(),
    answeredAt: moment('answered_at'),
  },
  (table) => [
    uniqueIndex('session_proposals_one_open_idx').on(table.projectId).where(sql`${table.state} = 'open'`),
    index('session_proposals_project_idx').on(table.projectId),
    // For the foreign keys' checks when an account or a scheduled session is deleted.
    index('session_proposals_proposed_by_idx').on(table.proposedByAccountId),
    index('session_proposals_reschedules_idx').on(table.reschedulesSessionId),
    check(
      'session_proposals_state_check',
      sql`${table.state} in ('open', 'accepted', 'declined', 'replaced')`,
    ),
    check('session_proposals_answered_check', sql`(${table.state} = 'open') = (${table.answeredAt} is null)`),
  ],
);

/**
 * Sessions both partners agreed on. The id is the calendar invite's UID; `sequence` its SEQUENCE,
 * one higher with each change sent. Cancelled rows stay, so a calendar feed can say so.
 */
export const scheduledSessions = pgTable(
  'scheduled_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    startsAt: moment('starts_at').notNull(),
    minutes: integer('minutes').notNull(),
    state: text('state').notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    remindedAt: moment('reminded_at'),
    loggedSessionId: uuid('logged_session_id').references(() => projectSessions.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    // A project's calendar, a member's agenda and feed (through the projects of each partner).
    index('scheduled_sessions_project_idx').on(table.projectId, table.startsAt),
    // The reminder job: sessions still to remind, by their start.
    index('scheduled_sessions_to_remind_idx')
      .on(table.startsAt)
      .where(sql`${table.state} = 'scheduled' and ${table.remindedAt} is null`),
    index('scheduled_sessions_logged_idx').on(table.loggedSessionId),
    check(
      'scheduled_sessions_minutes_check',
      sql`${table.minutes} between 30 and 480 and ${table.minutes} % 30 = 0`,
    ),
    check('scheduled_sessions_state_check', sql`${table.state} in ('scheduled', 'cancelled')`),
  ],
);

/**
 * Each member's private calendar feed: the token in its address (kept as it is, so the member can
 * read the address again; renewing replaces it, revoking deletes the row). Read by the token's index.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_idx').on(table.token)],
);
