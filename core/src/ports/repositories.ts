import type { Account, NewAccount } from '../accounts/domain/account.ts';
import type { Session } from '../accounts/domain/session.ts';
import type { SignInAttemptState } from '../accounts/domain/sign-in-attempts.ts';
import type { Badge, NewBadge } from '../badges/domain/badge.ts';
import type { LedgerEntry, NewLedgerEntry } from '../ledger/domain/ledger-entry.ts';
import type { NewMembershipPackage } from '../packages/membership-package.ts';
import type { ApplicationSettings } from '../settings/domain/application-settings.ts';

export interface AccountRepository {
  findById(id: string): Promise<Account | null>;
  findByEmail(email: string): Promise<Account | null>;
  /** Like findByEmail, but holds the row until the surrounding unit of work ends. */
  findByEmailForUpdate(email: string): Promise<Account | null>;
  /** Throws DomainError emailTaken / identityNumberTaken when a unique value is already used. */
  insert(account: NewAccount): Promise<Account>;
  saveSignInAttempts(id: string, state: SignInAttemptState): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  /** Members (role User): all of them, and those active with a membership ending after `now`. */
  countMembers(now: Date): Promise<{ memberCount: number; activeMemberCount: number }>;
}

export interface SessionRepository {
  create(session: {
    accountId: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<Session>;
  findByTokenHash(tokenHash: string): Promise<Session | null>;
  renew(id: string, usedAt: Date, expiresAt: Date): Promise<void>;
  revoke(id: string, at: Date): Promise<void>;
}

export interface BadgeRepository {
  list(): Promise<Badge[]>;
  count(): Promise<number>;
  /** Inserts the badge unless one with the same name exists; true when inserted. */
  insertIfNameIsNew(badge: NewBadge): Promise<boolean>;
}

export interface MembershipPackageRepository {
  count(): Promise<number>;
  /** Inserts the package unless one with the same code exists; true when inserted. */
  insertIfCodeIsNew(membershipPackage: NewMembershipPackage): Promise<boolean>;
}

export interface SettingsRepository {
  /** The stored settings, or the defaults while none are stored. */
  get(): Promise<ApplicationSettings>;
  /** Stores the defaults unless settings are already stored. */
  storeDefaultsIfMissing(defaults: ApplicationSettings): Promise<void>;
}

export interface LedgerRepository {
  /** Appends an immutable entry and adds its delta to the account's cached score, atomically. */
  append(entry: NewLedgerEntry): Promise<LedgerEntry>;
  listForAccount(accountId: string): Promise<LedgerEntry[]>;
}

export interface Repositories {
  readonly accounts: AccountRepository;
  readonly sessions: SessionRepository;
  readonly badges: BadgeRepository;
  readonly membershipPackages: MembershipPackageRepository;
  readonly settings: SettingsRepository;
  readonly ledger: LedgerRepository;
}
