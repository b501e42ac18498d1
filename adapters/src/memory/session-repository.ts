import { randomUUID } from 'node:crypto';
import type { Session, SessionRepository } from '@coach/core';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

/** A stored session keeps its token hash, which never leaves the repository. */
type SessionRow = Session & { readonly tokenHash: string };

export const sessionsTable = memoryTable<SessionRow>('sessions');

function toSession(row: SessionRow): Session {
  const { tokenHash: _hashStaysInTheStore, ...session } = row;
  return copy(session);
}

const endedBefore = (moment: Date | null, before: Date) =>
  moment !== null && moment.getTime() < before.getTime();

export function memorySessionRepository(db: MemoryDb): SessionRepository {
  const update = (id: string, values: Partial<Session>) => {
    const rows = db.writable(sessionsTable);
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...copy(values) });
  };

  return {
    async findWithAccountByTokenHash(tokenHash) {
      for (const row of db.rows(sessionsTable).values()) {
        if (row.tokenHash !== tokenHash) continue;
        // An inner join; the foreign key (on delete cascade) means the account is always there.
        const account = db.rows(accountsTable).get(row.accountId);
        return account ? { session: toSession(row), account: copy(account) } : null;
      }
      return null;
    },

    async create(session) {
      const rows = db.writable(sessionsTable);
      if (!db.rows(accountsTable).has(session.accountId)) {
        throw new Error('sessions_account_id_fkey: no such account');
      }
      for (const existing of rows.values()) {
        if (existing.tokenHash === session.tokenHash)
          throw new Error('sessions_token_hash_unique: duplicate');
      }
      const row: SessionRow = {
        ...copy(session),
        id: randomUUID(),
        lastUsedAt: copy(session.createdAt),
        revokedAt: null,
      };
      rows.set(row.id, row);
      return toSession(row);
    },

    async renew(id, usedAt, expiresAt) {
      update(id, { lastUsedAt: usedAt, expiresAt });
    },

    async revoke(id, at) {
      update(id, { revokedAt: at });
    },

    async revokeAllOfAccount(accountId, at, options) {
      const rows = db.writable(sessionsTable);
      let revoked = 0;
      for (const row of rows.values()) {
        if (row.accountId !== accountId || row.revokedAt !== null || row.id === options?.except) continue;
        rows.set(row.id, { ...row, revokedAt: copy(at) });
        revoked += 1;
      }
      return revoked;
    },

    async deleteEndedBefore(before) {
      const rows = db.writable(sessionsTable);
      let deleted = 0;
      for (const row of [...rows.values()]) {
        const ended =
          endedBefore(row.expiresAt, before) ||
          endedBefore(row.absoluteExpiresAt, before) ||
          endedBefore(row.revokedAt, before);
        if (!ended) continue;
        rows.delete(row.id);
        deleted += 1;
      }
      return deleted;
    },
  };
}
