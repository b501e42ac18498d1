import type { MailData, MailTemplate } from '../mail/mail-kinds.ts';
import type { NotificationContent } from './notification-kinds.ts';
import { notificationLinks } from './notification-links.ts';

/**
 * The notification a kind of mail brings (ADR 0055): when `queueMemberMails` queues a mail of a kind
 * named here, it writes this notification for the recipient in the same unit of work, whether or not
 * the member switched that mail off. A kind of mail not named here brings none.
 *
 * Hooking a new event into notifications: give its mail kind an entry here (and its notification
 * kind in notification-kinds.ts); an event without a mail writes its notification with
 * `repositories.notifications.addMany` next to its other writes, as `coaching.logSession` does.
 */
export const notificationOfMail: {
  readonly [T in MailTemplate]?: (data: MailData<T>) => NotificationContent;
} = {
  projectMatched: (mail) => ({
    kind: 'projectMatched',
    data: { partnerName: mail.partnerName, role: mail.role, projectId: mail.projectId },
    link: notificationLinks.projects,
  }),
  closingRequestSent: (mail) => ({
    kind: 'closingRequestWaiting',
    data: {
      coachName: mail.coachName,
      confirmBy: mail.confirmBy,
      projectCompletionRequestId: mail.projectCompletionRequestId,
    },
    link: notificationLinks.closingConfirmation(mail.projectCompletionRequestId),
  }),
  proofApproved: () => ({
    kind: 'proofReviewed',
    data: { approved: true, reason: null },
    link: notificationLinks.proofs,
  }),
  proofRejected: (mail) => ({
    kind: 'proofReviewed',
    data: { approved: false, reason: mail.reason },
    link: notificationLinks.proofs,
  }),
  membershipExpiring: (mail) => ({
    kind: 'membershipEnding',
    data: { subscriptionEndDate: mail.subscriptionEndDate, ended: false },
    link: notificationLinks.membershipRenewal,
  }),
  membershipExpired: (mail) => ({
    kind: 'membershipEnding',
    data: { subscriptionEndDate: mail.subscriptionEndDate, ended: true },
    link: notificationLinks.membershipRenewal,
  }),
  projectDeadlineWarning: (mail) => ({
    kind: 'deadlineNear',
    data: { partnerName: mail.partnerName, role: mail.role, kind: mail.kind, dueAt: mail.dueAt },
    link: mail.projectCompletionRequestId
      ? notificationLinks.closingConfirmation(mail.projectCompletionRequestId)
      : notificationLinks.projects,
  }),
  projectMessage: (mail) => ({
    kind: 'newMessage',
    data: { partnerName: mail.partnerName, projectId: mail.projectId },
    link: notificationLinks.project(mail.projectId),
  }),
};

/** The notification of a mail; null for a kind that brings none. */
export function notificationOf(mail: { readonly template: MailTemplate; readonly data: unknown }) {
  const make = notificationOfMail[mail.template] as ((data: unknown) => NotificationContent) | undefined;
  return make ? make(mail.data) : null;
}
