import type { AccountRoleType, AccountStatus, ThemeMode, ThemePack } from '../../contracts/account-values.ts';
import type { Language } from '../../contracts/language.ts';

/** A person who can sign in: a member, a guest, a salesman or an administrator. */
export interface Account {
  readonly id: string;
  readonly name: string;
  readonly surname: string;
  /** Stored lower-case; it identifies the account and never changes after registration. */
  readonly email: string;
  /** Null until the person sets a first password (accounts made by administrators or imported). */
  readonly passwordHash: string | null;
  /** E.164, for example +905321234567. */
  readonly phone: string | null;
  /** 11-digit T.C. identity number of Turkish citizens; never changes after registration. */
  readonly identityNumber: string | null;
  /** Passport number of non-citizens. */
  readonly passportNumber: string | null;
  /** ISO 3166-1 alpha-2, e.g. TR. */
  readonly countryCode: string | null;
  /** ISO 3166-2, e.g. TR-34; Turkish provinces use their plate numbers. */
  readonly stateCode: string | null;
  /** District or city name as the location data spells it, e.g. Kadıköy. */
  readonly city: string | null;
  readonly address: string | null;
  readonly bio: string | null;
  /** Relative path served from the API base; null shows the default avatar. */
  readonly profilePhotoPath: string | null;
  /** Cached sum of the account's ledger entries. */
  readonly score: number;
  readonly accountRoleType: AccountRoleType;
  readonly status: AccountStatus;
  /** Locked by an administrator (unlike the temporary sign-in lock after failed attempts). */
  readonly isLocked: boolean;
  /** The end of the membership's last period. */
  readonly subscriptionEndDate: Date | null;
  /**
   * The package of the membership's last period. The level on a day is the period's that covers it
   * (`coachLevelAt`, ADR 0031); this one decides only outside every period.
   */
  readonly membershipPackageId: string | null;
  readonly lastLoginAt: Date | null;
  /** The languages the member can coach and be coached in. */
  readonly languages: readonly Language[];
  readonly emailVerifiedAt: Date | null;
  readonly privacyAcceptedAt: Date | null;
  readonly dataProtectionAcceptedAt: Date | null;
  readonly themePack: ThemePack;
  readonly themeMode: ThemeMode;
  /** The member's one language (ADR 0034): set from the page they registered on; mail is written in it. */
  readonly language: Language;
  readonly createdAt: Date;
}

/** What a new account needs; everything else starts at its default. */
export type NewAccount = Pick<Account, 'name' | 'surname' | 'email' | 'passwordHash' | 'accountRoleType'> &
  Partial<
    Pick<
      Account,
      | 'phone'
      | 'identityNumber'
      | 'passportNumber'
      | 'countryCode'
      | 'stateCode'
      | 'city'
      | 'address'
      | 'bio'
      | 'languages'
      | 'emailVerifiedAt'
      | 'privacyAcceptedAt'
      | 'dataProtectionAcceptedAt'
      | 'subscriptionEndDate'
      | 'membershipPackageId'
      | 'themePack'
      | 'themeMode'
      | 'createdAt'
      | 'language'
    >
  >;

/**
 * An account as the accounts list reads it: what the list shows and filters on, never the password
 * hash (only whether there is one), nor the profile's texts and settings no list row needs.
 */
export type AccountListItem = Omit<
  Account,
  | 'passwordHash'
  | 'address'
  | 'bio'
  | 'profilePhotoPath'
  | 'privacyAcceptedAt'
  | 'dataProtectionAcceptedAt'
  | 'themePack'
  | 'themeMode'
> & {
  /** False until the person sets a first password. */
  readonly hasPassword: boolean;
};

/** The list's view of a whole account. */
export function listItemOf(account: Account): AccountListItem {
  const {
    passwordHash,
    address: _address,
    bio: _bio,
    profilePhotoPath: _profilePhotoPath,
    privacyAcceptedAt: _privacyAcceptedAt,
    dataProtectionAcceptedAt: _dataProtectionAcceptedAt,
    themePack: _themePack,
    themeMode: _themeMode,
    ...listed
  } = account;
  return { ...listed, hasPassword: passwordHash !== null };
}

export function fullNameOf(account: Pick<Account, 'name' | 'surname'>): string {
  return `${account.name} ${account.surname}`.trim();
}

/** E-mail addresses are compared without case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
