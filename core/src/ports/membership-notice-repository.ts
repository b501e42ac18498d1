import type { Account } from '../accounts/domain/account.ts';

/** The two membership mails: 7 days before the end, and at the end. */
export type MembershipNoticeKind = 'expiring' | 'expired';

/** Who still has to get a membership mail, and the record that they got it. */
export interface MembershipNoticeRepository {
  /**
   * Active members (role User, status active) whose membership ends in `(from, to]` and who have
   * no `kind` notice for that end date yet; oldest end first, at most `limit`.
   */
  listDue(
    kind: MembershipNoticeKind,
    window: { readonly from: Date; readonly to: Date },
    limit: number,
  ): Promise<Account[]>;
  /**
   * Records the notice for the account's end date; false when it was recorded already (a run
   * that overlapped): the caller then mails nobody.
   */
  record(notice: {
    readonly accountId: string;
    readonly kind: MembershipNoticeKind;
    readonly subscriptionEndDate: Date;
    readonly sentAt: Date;
  }): Promise<boolean>;
}
