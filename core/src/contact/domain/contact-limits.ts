import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * Every contact message mails every administrator, so senders are limited: a few messages per
 * e-mail address (nobody needs more than three an hour), and more per client address, where an
 * office or a school may share one address. Counted in PostgreSQL, so the limits hold across
 * server instances.
 */
export const contactMessagesPerEmail: RateLimitRule = {
  name: 'contact-messages-per-email',
  points: 3,
  durationSeconds: 3600,
};

export const contactMessagesPerAddress: RateLimitRule = {
  name: 'contact-messages-per-address',
  points: 10,
  durationSeconds: 3600,
};
