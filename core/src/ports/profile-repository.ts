import type { Language } from '../contracts/language.ts';
import type { MemberDirectorySortKey } from '../contracts/profiles.ts';
import type { MemberCard, ProfileChanges, StoredAvatar, ThemeChoice } from '../profiles/domain/profile.ts';

export interface MemberDirectoryFilter {
  /**
   * Matches the name, the surname or "name surname", ignoring case and Turkish letters ("ayse
   * ozturk" finds Ayşe Öztürk); empty matches all.
   */
  readonly search: string;
  /** Only members who coach in this language. */
  readonly language?: Language | undefined;
  /** Only members whose score lies in this inclusive range (a badge's range). */
  readonly scoreRange?: { readonly lower: number; readonly upper: number } | undefined;
  /** Ties are broken by id, so that paging never repeats or skips a member. */
  readonly sort: { readonly key: MemberDirectorySortKey; readonly descending: boolean };
  readonly offset: number;
  readonly limit: number;
}

/**
 * Profiles are the profile fields of the `accounts` rows and the `account_avatars` table. The
 * account repository owns the rows themselves (creation, access, password); this one only the
 * fields a member keeps.
 */
export interface ProfileReads {
  /**
   * The users list: members (role User) who are active and not locked, with the number of all that
   * match. Names sort by the Unicode root collation (Ç beside C, Ş beside S), in every adapter.
   */
  listMembers(filter: MemberDirectoryFilter): Promise<{ items: MemberCard[]; total: number }>;
  /** The account's profile photo, or null when it has none. */
  findAvatar(accountId: string): Promise<StoredAvatar | null>;
}

export interface ProfileRepository extends ProfileReads {
  updateProfile(accountId: string, changes: ProfileChanges): Promise<void>;
  setTheme(accountId: string, theme: ThemeChoice): Promise<void>;
  setLanguage(accountId: string, language: Language): Promise<void>;
  /** Stores the photo (replacing any earlier one) and points the account's `profilePhotoPath` at it. */
  saveAvatar(avatar: StoredAvatar, profilePhotoPath: string): Promise<void>;
  /** Removes the photo, if any, and clears `profilePhotoPath`. */
  removeAvatar(accountId: string): Promise<void>;
}
