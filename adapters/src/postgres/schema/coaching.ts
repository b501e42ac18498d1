import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, bytes } from './accounts.ts';
import { moment } from './columns.ts';
import { projects } from './projects.ts';

/** A calendar day (`YYYY-MM-DD` on Istanbul's calendar), read as that text. */
const day = (name: string) => date(name, { mode: 'string' });

/**
 * The session log: one row per meeting a partner logged. Kept when the project closes, and when
 * either partner's account is deleted (ADR 0030: an account a project names is anonymised, never
 * removed); nobody changes it once the project is closed.
 */
export const projectSessions = pgTable(
  'project_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    heldOn: day('held_on').notNull(),
    /** Whole half hours: 1 (30 minutes) to 16 (8 hours). */
    halfHours: integer('half_hours').notNull(),
    note: text('note'),
    recordedByAccountId: uuid('recorded_by_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    state: text('state').notNull().default('pending'),
    disputeReason: text('dispute_reason'),
    createdAt: moment('created_at').notNull(),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    index('project_sessions_project_idx').on(table.projectId, table.heldOn),
    // For the foreign key's check when an account is deleted (see ledger.ts).
    index('project_sessions_recorded_by_idx').on(table.recordedByAccountId),
    check('project_sessions_half_hours_check', sql`${table.halfHours} between 1 and 16`),
    check('project_sessions_state_check', sql`${table.state} in ('pending', 'confirmed', 'disputed')`),
    check('project_sessions_decided_check', sql`(${table.state} = 'pending') = (${table.decidedAt} is null)`),
  ],
);

/** Reminders sent for a gap without sessions: one row per project and gap makes each go out once. */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    /** The day the gap began: the last session's day, or the project's first day. */
    gapStartedOn: day('gap_started_on').notNull(),
    sentAt: moment('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.gapStartedOn] })],
);

/** A member's choices for the coaching log; no row means the defaults. */
export const coachingPreferences = pgTable('coaching_preferences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  trainingStartedOn: day('training_started_on'),
  shareEmailWithCoaches: boolean('share_email_with_coaches').notNull().default(false),
  /** Whether coaches may name this member on a log they publish (ADR 0054). */
  shareNameWithCoaches: boolean('share_name_with_coaches').notNull().default(false),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * Each member's coached half hours that count (after their training start), kept by the database:
 * triggers on the session log, the projects and the coaching preferences recompute a coach's row
 * whenever one of those changes it (migration 0016). The administrators' "near a threshold" report
 * reads a range of the figure by its index instead of summing every session on each call.
 */
export const coachedHours = pgTable(
  'coached_hours',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    countedHalfHours: integer('counted_half_hours').notNull(),
  },
  (table) => [index('coached_hours_counted_idx').on(table.countedHalfHours)],
);

/**
 * Coaching logs a member published for an assessor (ADR 0054): the signed text as it was signed,
 * its signature and key, and the PDF made of it, byte for byte. The id is the page's address (256
 * random bits). Gone with the account (a published log names its author).
 */
export const coachingLogPublications = pgTable(
  'coaching_log_publications',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    fromDay: day('from_day'),
    toDay: day('to_day'),
    payload: text('payload').notNull(),
    keyId: text('key_id').notNull(),
    signature: text('signature').notNull(),
    pdf: bytes('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    rowCount: integer('row_count').notNull(),
    publishedAt: moment('published_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [
    index('coaching_log_publications_account_idx').on(table.accountId, table.publishedAt),
    index('coaching_log_publications_pdf_idx').on(table.pdfSha256),
    check('coaching_log_publications_language_check', sql`${table.language} in ('tr', 'en')`),
  ],
);
