import type { AccountFilter, Audience, GroupMailStatus } from '../contracts/group-mail.ts';
import type { Language } from '../contracts/language.ts';
import type { OptionalMailKind } from '../mail/mail-choices.ts';

/**
 * An audience as the repository reads it: a filter with its membership-end days turned into
 * instants (Istanbul's days, core/src/mail/domain/group-audience.ts), or a selection of ids.
 */
export type AudienceQuery =
  | {
      readonly kind: 'filter';
      readonly filter: Omit<AccountFilter, 'membershipEndsFrom' | 'membershipEndsTo'>;
      /** Membership ends at or after this instant. */
      readonly endsFrom: Date | null;
      /** Membership ends before this instant. */
      readonly endsBefore: Date | null;
    }
  | { readonly kind: 'selection'; readonly accountIds: readonly string[] };

/** One account of an audience, with what its mail needs. */
export interface AudienceMember {
  readonly accountId: string;
  readonly email: string;
  readonly name: string;
  readonly language: Language;
  /** False when the member turned programme news off. */
  readonly programmeNews: boolean;
}

/** A mail to a group as it is kept: what was sent, to which audience, by whom, how far it got. */
export interface GroupMail {
  readonly id: string;
  readonly subjectTr: string;
  readonly bodyTr: string;
  readonly subjectEn: string;
  readonly bodyEn: string;
  readonly audience: Audience;
  readonly status: GroupMailStatus;
  readonly recipientsTotal: number;
  /** Accounts of the audience gone through when it was sent (opted out included). */
  readonly matchingTotal: number;
  readonly queued: number;
  readonly skipped: number;
  /** The keyset cursor: the last account id gone through; null before the first batch. */
  readonly lastAccountId: string | null;
  readonly sentById: string | null;
  readonly sentByLabel: string | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

export type NewGroupMail = Pick<
  GroupMail,
  | 'subjectTr'
  | 'bodyTr'
  | 'subjectEn'
  | 'bodyEn'
  | 'audience'
  | 'recipientsTotal'
  | 'matchingTotal'
  | 'sentById'
  | 'sentByLabel'
  | 'createdAt'
>;

export interface SavedAccountFilter {
  readonly id: string;
  readonly name: string;
  readonly filter: AccountFilter;
  readonly createdAt: Date;
}

export interface GroupMailReads {
  /** How many accounts the audience has, and how many of them turned programme news off. */
  countAudience(audience: AudienceQuery): Promise<{ matching: number; optedOut: number }>;
  /**
   * At most `limit` accounts of the audience in id order after `afterId` (from the first when
   * null): a keyset batch, never OFFSET (ADR 0042).
   */
  audienceAfter(audience: AudienceQuery, afterId: string | null, limit: number): Promise<AudienceMember[]>;
  /** The newest mails to groups first, at most `limit`. */
  listRecent(limit: number): Promise<GroupMail[]>;
  findById(id: string): Promise<GroupMail | null>;
  listSavedFilters(): Promise<SavedAccountFilter[]>;
  /**
   * A member's programme-news choice, the kinds of mail they switched off (ADR 0055) and their
   * unsubscribe key; null when the account does not exist.
   */
  preferencesOf(accountId: string): Promise<{
    programmeNews: boolean;
    switchedOff: OptionalMailKind[];
    unsubscribeKey: string | null;
  } | null>;
  /** The kinds of mail each account switched off; an account that switched none off is absent. */
  switchedOffOf(accountIds: readonly string[]): Promise<ReadonlyMap<string, readonly OptionalMailKind[]>>;
}

/** Mails to groups, saved filters and members' programme-news choices (ADR 0049). */
export interface GroupMailRepository extends GroupMailReads {
  insert(mail: NewGroupMail): Promise<GroupMail>;
  /** The oldest mail still to send (`queued` or `running`), its row held until the unit of work ends. */
  claimNext(): Promise<GroupMail | null>;
  /** One batch done: counts added, cursor moved, status set, in the batch's own unit of work. */
  recordBatch(
    id: string,
    batch: {
      readonly queued: number;
      readonly skipped: number;
      readonly lastAccountId: string | null;
      readonly status: GroupMailStatus;
      readonly finishedAt: Date | null;
    },
  ): Promise<void>;
  /**
   * Each account's unsubscribe key, made for those that have none yet (a random, unguessable
   * value kept with the account).
   */
  unsubscribeKeys(accountIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  setProgrammeNews(accountId: string, programmeNews: boolean, at: Date): Promise<void>;
  /** The kinds of mail the member switched off, replacing the earlier list (ADR 0055). */
  setSwitchedOff(accountId: string, kinds: readonly OptionalMailKind[], at: Date): Promise<void>;
  saveFilter(filter: {
    readonly name: string;
    readonly filter: AccountFilter;
    readonly createdBy: string | null;
    readonly createdAt: Date;
  }): Promise<SavedAccountFilter>;
  deleteFilter(id: string): Promise<boolean>;
}
