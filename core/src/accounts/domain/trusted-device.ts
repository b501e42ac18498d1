import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * OWASP's device cookie (ADR 0036): a browser that signed in to an account with its password gets
 * a token, kept in an HttpOnly cookie, that vouches for it at that account's next sign-ins. The
 * account-wide limit (`signInFailuresPerEmail`) does not apply to a sign-in that presents it, so
 * strangers guessing from elsewhere cannot lock the owner's own browser out.
 *
 * Trust lasts 90 days from the last sign-in with the password; every such sign-in replaces the
 * token. A device whose sign-ins fail `signInFailuresPerDevice.points` times within its window is
 * no longer trusted until the window ends: a stolen token buys no more guesses than the budget
 * it escapes.
 */
export const trustedDeviceDays = 90;

/** A device cookie is 43 characters; anything much longer is not one, and is not looked up. */
export const longestDeviceToken = 100;

export const signInFailuresPerDevice: RateLimitRule = {
  name: 'sign-in-failures-per-device',
  points: 5,
  durationSeconds: 3600,
};

/** The series of failed sign-ins a trusted device keeps, apart from its address's (ADR 0036). */
export function deviceClient(tokenHash: string): string {
  return `device:${tokenHash}`;
}

export function trustedDeviceExpiry(now: Date): Date {
  return new Date(now.getTime() + trustedDeviceDays * 24 * 3_600_000);
}
