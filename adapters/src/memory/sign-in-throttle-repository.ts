import type { SignInAttemptState, SignInThrottleRepository } from '@coach/core';
import { clearedSignInAttempts } from '@coach/core/accounts/domain/sign-in-attempts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

type SeriesRow = SignInAttemptState & { readonly email: string; readonly updatedAt: Date };

/** Keyed like the SQL table (one row per e-mail and client), but in clear: nothing leaves memory. */
export const signInThrottlesTable = memoryTable<SeriesRow>('sign_in_throttles');

const keyOf = (email: string, client: string | undefined) => `${email}\n${client ?? 'no-address'}`;

export function memorySignInThrottleRepository(db: MemoryDb): SignInThrottleRepository {
  return {
    async lockSeries(email, client) {
      const rows = db.writable(signInThrottlesTable);
      const key = keyOf(email, client);
      const row = rows.get(key) ?? { email, ...clearedSignInAttempts, updatedAt: db.now() };
      rows.set(key, row);
      const { failedSignInCount, signInLockedUntil, checksStartedAt } = row;
      return copy({ failedSignInCount, signInLockedUntil, checksStartedAt });
    },

    async saveSeries(email, client, state) {
      const rows = db.writable(signInThrottlesTable);
      const key = keyOf(email, client);
      // An UPDATE: only a series that lockSeries created is saved.
      if (rows.has(key)) {
        const { failedSignInCount, signInLockedUntil, checksStartedAt } = state;
        rows.set(key, {
          email,
          ...copy({ failedSignInCount, signInLockedUntil, checksStartedAt }),
          updatedAt: db.now(),
        });
      }
    },

    async clearForEmail(email) {
      const rows = db.writable(signInThrottlesTable);
      for (const [key, row] of [...rows]) if (row.email === email) rows.delete(key);
    },

    async deleteIdleBefore(before) {
      const rows = db.writable(signInThrottlesTable);
      const cutoff = before.getTime();
      let deleted = 0;
      for (const [key, row] of [...rows]) {
        const lockEnded = row.signInLockedUntil === null || row.signInLockedUntil.getTime() < cutoff;
        if (row.updatedAt.getTime() < cutoff && lockEnded) {
          rows.delete(key);
          deleted += 1;
        }
      }
      return deleted;
    },
  };
}
