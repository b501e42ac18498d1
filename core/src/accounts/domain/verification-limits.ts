import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * Asking for a new verification link sends a mail, so requests are counted whether or not the
 * e-mail exists (the answer must not tell): a few per e-mail, more per client address.
 */
export const verificationMailsPerEmail: RateLimitRule = {
  name: 'verification-mails-per-email',
  points: 5,
  durationSeconds: 3600,
};

export const verificationMailsPerAddress: RateLimitRule = {
  name: 'verification-mails-per-address',
  points: 20,
  durationSeconds: 3600,
};

/** Registrations from one client address: each creates an account and starts a checkout. */
export const registrationsPerAddress: RateLimitRule = {
  name: 'registrations-per-address',
  points: 10,
  durationSeconds: 3600,
};
