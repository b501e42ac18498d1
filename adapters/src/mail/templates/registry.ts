import { contactMessageMail } from './contact-message.ts';
import { proofApprovedMail } from './proof-approved.ts';
import { proofRejectedMail } from './proof-rejected.ts';
import { resetPasswordMail } from './reset-password.ts';
import { setPasswordMail } from './set-password.ts';
import type { MailTemplateRegistry } from './template.ts';
import { testMail } from './test-mail.ts';

/** The template of each mail kind (core/src/mail/mail-kinds.ts). */
export const mailTemplateRegistry: MailTemplateRegistry = {
  test: testMail,
  resetPassword: resetPasswordMail,
  setPassword: setPasswordMail,
  contactMessage: contactMessageMail,
  proofApproved: proofApprovedMail,
  proofRejected: proofRejectedMail,
};
