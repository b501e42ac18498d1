import type { SignInAttemptState, SignInThrottleRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

type SeriesRow = SignInAttemptState & { readonly email: string; readonly updatedAt: Date };

/** Keyed like the SQL table (one row per e-mail and client address), but in clear: nothing leaves memory. */
export const signInThrottlesTable = memoryTable<SeriesRow>('sign_in_throttles');

const keyOf = (email: string, clientAddress: string | undefined) =>
  `${email}\n${clientAddress ?? 'no-address'}`;

export function memorySignInThrottleRepository(db: MemoryDb): SignInThrottleRepository {
  return {
    async lockSeries(email, clientAddress) {
      const rows = db.writable(signInThrottlesTable);
      const key = keyOf(email, clientAddress);
      const row = rows.get(key) ?? {
        email,
        failedSignInCount: 0,
        signInLockedUntil: null,
        updatedAt: db.now(),
      };
      rows.set(key, row);
      return copy({ failedSignInCount: row.failedSignInCount, signInLockedUntil: row.signInLockedUntil });
    },

    async saveSeries(email, clientAddress, state) {
      const rows = db.writable(signInThrottlesTable);
      const key = keyOf(email, clientAddress);
      // An UPDATE: only a series that lockSeries created is saved.
      if (rows.has(key)) {
        rows.set(key, {
          email,
          failedSignInCount: state.failedSignInCount,
          signInLockedUntil: copy(state.signInLockedUntil),
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
