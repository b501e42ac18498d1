import type { Account, NewAccount } from '../accounts/domain/account.ts';

/** What may be read about accounts anywhere, inside a unit of work or not. */
export interface AccountReads {
  findById(id: string): Promise<Account | null>;
  findByEmail(email: string): Promise<Account | null>;
  /** Members (role User): all of them, and those active with a membership ending after `now`. */
  countMembers(now: Date): Promise<{ memberCount: number; activeMemberCount: number }>;
}

/** Accounts inside a unit of work: reads, row locks and writes. */
export interface AccountRepository extends AccountReads {
  /** Like findById, but holds the row until the unit of work ends. */
  findByIdForUpdate(id: string): Promise<Account | null>;
  /** Throws DomainError emailTaken / identityNumberTaken when a unique value is already used. */
  insert(account: NewAccount): Promise<Account>;
  /** Sets status and administrator lock; the caller ends the sessions when access is taken away. */
  setAccess(id: string, access: Pick<Account, 'status' | 'isLocked'>): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  /** Replaces the password hash. */
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** Marks the e-mail address verified at `at`, unless it already is. */
  markEmailVerified(id: string, at: Date): Promise<void>;
}
