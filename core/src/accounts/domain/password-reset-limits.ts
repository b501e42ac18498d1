import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * Every "forgot password" request sends a mail, so they are counted whether or not the e-mail
 * exists (the answer must not tell): a few per e-mail, so nobody's inbox can be flooded, and more
 * per client address, so one client cannot mail the whole member list.
 */
export const passwordResetsPerEmail: RateLimitRule = {
  name: 'password-resets-per-email',
  points: 5,
  durationSeconds: 3600,
};

export const passwordResetsPerAddress: RateLimitRule = {
  name: 'password-resets-per-address',
  points: 20,
  durationSeconds: 3600,
};
