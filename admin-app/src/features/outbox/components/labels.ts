import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What each mail kind is called on the page (issue 31: no code names shown to people). A row of a
 * kind the server has retired still shows its code.
 */
export const templateLabels: Readonly<Record<string, MessageDescriptor>> = {
  test: msg`Test mail`,
  resetPassword: msg`Password reset link`,
  setPassword: msg`Choose-a-password link`,
  proofApproved: msg`Proof of education approved`,
  proofRejected: msg`Proof of education rejected`,
  identityCorrected: msg`Identity document corrected`,
  contactMessage: msg`Contact form message`,
  projectMatched: msg`Project matched`,
  closingRequestSent: msg`Closing request sent`,
  projectCompleted: msg`Project completed`,
  projectEndedBySystem: msg`Project ended by the system`,
  projectAborted: msg`Project aborted`,
  projectDeadlineWarning: msg`Project deadline warning`,
  verifyEmail: msg`E-mail verification link`,
  deleteAccount: msg`Account deletion link`,
  orderReceipt: msg`Order receipt`,
  membershipExpiring: msg`Membership ending soon`,
  membershipExpired: msg`Membership ended`,
  sessionReminder: msg`Session reminder`,
  programmeNews: msg`Programme news (mail to a group)`,
};

export const statusLabels = {
  pending: msg`Waiting`,
  sent: msg`Sent`,
  failed: msg`Failed`,
} as const satisfies Record<string, MessageDescriptor>;

export const languageLabels = {
  tr: msg`Turkish`,
  en: msg`English`,
} as const satisfies Record<string, MessageDescriptor>;
