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
  readonly subscriptionEndDate: Date | null;
  /** The package of the current membership: a coach-level one lets the member coach. */
  readonly membershipPackageId: string | null;
  readonly lastLoginAt: Date | null;
  /** The languages the member can coach and be coached in. */
  readonly languages: readonly Language[];
  readonly emailVerifiedAt: Date | null;
  readonly privacyAcceptedAt: Date | null;
  readonly dataProtectionAcceptedAt: Date | null;
  readonly themePack: ThemePack;
  readonly themeMode: ThemeMode;
  /** The language of mail to this account. */
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
      | 'language'
    >
  >;

export function fullNameOf(account: Pick<Account, 'name' | 'surname'>): string {
  return `${account.name} ${account.surname}`.trim();
}

/** E-mail addresses are compared without case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
