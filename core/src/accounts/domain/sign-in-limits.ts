import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * Limits on failed sign-ins beyond the five-in-a-row lock of one e-mail from one address (ADR 0002):
 * - per e-mail, from all addresses together: slows a distributed attack on one account;
 * - per client address, over all e-mails: stops one client spraying passwords over many accounts.
 * Only failures count, so people signing in normally never meet them.
 */
export const signInFailuresPerEmail: RateLimitRule = {
  name: 'sign-in-failures-per-email',
  points: 20,
  durationSeconds: 3600,
};

export const signInFailuresPerAddress: RateLimitRule = {
  name: 'sign-in-failures-per-address',
  points: 50,
  durationSeconds: 900,
};
