import type { Account, Session, SessionRepository, ThemeMode, ThemePack } from '@coach/core';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../database.ts';
import { sessions } from '../schema/accounts.ts';
import {
  type AccountColumnsRow,
  accountColumnsOf,
  type Instant,
  instant,
  maybeInstant,
} from './account-rows.ts';
import { rowsOf } from './sql-arrays.ts';

/**
 * The session of a token hash with its account: every signed-in request runs it. Written out and
 * mapped by hand rather than selected through drizzle: drizzle's generic row mapper walks its 40
 * columns with type checks and an iterator per column, the largest share of what a small call
 * allocated (ADR 0006). Only the columns `Session` and `Account` hold are read (not the search and
 * sort texts, nor the hash itself). Its text is made once, here, and the statement is prepared once
 * per connection; `db.execute` would assemble the text again on every call.
 * The repository contract (testing/repository-contract.ts) compares it with what drizzle reads.
 */
const withAccountByTokenHash = new PgDialect().sqlToQuery(sql`
  select s.id as session_id, s.created_at as session_created_at, s.last_used_at, s.expires_at,
    s.absolute_expires_at, s.revoked_at,
    a.id, a.name, a.surname, a.email, a.password_hash, a.phone, a.identity_number, a.passport_number,
    a.country_code, a.state_code, a.city, a.address, a.bio, a.profile_photo_path, a.score,
    a.account_role_type, a.status, a.is_locked, a.subscription_end_date, a.membership_package_id,
    a.last_login_at, a.languages, a.email_verified_at, a.privacy_accepted_at,
    a.data_protection_accepted_at, a.theme_pack, a.theme_mode, a.language, a.created_at
  from sessions s join accounts a on a.id = s.account_id
  where s.token_hash = ${sql.placeholder('tokenHash')}
  limit 1`);

interface SessionWithAccountRow extends AccountColumnsRow {
  session_id: string;
  session_created_at: Instant;
  last_used_at: Instant;
  expires_at: Instant;
  absolute_expires_at: Instant;
  revoked_at: Instant | null;
  password_hash: string | null;
  address: string | null;
  bio: string | null;
  profile_photo_path: string | null;
  privacy_accepted_at: Instant | null;
  data_protection_accepted_at: Instant | null;
  theme_pack: string;
  theme_mode: string;
}

// The text columns are narrowed by CHECK constraints, so these casts only restate them.
function toSessionWithAccount(row: SessionWithAccountRow): { session: Session; account: Account } {
  return {
    session: {
      id: row.session_id,
      accountId: row.id,
      createdAt: instant(row.session_created_at),
      lastUsedAt: instant(row.last_used_at),
      expiresAt: instant(row.expires_at),
      absoluteExpiresAt: instant(row.absolute_expires_at),
      revokedAt: maybeInstant(row.revoked_at),
    },
    // The shared columns' object gains the profile's fields, not copied into a new one (ADR 0006).
    account: Object.assign(accountColumnsOf(row), {
      passwordHash: row.password_hash,
      address: row.address,
      bio: row.bio,
      profilePhotoPath: row.profile_photo_path,
      privacyAcceptedAt: maybeInstant(row.privacy_accepted_at),
      dataProtectionAcceptedAt: maybeInstant(row.data_protection_accepted_at),
      themePack: row.theme_pack as ThemePack,
      themeMode: row.theme_mode as ThemeMode,
    }),
  };
}

function toSession(row: typeof sessions.$inferSelect): Session {
  const { tokenHash: _hashStaysInTheDatabase, ...session } = row;
  return session;
}

export function sessionRepository(db: AppDatabase): SessionRepository {
  // Without fields to map, drizzle's prepared query answers the driver's rows as they are.
  const prepared = () =>
    db._.session.prepareQuery(withAccountByTokenHash, undefined, 'session_with_account_by_token_hash', false);
  let withAccount: ReturnType<typeof prepared> | undefined;
  return {
    async findWithAccountByTokenHash(tokenHash) {
      withAccount ??= prepared();
      const [row] = rowsOf<SessionWithAccountRow>(await withAccount.execute({ tokenHash }));
      return row ? toSessionWithAccount(row) : null;
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
