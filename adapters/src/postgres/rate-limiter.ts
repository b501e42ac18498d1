import { createHash } from 'node:crypto';
import type { RateLimiter, RateLimitRule } from '@coach/core';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { AppDatabase } from './database.ts';
import { rateLimits } from './schema/throttling.ts';

/**
 * Rate limits kept in PostgreSQL through rate-limiter-flexible's drizzle store, so every server
 * instance counts against the same budget; the same code works on PGlite. Keys are hashed: the
 * table never holds an e-mail address or a client address in clear.
 */
export function createPostgresRateLimiter(db: AppDatabase): RateLimiter {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiterOf = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: rule.name,
        points: rule.points,
        duration: rule.durationSeconds,
        // The purge job (core/src/operations/purge-sign-in-records.ts) removes ended windows on
        // its schedule; the store's own timer would query the database after it was closed.
        clearExpiredByTimeout: false,
      });
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  const keyOf = (key: string) => createHash('sha256').update(key).digest('hex');

  return {
    async retryAfterSeconds(rule, key) {
      const state = await limiterOf(rule).get(keyOf(key));
      if (!state || state.consumedPoints < rule.points) return 0;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async penalize(rule, key) {
      // Past the budget `penalty` still counts (no rejection is thrown), unlike `consume`.
      await limiterOf(rule).penalty(keyOf(key), 1);
    },
    async reset(rule, key) {
      await limiterOf(rule).delete(keyOf(key));
    },
    async purgeEndedBefore(before) {
      const rows = await db
        .delete(rateLimits)
        .where(lt(rateLimits.expire, before))
        .returning({ key: rateLimits.key });
      return rows.length;
    },
  };
}
