import type { Session, SessionRepository } from '@coach/core';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts, sessions } from '../schema/accounts.ts';
import { toAccount } from './account-repository.ts';

function prepareWithAccountByTokenHash(db: AppDatabase) {
  return db
    .select()
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_account_by_token_hash');
}

function toSession(row: typeof sessions.$inferSelect): Session {
  const { tokenHash: _hashStaysInTheDatabase, ...session } = row;
  return session;
}

export function sessionRepository(db: AppDatabase): SessionRepository {
  // Every signed-in request runs this query. Built once: drizzle assembling its SQL from the two
  // tables' 40 columns on each call took a fifth of the server's CPU under load (ADR 0006).
  let withAccountByTokenHash: ReturnType<typeof prepareWithAccountByTokenHash> | undefined;
  return {
    async findWithAccountByTokenHash(tokenHash) {
      withAccountByTokenHash ??= prepareWithAccountByTokenHash(db);
      const [row] = await withAccountByTokenHash.execute({ tokenHash });
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

    async revokeAllOfAccount(accountId, at, options) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.accountId, accountId),
            isNull(sessions.revokedAt),
            options?.except ? ne(sessions.id, options.except) : undefined,
          ),
        )
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
