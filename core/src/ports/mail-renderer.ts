import type { Language } from '../contracts/language.ts';
import type { Mail } from '../mail/mail-kinds.ts';

/** A person's name and address, for a header (nodemailer encodes both). */
export interface MailAddress {
  readonly name: string;
  readonly address: string;
}

export interface RenderedMail {
  /** The platform's name in the mail's language, shown as the sender ("Coaching Hours"). */
  readonly senderName: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The one-click unsubscribe address of programme news (RFC 8058); absent on other mail. */
  readonly listUnsubscribe?: string | undefined;
  /** Where a reply goes, when not to the sender (a contact message: to the visitor who wrote it). */
  readonly replyTo?: MailAddress | undefined;
  /** A calendar invite (RFC 5545 text) the mail carries, with its METHOD (ADR 0056). */
  readonly calendar?: MailCalendar | undefined;
}

/** An iCalendar invite or cancellation, sent as the mail's text/calendar part and an .ics file. */
export interface MailCalendar {
  readonly method: 'REQUEST' | 'CANCEL';
  readonly content: string;
}

/** Turns a mail's template and data into its subject, HTML and plain text, in one language. */
export interface MailRenderer {
  render(mail: Mail, language: Language): Promise<RenderedMail>;
}
