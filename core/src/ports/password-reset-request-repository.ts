import type { Language } from '../contracts/language.ts';

/**
 * "Forgot password" requests waiting for their link (ADR 0036): every request is queued alike,
 * whether or not its e-mail has an account, and a job mails the links. Only inside a unit of work.
 */
export interface PasswordResetRequest {
  readonly email: string;
  /** The language of the page the request came from: the mail's. */
  readonly language: Language;
  readonly requestedAt: Date;
}

export interface PasswordResetRequestRepository {
  /** Queues a request in the current transaction; its commit wakes the job that mails the links. */
  add(request: PasswordResetRequest): Promise<void>;
  /**
   * Takes up to `limit` requests, oldest first, out of the queue, passing over those another
   * transaction holds (`FOR UPDATE SKIP LOCKED`): they are gone once the unit of work commits, and
   * back if it rolls back.
   */
  takeOldest(limit: number): Promise<PasswordResetRequest[]>;
}
