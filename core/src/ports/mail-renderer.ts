import type { Language } from '../contracts/language.ts';
import type { Mail } from '../mail/mail-kinds.ts';

export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** Turns a mail's template and data into its subject, HTML and plain text, in one language. */
export interface MailRenderer {
  render(mail: Mail, language: Language): Promise<RenderedMail>;
}
