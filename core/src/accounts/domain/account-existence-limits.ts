import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * `accounts/isexistaccount` answers whether an e-mail address or identity number is taken, which
 * is exactly what someone collecting the member list wants to know. A person registering asks a
 * handful of times (a typo, a second address); a script asks thousands. Counted per client
 * address, whatever the answer.
 */
export const accountExistenceChecksPerAddress: RateLimitRule = {
  name: 'account-existence-checks-per-address',
  points: 20,
  durationSeconds: 600,
};
