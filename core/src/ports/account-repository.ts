import type { Account, NewAccount } from '../accounts/domain/account.ts';
import type { AccountSortKey } from '../contracts/account-admin.ts';
import type { AccountRoleType, AccountStatus } from '../contracts/account-values.ts';

/** A page of the accounts list (back office). */
export interface AccountSearch {
  /**
   * Words that must each appear in the name, surname, e-mail or phone, ignoring case (Turkish
   * İ/i/I/ı all match each other); empty matches every account.
   */
  readonly search: string;
  readonly role?: AccountRoleType | undefined;
  readonly status?: AccountStatus | undefined;
  /**
   * Names sort in Turkish alphabetical order (C < Ç < D, I < İ), never-signed-in accounts come
   * last in either direction of `lastLoginAt`, and ties fall back to name, surname, then id.
   */
  readonly sort: { readonly key: AccountSortKey; readonly descending: boolean };
  readonly offset: number;
  readonly limit: number;
}

/**
 * What an administrator may change on an account. The e-mail address and the identity number are
 * not here: they never change (PRODUCT.md, Accounts). Password, access, score and sign-in times
 * have their own methods; the fields a member keeps (bio, address, photo, theme) are the profile
 * repository's.
 */
export type AccountChanges = Partial<
  Pick<
    Account,
    | 'name'
    | 'surname'
    | 'accountRoleType'
    | 'phone'
    | 'passportNumber'
    | 'countryCode'
    | 'stateCode'
    | 'city'
    | 'languages'
    | 'language'
    | 'subscriptionEndDate'
    | 'membershipPackageId'
  >
>;

/** What may be read about accounts anywhere, inside a unit of work or not. */
export interface AccountReads {
  findById(id: string): Promise<Account | null>;
  findByEmail(email: string): Promise<Account | null>;
  findByIdentityNumber(identityNumber: string): Promise<Account | null>;
  /** One page of matching accounts, and how many match in all. */
  search(query: AccountSearch): Promise<{ items: Account[]; total: number }>;
  /** Members (role User): all of them, and those active with a membership ending after `now`. */
  countMembers(now: Date): Promise<{ memberCount: number; activeMemberCount: number }>;
}

/** Accounts inside a unit of work: reads, row locks and writes. */
export interface AccountRepository extends AccountReads {
  /** Like findById, but holds the row until the unit of work ends. */
  findByIdForUpdate(id: string): Promise<Account | null>;
  /** Throws DomainError emailTaken / identityNumberTaken when a unique value is already used. */
  insert(account: NewAccount): Promise<Account>;
  /** Changes the given fields (an undefined one stays); answers the account as it is now, or null. */
  update(id: string, changes: AccountChanges): Promise<Account | null>;
  /**
   * Removes the account with everything that is only its own: sessions, links, proofs, avatar and
   * ledger entries. Records of others that name it as their actor keep their row, without the name.
   * Answers whether there was such an account.
   */
  delete(id: string): Promise<boolean>;
  /** Sets status and administrator lock; the caller ends the sessions when access is taken away. */
  setAccess(id: string, access: Pick<Account, 'status' | 'isLocked'>): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  /** Replaces the password hash. */
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** Marks the e-mail address verified at `at`, unless it already is. */
  markEmailVerified(id: string, at: Date): Promise<void>;
}
