import type { BulkTargetFacts } from '../accounts/bulk/bulk-action.ts';
import type { Account, AccountListItem, NewAccount } from '../accounts/domain/account.ts';
import type { BulkSelection } from '../contracts/account-bulk.ts';
import type { AccountRoleType, AccountSortKey, AccountStatus } from '../contracts/account-values.ts';

/** A page of the accounts list (back office). */
export interface AccountSearch {
  /**
   * Words that must each appear in the name, surname, e-mail or phone, ignoring case (Turkish
   * İ/i/I/ı all match each other); empty matches every account.
   */
  readonly search: string;
  readonly role?: AccountRoleType | undefined;
  readonly status?: AccountStatus | undefined;
  /** Only accounts an administrator locked (true), or only those not locked (false). */
  readonly locked?: boolean | undefined;
  /**
   * Names sort in Turkish alphabetical order (C < Ç < D, I < İ); ties fall back to name, surname,
   * then id, in the sort's direction, so that one index serves each key both ways. The exception
   * is `lastLoginAt`: never-signed-in accounts come last in either direction, their ties by name
   * ascending (an index per direction).
   */
  readonly sort: { readonly key: AccountSortKey; readonly descending: boolean };
  readonly offset: number;
  readonly limit: number;
}

/** The accounts list's search and filters without its page and sort: what an export applies. */
export type AccountMatch = Pick<AccountSearch, 'search' | 'role' | 'status' | 'locked'>;

/**
 * What an administrator may change on an account. The e-mail address and the identity document
 * (identity or passport number) are not here: they never change (ADR 0032), except
 * through `correctIdentity` (ADR 0032). Password, access, score and sign-in times
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
    | 'countryCode'
    | 'stateCode'
    | 'city'
    | 'languages'
    | 'language'
    | 'subscriptionEndDate'
    | 'membershipPackageId'
  >
>;

/**
 * What erasing a person replaces (ADR 0030): their strings wherever other records copied them, and
 * what the account (when it stays) is called from then on.
 */
export type AnonymisedAccount = Pick<
  Account,
  | 'name'
  | 'surname'
  | 'email'
  | 'passwordHash'
  | 'phone'
  | 'identityNumber'
  | 'passportNumber'
  | 'countryCode'
  | 'stateCode'
  | 'city'
  | 'address'
  | 'bio'
  | 'profilePhotoPath'
  | 'status'
  | 'isLocked'
  | 'emailVerifiedAt'
>;

export interface PersonalDataErasure {
  /** The address the person had: mail queued to it is dropped. */
  readonly email: string;
  /**
   * Whole values (full name, e-mail, phone, identity and passport numbers, address), each with its
   * stand-in, replaced wherever another record copied them (order buyers, mail data, audit entries).
   */
  readonly replacements: readonly { readonly from: string; readonly to: string }[];
  /** The fields of an account that name the person, dropped from the audit entries about it. */
  readonly personalFields: readonly string[];
  /** What the account's row holds from then on, when it stays: every field that named the person. */
  readonly anonymous: AnonymisedAccount;
  /** Keep the row, anonymised (the account has history), or remove it. */
  readonly keepAccount: boolean;
}

/** E-mail addresses, identity and passport numbers: those asked about, or those found taken. */
export interface TakenValues {
  readonly emails: readonly string[];
  readonly identityNumbers: readonly string[];
  readonly passportNumbers: readonly string[];
}

/** What may be read about accounts anywhere, inside a unit of work or not. */
export interface AccountReads {
  findById(id: string): Promise<Account | null>;
  findByEmail(email: string): Promise<Account | null>;
  findByIdentityNumber(identityNumber: string): Promise<Account | null>;
  /** By a passport number as stored: upper-case, without spaces (`normalizeDocumentNumber`). */
  findByPassportNumber(passportNumber: string): Promise<Account | null>;
  /** One page of matching accounts (as list rows: never a password hash), and how many match in all. */
  search(query: AccountSearch): Promise<{ items: AccountListItem[]; total: number }>;
  /**
   * At most `limit` of the accounts `match` finds, in id order, after the account `afterId` (from
   * the first when null): an export reads the list's accounts in such keyset batches, each one an
   * index range of the primary key whatever the batch's place, never OFFSET, which rereads every
   * skipped row (ADR 0042).
   */
  listMatchingAfter(match: AccountMatch, afterId: string | null, limit: number): Promise<Account[]>;
  /** How many accounts `match` finds (a filtered export's total, for its progress). */
  countMatching(match: AccountMatch): Promise<number>;
  /**
   * Which of these e-mail addresses, identity and passport numbers (as stored) accounts already
   * have: an import checks all its rows' values in a few statements, not three reads a row.
   */
  findTaken(values: TakenValues): Promise<TakenValues>;
  /**
   * The accounts a bulk action's selection names (ADR 0052), counted in groups of alike accounts
   * (status, role, deleted, the actor's own), so that a count of 100,000 is one grouped read.
   */
  countSelectionGroups(
    selection: BulkSelection,
    ownId: string | null,
  ): Promise<(BulkTargetFacts & { readonly count: number })[]>;
  /**
   * The ids of at most `limit` accounts of the selection after `afterId`, in id order: a bulk
   * action's keyset batch (never OFFSET; the filter is read again for each batch).
   */
  selectionIdsAfter(selection: BulkSelection, afterId: string | null, limit: number): Promise<string[]>;
  /** How many accounts there are (an export's total, for its progress). */
  countAll(): Promise<number>;
  /** Members (role User): all of them, and those active with a membership ending after `now`. */
  countMembers(now: Date): Promise<{ memberCount: number; activeMemberCount: number }>;
}

/** Accounts inside a unit of work: reads, row locks and writes. */
export interface AccountRepository extends AccountReads {
  /** Like findById, but holds the row until the unit of work ends. */
  findByIdForUpdate(id: string): Promise<Account | null>;
  /**
   * Throws DomainError emailTaken / identityNumberTaken / passportTaken when a unique value is
   * already used.
   */
  insert(account: NewAccount): Promise<Account>;
  /**
   * Many accounts in a few multi-row statements (an import), answered in their order; each may
   * start passive or locked. A unique value already used throws like `insert`, with `data.index`
   * the position of the account that collided.
   */
  insertMany(
    accounts: readonly (NewAccount & Partial<Pick<Account, 'status' | 'isLocked'>>)[],
  ): Promise<Account[]>;
  /**
   * Replaces the identity document (both numbers, one of them usually null): the administrator's
   * correction of a typo. Throws identityNumberTaken / passportTaken like `insert`; answers the
   * account as it is now, or null.
   */
  correctIdentity(
    id: string,
    document: Pick<Account, 'identityNumber' | 'passportNumber'>,
  ): Promise<Account | null>;
  /** Changes the given fields (an undefined one stays); answers the account as it is now, or null. */
  update(id: string, changes: AccountChanges): Promise<Account | null>;
  /**
   * Removes the account with everything that is only its own: sessions, links, proofs, avatar and
   * requests that made no project. Records of others that name it as their actor keep their row,
   * without the name. An account that a project, a session or a ledger entry names is refused (the
   * database's `restrict`, ADR 0030): `eraseAccount` anonymises those instead. Answers whether
   * there was such an account.
   */
  delete(id: string): Promise<boolean>;
  /** Whether the account took part in a project, or has a ledger entry or an order. */
  hasHistory(id: string): Promise<boolean>;
  /**
   * Erases a person (ADR 0030): drops what is only theirs (sessions, links, proofs, avatar, linked
   * sign-in providers, coaching choices, requests without a project), the mail queued to them, and
   * replaces their values in the records that copied them (order buyers, mail data, audit entries;
   * the audit entries about the account lose their personal fields). Then the account is removed,
   * or, with `keepAccount`, kept under the replacement name without a way to sign in.
   */
  erasePersonalData(id: string, erasure: PersonalDataErasure): Promise<void>;
  /** Sets status and administrator lock; the caller ends the sessions when access is taken away. */
  setAccess(id: string, access: Pick<Account, 'status' | 'isLocked'>): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  /** Replaces the password hash. */
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** Marks the e-mail address verified at `at`, unless it already is. */
  markEmailVerified(id: string, at: Date): Promise<void>;
}
