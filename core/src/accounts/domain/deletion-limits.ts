import type { AccountRoleType } from '../../contracts/account-values.ts';
import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * Every request to delete one's account mails a link, so it is counted like "forgot password":
 * a few per account's e-mail (an open session cannot flood the inbox) and more per client address.
 */
export const deletionRequestsPerEmail: RateLimitRule = {
  name: 'account-deletions-per-email',
  points: 5,
  durationSeconds: 3600,
};

export const deletionRequestsPerAddress: RateLimitRule = {
  name: 'account-deletions-per-address',
  points: 20,
  durationSeconds: 3600,
};

/** Staff accounts run the platform: another administrator deletes them (the back office's 4046 rule). */
export const selfDeletingRoles: readonly AccountRoleType[] = ['User', 'Guest'];
