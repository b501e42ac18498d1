import { integer, pgTable, text } from 'drizzle-orm/pg-core';
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
 * Failed sign-ins in a row per key (a hash of e-mail and client address), for known and unknown
 * e-mails alike, so the lock says nothing about which accounts exist.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: moment('locked_until'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
