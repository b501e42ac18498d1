import type { Clock } from '@coach/core';

export interface MovableClock extends Clock {
  advanceSeconds(seconds: number): void;
  set(moment: Date): void;
}

/** A clock a test moves by hand (session expiry, sign-in lock, rate-limit windows). */
export function movableClock(start = new Date()): MovableClock {
  let now = start;
  return {
    now: () => now,
    advanceSeconds(seconds) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    set(moment) {
      now = moment;
    },
  };
}
