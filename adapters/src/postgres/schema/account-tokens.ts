import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * Single-use links sent by mail (reset a password, set the first one, verify the e-mail address). Only the SHA-256 of the
 * token is stored, like session tokens: the database alone cannot be used to follow a link.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    /** Set when the link was followed, or when a newer link of the same purpose replaced it. */
    usedAt: moment('used_at'),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_unique').on(table.tokenHash),
    index('account_tokens_account_idx').on(table.accountId, table.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${table.purpose} in ('reset_password', 'set_password', 'verify_email', 'delete_account')`,
    ),
  ],
);

/**
 * "Forgot password" requests waiting for the job that mails their link (ADR 0036). Every request
 * is one row here, whether or not its e-mail has an account, so answering one does the same work
 * either way. A row lives until the next run of the job, seconds at most.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    requestedAt: moment('requested_at').notNull(),
  },
  (table) => [index('password_reset_requests_requested_at_idx').on(table.requestedAt)],
);
