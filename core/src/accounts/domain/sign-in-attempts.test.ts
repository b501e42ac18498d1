import { describe, expect, it } from 'vitest';
import {
  type CheckOutcome,
  clearedSignInAttempts,
  forgiveSignInFailures,
  isSignInLocked,
  maxFailedSignIns,
  type SignInAttemptState,
  settleSignInCheck,
  signInCheckExpirySeconds,
  startSignInCheck,
} from './sign-in-attempts.ts';

const now = new Date('2026-03-02T10:00:00Z');
const minutes = (n: number, from = now) => new Date(from.getTime() + n * 60_000);
const seconds = (n: number, from = now) => new Date(from.getTime() + n * 1000);

/** Starts a check at `at` and answers the state holding its place, with the place. */
function start(state: SignInAttemptState, at = now) {
  const decision = startSignInCheck(state, at);
  if (decision.kind !== 'check') throw new Error(`the check was not started: ${decision.kind}`);
  return decision;
}

/** One whole attempt: started and settled at `at`. */
function attempt(state: SignInAttemptState, outcome: CheckOutcome, at = now) {
  const { next, startedAt } = start(state, at);
  return settleSignInCheck(next, startedAt, outcome, at);
}

function failRepeatedly(times: number, state: SignInAttemptState = clearedSignInAttempts, at = now) {
  let current = state;
  for (let i = 0; i < times; i += 1) current = attempt(current, 'wrong', at);
  return current;
}

describe('sign-in attempts', () => {
  it('allows the first four failures without locking', () => {
    const state = failRepeatedly(4);
    expect(state).toEqual({ failedSignInCount: 4, signInLockedUntil: null, checksStartedAt: [] });
    expect(isSignInLocked(state, now)).toBe(false);
  });

  it('locks for 15 minutes with the fifth failure', () => {
    const state = failRepeatedly(maxFailedSignIns);
    expect(state.signInLockedUntil).toEqual(minutes(15));
    expect(isSignInLocked(state, now)).toBe(true);
  });

  it('refuses the next check while locked and says how long to wait, rounded up to whole seconds', () => {
    const state = failRepeatedly(5);
    expect(startSignInCheck(state, now)).toEqual({ kind: 'locked', retryAfterSeconds: 900 });
    expect(startSignInCheck(state, new Date(now.getTime() + 899_500))).toEqual({
      kind: 'locked',
      retryAfterSeconds: 1,
    });
  });

  it('opens again exactly when the lock ends and starts a fresh count', () => {
    const state = failRepeatedly(5);
    expect(attempt(state, 'wrong', minutes(15))).toEqual({
      failedSignInCount: 1,
      signInLockedUntil: null,
      checksStartedAt: [],
    });
    const later = minutes(15);
    expect(failRepeatedly(5, state, later).signInLockedUntil).toEqual(minutes(15, later));
  });

  it('never counts a right password as a failure, and forgives the failures before it', () => {
    expect(attempt(failRepeatedly(4), 'right')).toEqual(clearedSignInAttempts);
  });

  it('counts a check the hashing queue refused neither way', () => {
    expect(attempt(failRepeatedly(3), 'notChecked')).toEqual(failRepeatedly(3));
  });

  it('lets no more checks start than places are left before the lock, and asks the rest to wait', () => {
    let state = failRepeatedly(2);
    const started: Date[] = [];
    for (let i = 0; i < 3; i += 1) {
      const check = start(state, seconds(i));
      started.push(check.startedAt);
      state = check.next;
    }
    expect(state.checksStartedAt).toEqual(started);
    // Three in flight and two failures: a sixth guess must wait, whatever the first three turn out to be.
    expect(startSignInCheck(state, seconds(3))).toEqual({
      kind: 'wait',
      retryAfterSeconds: signInCheckExpirySeconds - 3,
    });

    // All three wrong: the lock closes with the fifth failure, and nobody waited past it.
    let wrong = state;
    for (const startedAt of started) wrong = settleSignInCheck(wrong, startedAt, 'wrong', seconds(4));
    expect(startSignInCheck(wrong, seconds(5))).toEqual({ kind: 'locked', retryAfterSeconds: 899 });

    // One right: its place is free again and the failures are forgiven.
    const right = settleSignInCheck(state, started[1] as Date, 'right', seconds(4));
    expect(right).toEqual({
      failedSignInCount: 0,
      signInLockedUntil: null,
      checksStartedAt: [started[0], started[2]],
    });
    expect(startSignInCheck(right, seconds(5)).kind).toBe('check');
  });

  it('frees a place that was never settled once it expires, as if the check had not happened', () => {
    let state = clearedSignInAttempts;
    for (let i = 0; i < maxFailedSignIns; i += 1) state = start(state).next;
    expect(startSignInCheck(state, seconds(signInCheckExpirySeconds - 1)).kind).toBe('wait');
    const later = seconds(signInCheckExpirySeconds);
    const check = start(state, later);
    expect(check.next).toEqual({ failedSignInCount: 0, signInLockedUntil: null, checksStartedAt: [later] });
    // A late settlement of an expired place frees nobody else's.
    const late = settleSignInCheck(check.next, now, 'wrong', later);
    expect(late).toEqual({ failedSignInCount: 1, signInLockedUntil: null, checksStartedAt: [later] });
  });

  it('frees one place of two checks started in the same millisecond', () => {
    const first = start(clearedSignInAttempts);
    const second = start(first.next);
    expect(settleSignInCheck(second.next, now, 'right', now).checksStartedAt).toEqual([now]);
  });

  it('forgives failures after another way in, leaving the checks in flight to settle', () => {
    const locked = { failedSignInCount: 5, signInLockedUntil: minutes(10), checksStartedAt: [now] };
    expect(forgiveSignInFailures(locked)).toEqual({
      failedSignInCount: 0,
      signInLockedUntil: null,
      checksStartedAt: [now],
    });
  });
});
