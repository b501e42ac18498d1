import type { SignInAttemptState, SignInThrottleRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

type SeriesRow = SignInAttemptState & { readonly email: string };

/** Keyed like the SQL table (one row per e-mail and client address), but in clear: nothing leaves memory. */
export const signInThrottlesTable = memoryTable<SeriesRow>('sign_in_throttles');

const keyOf = (email: string, clientAddress: string | undefined) =>
  `${email}\n${clientAddress ?? 'no-address'}`;

export function memorySignInThrottleRepository(db: MemoryDb): SignInThrottleRepository {
  return {
    async lockSeries(email, clientAddress) {
      const rows = db.writable(signInThrottlesTable);
      const key = keyOf(email, clientAddress);
      const row = rows.get(key) ?? { email, failedSignInCount: 0, signInLockedUntil: null };
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
        });
      }
    },

    async clearForEmail(email) {
      const rows = db.writable(signInThrottlesTable);
      for (const [key, row] of [...rows]) if (row.email === email) rows.delete(key);
    },
  };
}
