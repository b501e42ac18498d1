/**
 * The temporary sign-in lock: five failed sign-ins in a row of one e-mail from one client address
 * lock sign-in for that pair for fifteen minutes (the same for unknown e-mails, so the lock tells
 * nothing about which accounts exist; the owner elsewhere is not locked out: ADR 0002).
 *
 * An attempt is counted as failed *before* the password is checked (and forgiven afterwards when
 * the password was right). Counting first, under a row lock, means that any number of concurrent
 * guesses can never get more than five checked before the lock closes.
 */
export const maxFailedSignIns = 5;
export const signInLockMinutes = 15;

export interface SignInAttemptState {
  readonly failedSignInCount: number;
  readonly signInLockedUntil: Date | null;
}

export type AttemptDecision =
  | { readonly allowed: true; readonly next: SignInAttemptState }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export function isSignInLocked(state: SignInAttemptState, now: Date): boolean {
  return state.signInLockedUntil !== null && state.signInLockedUntil.getTime() > now.getTime();
}

/** Decides whether a new attempt may be checked and, if so, the state that counts it as failed. */
export function reserveSignInAttempt(state: SignInAttemptState, now: Date): AttemptDecision {
  if (isSignInLocked(state, now)) {
    const lockedUntil = state.signInLockedUntil as Date;
    return { allowed: false, retryAfterSeconds: Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000) };
  }
  // A lock that has run out starts a fresh series of attempts.
  const previousFailures = state.signInLockedUntil === null ? state.failedSignInCount : 0;
  const failedSignInCount = previousFailures + 1;
  const signInLockedUntil =
    failedSignInCount >= maxFailedSignIns ? new Date(now.getTime() + signInLockMinutes * 60_000) : null;
  return { allowed: true, next: { failedSignInCount, signInLockedUntil } };
}

/** A successful sign-in forgives earlier failures. */
export const clearedSignInAttempts: SignInAttemptState = { failedSignInCount: 0, signInLockedUntil: null };
