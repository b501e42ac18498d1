import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Request budgets per key (client address, e-mail), shared by every server instance. The shape is
 * the one rate-limiter-flexible's RateLimiterDrizzle store reads and writes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: moment('expire'),
});

/**
 * Failed sign-ins in a row per key (a hash of e-mail and client: address or trusted device), for
 * known and unknown e-mails alike, so the lock says nothing about which accounts exist; and when
 * each password check in flight started (ADR 0036).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: moment('locked_until'),
  checksStartedAt: moment('checks_started_at').array().notNull().default(sql`'{}'::timestamptz[]`),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * Browsers that signed in with the password (ADR 0036): the hash of the device cookie's token and
 * of the e-mail it vouches for, until it expires.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    emailKey: text('email_key').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('trusted_devices_email_key_idx').on(table.emailKey)],
);
