import type { Account, NewAccount } from '../accounts/domain/account.ts';
import type { SignInAttemptState } from '../accounts/domain/sign-in-attempts.ts';

/** What may be read about accounts anywhere, inside a unit of work or not. */
export interface AccountReads {
  findById(id: string): Promise<Account | null>;
  findByEmail(email: string): Promise<Account | null>;
  /** Members (role User): all of them, and those active with a membership ending after `now`. */
  countMembers(now: Date): Promise<{ memberCount: number; activeMemberCount: number }>;
}

/** Accounts inside a unit of work: reads, row locks and writes. */
export interface AccountRepository extends AccountReads {
  /** Like findByEmail, but holds the row until the unit of work ends. */
  findByEmailForUpdate(email: string): Promise<Account | null>;
  /** Throws DomainError emailTaken / identityNumberTaken when a unique value is already used. */
  insert(account: NewAccount): Promise<Account>;
  saveSignInAttempts(id: string, state: SignInAttemptState): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
}
