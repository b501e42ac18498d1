import type { Language } from '../contracts/language.ts';
import type { OutboxStatus } from '../contracts/operations.ts';
import type { Mail } from '../mail/mail-kinds.ts';

/** A mail in the outbox: what to send to whom, and how its delivery went so far. */
export interface OutboxMail {
  readonly id: string;
  /** A `MailTemplate` when written; kept as text so that a row of a retired kind still reads. */
  readonly template: string;
  readonly recipient: string;
  readonly language: Language;
  readonly data: Readonly<Record<string, unknown>>;
  readonly status: OutboxStatus;
  /** Delivery attempts made, successful or not. */
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

export type NewOutboxMail = Mail & {
  readonly recipient: string;
  readonly language: Language;
  /** Also its first due date: mail is due as soon as its transaction commits. */
  readonly createdAt: Date;
};

export interface OutboxReads {
  /**
   * A page of the outbox, newest first, with the number of matching mails in all. `search`: words
   * that must each appear in the recipient or the template, ignoring case and Turkish letters.
   */
  list(page: {
    search?: string | undefined;
    offset: number;
    limit: number;
  }): Promise<{ items: OutboxMail[]; total: number }>;
  findById(id: string): Promise<OutboxMail | null>;
}

export interface OutboxRepository extends OutboxReads {
  /** Queues a mail in the current transaction: if that rolls back, the mail never existed. */
  enqueue(mail: NewOutboxMail): Promise<OutboxMail>;
  /** Queues many mails in one statement per batch (a matching run mails both partners of every pair). */
  enqueueMany(mails: readonly NewOutboxMail[]): Promise<void>;
  /**
   * Locks up to `limit` pending mails due at `now`, oldest due first, passing over those another
   * transaction holds (`FOR UPDATE SKIP LOCKED`), so two workers never take the same mail. The
   * locks last until the unit of work ends.
   */
  claimDue(now: Date, limit: number): Promise<OutboxMail[]>;
  /**
   * The attempt that succeeded: the mail is `sent`, counts `attempts` attempts, and keeps `data`
   * from now on (its secrets hidden).
   */
  markSent(
    id: string,
    sentAt: Date,
    attempts: number,
    data: Readonly<Record<string, unknown>>,
  ): Promise<void>;
  /** An attempt that failed: the new count, status (`pending` again or `failed`) and due date. */
  recordFailure(
    id: string,
    failure: {
      readonly attempts: number;
      readonly status: 'pending' | 'failed';
      readonly nextAttemptAt: Date;
      readonly error: string;
    },
  ): Promise<void>;
}
