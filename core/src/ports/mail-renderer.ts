import type { Language } from '../contracts/language.ts';
import type { Mail } from '../mail/mail-kinds.ts';

export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The one-click unsubscribe address of programme news (RFC 8058); absent on other mail. */
  readonly listUnsubscribe?: string | undefined;
}

/** Turns a mail's template and data into its subject, HTML and plain text, in one language. */
export interface MailRenderer {
  render(mail: Mail, language: Language): Promise<RenderedMail>;
}
