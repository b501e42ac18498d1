import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * Starts of a trip to a provider per client address. Each start stores a flow for ten minutes and
 * may ask the generic issuer for its discovery document, so one client must not start thousands;
 * a person needs a handful, and a school behind one address a few dozen.
 */
export const identityFlowStartsPerAddress: RateLimitRule = {
  name: 'identity-flow-starts-per-address',
  points: 30,
  durationSeconds: 600,
};
