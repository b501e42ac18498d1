import { resetPasswordMail } from './reset-password.ts';
import type { MailTemplateRegistry } from './template.ts';
import { testMail } from './test-mail.ts';

/** The template of each mail kind (core/src/mail/mail-kinds.ts). */
export const mailTemplateRegistry: MailTemplateRegistry = {
  test: testMail,
  resetPassword: resetPasswordMail,
};
