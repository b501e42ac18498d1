import { createHash } from 'node:crypto';
import type { SignInThrottleRepository } from '@coach/core';
import { and, eq, isNull, like, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { signInThrottles } from '../schema/throttling.ts';

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * `<hash of e-mail>:<hash of client>`: neither e-mails nor addresses are stored in clear, and all
 * series of one e-mail share a prefix, so a password reset can clear them together.
 */
function keyOf(email: string, client: string | undefined): string {
  return `${digest(email)}:${digest(client ?? 'no-address')}`;
}

export function signInThrottleRepository(db: AppDatabase): SignInThrottleRepository {
  return {
    async lockSeries(email, client) {
      const key = keyOf(email, client);
      // Insert-if-missing first, so that concurrent first attempts all wait on the same row lock.
      await db.insert(signInThrottles).values({ key }).onConflictDoNothing({ target: signInThrottles.key });
      const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.key, key)).for('update');
      return {
        failedSignInCount: row?.failedCount ?? 0,
        signInLockedUntil: row?.lockedUntil ?? null,
        checksStartedAt: row?.checksStartedAt ?? [],
      };
    },

    async saveSeries(email, client, state) {
      await db
        .update(signInThrottles)
        .set({
          failedCount: state.failedSignInCount,
          lockedUntil: state.signInLockedUntil,
          checksStartedAt: [...state.checksStartedAt],
          updatedAt: new Date(),
        })
        .where(eq(signInThrottles.key, keyOf(email, client)));
    },

    async clearForEmail(email) {
      await db.delete(signInThrottles).where(like(signInThrottles.key, `${digest(email)}:%`));
    },

    async deleteIdleBefore(before) {
      const rows = await db
        .delete(signInThrottles)
        .where(
          and(
            lt(signInThrottles.updatedAt, before),
            or(isNull(signInThrottles.lockedUntil), lt(signInThrottles.lockedUntil, before)),
          ),
        )
        .returning({ key: signInThrottles.key });
      return rows.length;
    },
  };
}
