import { randomUUID } from 'node:crypto';
import type { PasswordResetRequest, PasswordResetRequestRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const passwordResetRequestsTable = memoryTable<PasswordResetRequest>('password_reset_requests');

export function memoryPasswordResetRequestRepository(db: MemoryDb): PasswordResetRequestRepository {
  return {
    async add(request) {
      db.writable(passwordResetRequestsTable).set(randomUUID(), copy(request));
    },

    async takeOldest(limit) {
      const rows = db.writable(passwordResetRequestsTable);
      const taken = [...rows]
        .sort(([, a], [, b]) => a.requestedAt.getTime() - b.requestedAt.getTime())
        .slice(0, limit);
      for (const [id] of taken) rows.delete(id);
      return taken.map(([, request]) => copy(request));
    },
  };
}
