/** One rendered mail, ready to leave. */
import type { MailAddress, MailCalendar } from './mail-renderer.ts';

export interface OutgoingMail {
  /**
   * The outbox row it comes from. The mailer derives the Message-ID from it (`<id@sender-domain>`),
   * so a mail sent again after a crash carries the same Message-ID and a receiver can drop it.
   */
  readonly outboxId: string;
  readonly to: string;
  /** The sender's name in the mail's language; the address is the configured one (MAIL_FROM). */
  readonly senderName: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /**
   * Programme news: the one-click unsubscribe address (RFC 8058). The mailer sends it as
   * `List-Unsubscribe` with a mailto alternative, and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  readonly listUnsubscribe?: string | undefined;
  /** Where a reply goes instead of the sender (the visitor who wrote a contact message). */
  readonly replyTo?: MailAddress | undefined;
  /** A session's calendar invite or cancellation (ADR 0056). */
  readonly calendar?: MailCalendar | undefined;
}

/**
 * Sends one mail (SMTP in production). Resolves once the receiving server accepted it; rejects
 * otherwise, and the outbox then schedules a retry. Absent when no mail server is configured:
 * mail then stays in the outbox, where administrators read it.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
