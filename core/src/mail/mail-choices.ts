import type { MailTemplate } from './mail-kinds.ts';

/**
 * The kinds of mail a member may switch off in their settings (ADR 0055, docs/product-rules.md
 * §14). Each tells of something the platform also shows in the app — a notification, the project
 * page, the dashboard — so a member who switches it off misses nothing. Every kind not listed is
 * **essential** and always sent: links only a mail can carry (password, e-mail check, account
 * deletion), records the member keeps (receipts), an administrator's decision about the member
 * with its reason (identity corrected, proof rejected, project aborted), and mail to
 * administrators. Programme news (ADR 0049) keeps its own switch and unsubscribe link.
 *
 * Adding a kind of mail makes the build ask for a decision here: `mailChoiceOf` must name it.
 */
export const mailChoiceOf = {
  test: 'essential',
  resetPassword: 'essential',
  setPassword: 'essential',
  verifyEmail: 'essential',
  deleteAccount: 'essential',
  identityCorrected: 'essential',
  contactMessage: 'essential',
  orderReceipt: 'essential',
  proofRejected: 'essential',
  projectAborted: 'essential',
  programmeNews: 'programmeNews',
  projectMatched: 'optional',
  closingRequestSent: 'optional',
  projectCompleted: 'optional',
  projectEndedBySystem: 'optional',
  projectDeadlineWarning: 'optional',
  proofApproved: 'optional',
  membershipExpiring: 'optional',
  membershipExpired: 'optional',
  sessionReminder: 'optional',
  projectMessage: 'optional',
  sessionInvite: 'optional',
  sessionComingUp: 'optional',
} as const satisfies Record<MailTemplate, 'essential' | 'optional' | 'programmeNews'>;

type OptionalMailKindOf<T extends MailTemplate> = T extends unknown
  ? (typeof mailChoiceOf)[T] extends 'optional'
    ? T
    : never
  : never;

/** A kind of mail the member may switch off. */
export type OptionalMailKind = OptionalMailKindOf<MailTemplate>;

/** The kinds a member may switch off, in the order the settings page lists them. */
export const optionalMailKinds = (Object.keys(mailChoiceOf) as MailTemplate[]).filter(
  (kind): kind is OptionalMailKind => mailChoiceOf[kind] === 'optional',
) as [OptionalMailKind, ...OptionalMailKind[]];

export function isOptionalMailKind(kind: string): kind is OptionalMailKind {
  return (optionalMailKinds as readonly string[]).includes(kind);
}
