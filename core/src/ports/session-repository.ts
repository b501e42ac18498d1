import type { Account } from '../accounts/domain/account.ts';
import type { NewSession, Session } from '../accounts/domain/session.ts';

export interface SessionReads {
  /**
   * The session of a token hash together with its account, in one query: this runs on every
   * signed-in request (ADR 0006).
   */
  findWithAccountByTokenHash(tokenHash: string): Promise<{ session: Session; account: Account } | null>;
}

export interface SessionRepository extends SessionReads {
  create(session: NewSession): Promise<Session>;
  renew(id: string, usedAt: Date, expiresAt: Date): Promise<void>;
  revoke(id: string, at: Date): Promise<void>;
  /**
   * Ends every open session of an account (made passive or locked, password changed), but the one
   * named `except`; the number ended.
   */
  revokeAllOfAccount(accountId: string, at: Date, options?: { readonly except?: string }): Promise<number>;
  /** Deletes sessions that ended (expired or revoked) before `before`; the number deleted. */
  deleteEndedBefore(before: Date): Promise<number>;
}
