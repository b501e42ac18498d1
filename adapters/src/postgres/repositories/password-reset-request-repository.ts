import type { Language, PasswordResetRequestRepository } from '@coach/core';
import { asc, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { passwordResetRequests } from '../schema/account-tokens.ts';

/**
 * The queue of "forgot password" requests on PostgreSQL. `onAdded` runs after the transaction
 * that queued one commits: it wakes the job that mails the links (ADR 0036).
 */
export function passwordResetRequestRepository(
  db: AppDatabase,
  afterCommit: (callback: () => void) => void,
  onAdded: () => void,
): PasswordResetRequestRepository {
  return {
    async add(request) {
      await db.insert(passwordResetRequests).values(request);
      afterCommit(onAdded);
    },

    async takeOldest(limit) {
      const taken = await db
        .select()
        .from(passwordResetRequests)
        .orderBy(asc(passwordResetRequests.requestedAt), asc(passwordResetRequests.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (taken.length === 0) return [];
      await db.delete(passwordResetRequests).where(
        inArray(
          passwordResetRequests.id,
          taken.map((row) => row.id),
        ),
      );
      return taken.map(({ email, language, requestedAt }) => ({
        email,
        language: language as Language,
        requestedAt,
      }));
    },
  };
}
