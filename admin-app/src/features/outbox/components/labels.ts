import type { MailTemplate } from '@coach/core/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What each mail kind is called on the page: one for each of the server's mail templates (the
 * type and audit/components/labels.test.ts hold it to that).
 */
export const templateLabels: Readonly<Record<MailTemplate, MessageDescriptor>> = {
  test: msg`Test mail`,
  resetPassword: msg`Password reset link`,
  setPassword: msg`Set your password`,
  proofApproved: msg`Proof of education approved`,
  proofRejected: msg`Proof of education rejected`,
  identityCorrected: msg`Identity details corrected`,
  contactMessage: msg`Contact form message`,
  projectMatched: msg`Project matched`,
  closingRequestSent: msg`Closing request sent`,
  projectCompleted: msg`Project completed`,
  projectEndedBySystem: msg`Project ended by the system`,
  projectAborted: msg`Project aborted`,
  projectDeadlineWarning: msg`Project deadline warning`,
  verifyEmail: msg`E-mail verification`,
  deleteAccount: msg`Account deletion link`,
  orderReceipt: msg`Order receipt`,
  membershipExpiring: msg`Membership ending soon`,
  membershipExpired: msg`Membership ended`,
  sessionReminder: msg`Session reminder`,
  sessionInvite: msg`Session calendar invite`,
  sessionComingUp: msg`Session tomorrow`,
  programmeNews: msg`Programme news (mail to a group)`,
  projectMessage: msg`New message in a project`,
};

/** A mail kind's words, or nothing for a kind this app does not know yet (it shows its code). */
export function templateLabelOf(template: string): MessageDescriptor | undefined {
  return Object.hasOwn(templateLabels, template) ? templateLabels[template as MailTemplate] : undefined;
}

export const statusLabels = {
  pending: msg`Waiting`,
  sent: msg`Sent`,
  failed: msg`Failed`,
} as const satisfies Record<string, MessageDescriptor>;

export const languageLabels = {
  tr: msg`Turkish`,
  en: msg`English`,
} as const satisfies Record<string, MessageDescriptor>;
