import type { Session, SessionRepository } from '@coach/core';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { sessions } from '../schema/accounts.ts';

function toSession(row: typeof sessions.$inferSelect): Session {
  const { tokenHash: _hashStaysInTheDatabase, ...session } = row;
  return session;
}

export function sessionRepository(db: AppDatabase): SessionRepository {
  return {
    async create(session) {
      const [row] = await db
        .insert(sessions)
        .values({ ...session, lastUsedAt: session.createdAt })
        .returning();
      if (!row) throw new Error('Insert into sessions returned no row');
      return toSession(row);
    },

    async findByTokenHash(tokenHash) {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
      return row ? toSession(row) : null;
    },

    async renew(id, usedAt, expiresAt) {
      await db.update(sessions).set({ lastUsedAt: usedAt, expiresAt }).where(eq(sessions.id, id));
    },

    async revoke(id, at) {
      await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, id));
    },
  };
}
