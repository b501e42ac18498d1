import type { Session, SessionRepository } from '@coach/core';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts, sessions } from '../schema/accounts.ts';
import { toAccount } from './account-repository.ts';

function toSession(row: typeof sessions.$inferSelect): Session {
  const { tokenHash: _hashStaysInTheDatabase, ...session } = row;
  return session;
}

export function sessionRepository(db: AppDatabase): SessionRepository {
  return {
    async findWithAccountByTokenHash(tokenHash) {
      const [row] = await db
        .select()
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row ? { session: toSession(row.sessions), account: toAccount(row.accounts) } : null;
    },

    async create(session) {
      const [row] = await db
        .insert(sessions)
        .values({ ...session, lastUsedAt: session.createdAt })
        .returning();
      if (!row) throw new Error('Insert into sessions returned no row');
      return toSession(row);
    },

    async renew(id, usedAt, expiresAt) {
      await db.update(sessions).set({ lastUsedAt: usedAt, expiresAt }).where(eq(sessions.id, id));
    },

    async revoke(id, at) {
      await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, id));
    },

    async revokeAllOfAccount(accountId, at) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async deleteEndedBefore(before) {
      const rows = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, before),
            lt(sessions.absoluteExpiresAt, before),
            lt(sessions.revokedAt, before),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
