import type { SignInAttemptState } from '../accounts/domain/sign-in-attempts.ts';

/**
 * Series of failed sign-ins per e-mail and client, kept for known and unknown e-mails alike. The
 * client is the address the request came from, or a trusted device (`device:<token hash>`, ADR
 * 0036). Only inside a unit of work: the row lock is what makes the count safe.
 */
export interface SignInThrottleRepository {
  /** The series of `email` from `client`, its row held until the unit of work ends. */
  lockSeries(email: string, client: string | undefined): Promise<SignInAttemptState>;
  saveSeries(email: string, client: string | undefined, state: SignInAttemptState): Promise<void>;
  /** Forgets every series of `email`, from every client (after a password reset). */
  clearForEmail(email: string): Promise<void>;
  /** Deletes the series last changed before `before` whose lock, if any, had ended by then; the count. */
  deleteIdleBefore(before: Date): Promise<number>;
}
