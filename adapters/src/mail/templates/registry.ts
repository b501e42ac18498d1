import { closingRequestSentMail } from './closing-request-sent.ts';
import { contactMessageMail } from './contact-message.ts';
import { deleteAccountMail } from './delete-account.ts';
import { identityCorrectedMail } from './identity-corrected.ts';
import { membershipExpiredMail } from './membership-expired.ts';
import { membershipExpiringMail } from './membership-expiring.ts';
import { orderReceiptMail } from './order-receipt.ts';
import { programmeNewsMail } from './programme-news.ts';
import { projectAbortedMail } from './project-aborted.ts';
import { projectCompletedMail } from './project-completed.ts';
import { projectDeadlineWarningMail } from './project-deadline-warning.ts';
import { projectEndedBySystemMail } from './project-ended-by-system.ts';
import { projectMatchedMail } from './project-matched.ts';
import { projectMessageMail } from './project-message.ts';
import { proofApprovedMail } from './proof-approved.ts';
import { proofRejectedMail } from './proof-rejected.ts';
import { resetPasswordMail } from './reset-password.ts';
import { sessionComingUpMail } from './session-coming-up.ts';
import { sessionInviteMail } from './session-invite.ts';
import { sessionReminderMail } from './session-reminder.ts';
import { setPasswordMail } from './set-password.ts';
import type { MailTemplateRegistry } from './template.ts';
import { testMail } from './test-mail.ts';
import { verifyEmailMail } from './verify-email.ts';

/** The template of each mail kind (core/src/mail/mail-kinds.ts). */
export const mailTemplateRegistry: MailTemplateRegistry = {
  test: testMail,
  resetPassword: resetPasswordMail,
  setPassword: setPasswordMail,
  contactMessage: contactMessageMail,
  proofApproved: proofApprovedMail,
  proofRejected: proofRejectedMail,
  identityCorrected: identityCorrectedMail,
  projectMatched: projectMatchedMail,
  closingRequestSent: closingRequestSentMail,
  projectCompleted: projectCompletedMail,
  projectEndedBySystem: projectEndedBySystemMail,
  projectAborted: projectAbortedMail,
  projectDeadlineWarning: projectDeadlineWarningMail,
  verifyEmail: verifyEmailMail,
  deleteAccount: deleteAccountMail,
  orderReceipt: orderReceiptMail,
  membershipExpiring: membershipExpiringMail,
  membershipExpired: membershipExpiredMail,
  sessionReminder: sessionReminderMail,
  sessionInvite: sessionInviteMail,
  sessionComingUp: sessionComingUpMail,
  programmeNews: programmeNewsMail,
  projectMessage: projectMessageMail,
};
