import type { Account } from '../../accounts/domain/account.ts';

/** The fields a member changes on their own profile (settings → profile). */
export type ProfileChanges = Pick<
  Account,
  'bio' | 'address' | 'phone' | 'countryCode' | 'stateCode' | 'city' | 'languages' | 'language'
>;

/** The colours of the interface as the account keeps them. */
export type ThemeChoice = Pick<Account, 'themePack' | 'themeMode'>;

/**
 * What the users list reads of an account: the public fields, plus the score (to name the badge,
 * never shown) and the join date. Nothing private is even read.
 */
export type MemberCard = Pick<
  Account,
  | 'id'
  | 'name'
  | 'surname'
  | 'profilePhotoPath'
  | 'bio'
  | 'countryCode'
  | 'stateCode'
  | 'city'
  | 'languages'
  | 'score'
  | 'createdAt'
>;

/** A stored profile photo: one per account, replaced on change. */
export interface StoredAvatar {
  readonly accountId: string;
  readonly contentType: string;
  readonly content: Uint8Array;
  readonly updatedAt: Date;
}
