import { describe, expect, it } from 'vitest';
import {
  clearedSignInAttempts,
  isSignInLocked,
  maxFailedSignIns,
  reserveSignInAttempt,
  type SignInAttemptState,
} from './sign-in-attempts.ts';

const now = new Date('2026-03-02T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

function failRepeatedly(times: number, start: SignInAttemptState = clearedSignInAttempts) {
  let state = start;
  for (let i = 0; i < times; i += 1) {
    const decision = reserveSignInAttempt(state, now);
    if (!decision.allowed) throw new Error(`attempt ${i + 1} was refused`);
    state = decision.next;
  }
  return state;
}

describe('sign-in attempts', () => {
  it('allows the first four failures without locking', () => {
    const state = failRepeatedly(4);
    expect(state).toEqual({ failedSignInCount: 4, signInLockedUntil: null });
    expect(isSignInLocked(state, now)).toBe(false);
  });

  it('locks for 15 minutes with the fifth attempt, which is itself still checked', () => {
    const state = failRepeatedly(maxFailedSignIns);
    expect(state.signInLockedUntil).toEqual(minutes(15));
    expect(isSignInLocked(state, now)).toBe(true);
  });

  it('refuses the sixth attempt and says how long to wait, rounded up to whole seconds', () => {
    const state = failRepeatedly(5);
    expect(reserveSignInAttempt(state, now)).toEqual({ allowed: false, retryAfterSeconds: 900 });
    expect(reserveSignInAttempt(state, new Date(now.getTime() + 899_500))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('opens again exactly when the lock ends and starts a fresh count', () => {
    const state = failRepeatedly(5);
    const decision = reserveSignInAttempt(state, minutes(15));
    expect(decision).toEqual({ allowed: true, next: { failedSignInCount: 1, signInLockedUntil: null } });
  });

  it('locks again after five more failures once a lock has run out', () => {
    let state = failRepeatedly(5);
    let later = minutes(15);
    for (let i = 0; i < 5; i += 1) {
      const decision = reserveSignInAttempt(state, later);
      if (!decision.allowed) throw new Error('refused');
      state = decision.next;
    }
    expect(state.signInLockedUntil).toEqual(new Date(later.getTime() + 15 * 60_000));
    later = new Date(later.getTime() + 1000);
    expect(reserveSignInAttempt(state, later).allowed).toBe(false);
  });
});
