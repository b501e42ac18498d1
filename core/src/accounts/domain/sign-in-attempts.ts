/**
 * The temporary sign-in lock: five failed sign-ins in a row of one e-mail from one client (an
 * address, or a trusted device: ADR 0036) lock sign-in for that pair for fifteen minutes. It works
 * the same for unknown e-mails, so the lock tells nothing about which accounts exist, and the owner
 * elsewhere is not locked out (ADR 0002).
 *
 * A password check holds a place in the series *before* it starts, under a row lock: failures so
 * far plus checks in flight may not reach five. So any number of concurrent guesses can never get
 * more than five checked before the lock closes, while a check that settles as right frees its
 * place without counting as a failure, so many simultaneous right passwords all get in. A check
 * that finds every place taken waits for those in flight to settle (the use case re-reads); it is
 * never refused for them. A place that is never settled (the process died during the check) is
 * freed after `signInCheckExpirySeconds`.
 */
export const maxFailedSignIns = 5;
export const signInLockMinutes = 15;

/**
 * How long a started check holds its place at most. A check takes a fraction of a second, or a few
 * seconds behind a full hashing queue (at most 32 waiting); only a crash leaves one this long.
 */
export const signInCheckExpirySeconds = 60;

export interface SignInAttemptState {
  readonly failedSignInCount: number;
  readonly signInLockedUntil: Date | null;
  /** When each password check in flight started, oldest first. */
  readonly checksStartedAt: readonly Date[];
}

/** A series nobody has failed in yet: what a new series holds. */
export const clearedSignInAttempts: SignInAttemptState = {
  failedSignInCount: 0,
  signInLockedUntil: null,
  checksStartedAt: [],
};

export type CheckDecision =
  /** The check may start; `next` holds its place, and `startedAt` names the place to settle. */
  | { readonly kind: 'check'; readonly startedAt: Date; readonly next: SignInAttemptState }
  | { readonly kind: 'locked'; readonly retryAfterSeconds: number }
  /** Every place is held by checks in flight: their outcome decides, so wait and ask again. */
  | { readonly kind: 'wait'; readonly retryAfterSeconds: number };

/** How a check ended: the password right or wrong, or never checked (the hashing queue refused it). */
export type CheckOutcome = 'right' | 'wrong' | 'notChecked';

export function isSignInLocked(state: SignInAttemptState, now: Date): boolean {
  return state.signInLockedUntil !== null && state.signInLockedUntil.getTime() > now.getTime();
}

const secondsUntil = (moment: Date, now: Date) => Math.ceil((moment.getTime() - now.getTime()) / 1000);

/** The failures that count now: a lock that has run out starts a fresh series. */
function failuresOf(state: SignInAttemptState, now: Date): number {
  if (state.signInLockedUntil === null) return state.failedSignInCount;
  return isSignInLocked(state, now) ? state.failedSignInCount : 0;
}

/** The checks still holding a place at `now`. */
function checksInFlight(state: SignInAttemptState, now: Date): Date[] {
  const oldest = now.getTime() - signInCheckExpirySeconds * 1000;
  return state.checksStartedAt.filter((startedAt) => startedAt.getTime() > oldest);
}

/** Whether a new password check may start now, and if so the state that holds its place. */
export function startSignInCheck(state: SignInAttemptState, now: Date): CheckDecision {
  if (isSignInLocked(state, now)) {
    return { kind: 'locked', retryAfterSeconds: secondsUntil(state.signInLockedUntil as Date, now) };
  }
  const failures = failuresOf(state, now);
  const inFlight = checksInFlight(state, now);
  if (failures + inFlight.length >= maxFailedSignIns) {
    // Only checks in flight can fill the places left before a lock; the oldest frees one at the latest.
    const oldest = inFlight[0] as Date;
    const expiresAt = new Date(oldest.getTime() + signInCheckExpirySeconds * 1000);
    return { kind: 'wait', retryAfterSeconds: secondsUntil(expiresAt, now) };
  }
  return {
    kind: 'check',
    startedAt: now,
    next: { failedSignInCount: failures, signInLockedUntil: null, checksStartedAt: [...inFlight, now] },
  };
}

/**
 * The state once the check that started at `startedAt` ended: its place is freed; a wrong password
 * counts (the fifth in a row locks), a right one forgives every failure so far.
 */
export function settleSignInCheck(
  state: SignInAttemptState,
  startedAt: Date,
  outcome: CheckOutcome,
  now: Date,
): SignInAttemptState {
  const inFlight = checksInFlight(state, now);
  const own = inFlight.findIndex((moment) => moment.getTime() === startedAt.getTime());
  const checksStartedAt = own === -1 ? inFlight : inFlight.filter((_, index) => index !== own);
  if (outcome === 'notChecked') return { ...state, checksStartedAt };
  if (outcome === 'right') return { ...clearedSignInAttempts, checksStartedAt };
  const failedSignInCount = failuresOf(state, now) + 1;
  const signInLockedUntil =
    failedSignInCount >= maxFailedSignIns ? new Date(now.getTime() + signInLockMinutes * 60_000) : null;
  return { failedSignInCount, signInLockedUntil, checksStartedAt };
}

/** Another way in succeeded (a sign-in provider): failures are forgiven, checks in flight go on. */
export function forgiveSignInFailures(state: SignInAttemptState): SignInAttemptState {
  return { ...state, failedSignInCount: 0, signInLockedUntil: null };
}
