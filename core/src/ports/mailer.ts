/** One rendered mail, ready to leave. */
export interface OutgoingMail {
  /**
   * The outbox row it comes from. The mailer derives the Message-ID from it (`<id@sender-domain>`),
   * so a mail sent again after a crash carries the same Message-ID and a receiver can drop it.
   */
  readonly outboxId: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/**
 * Sends one mail (SMTP in production). Resolves once the receiving server accepted it; rejects
 * otherwise, and the outbox then schedules a retry. Absent when no mail server is configured:
 * mail then stays in the outbox, where administrators read it.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
