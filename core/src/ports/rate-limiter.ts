/** A budget of events per key and time window, e.g. 20 failed sign-ins per e-mail per hour. */
export interface RateLimitRule {
  /** Names the budget in storage; different rules never share counts. */
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/** Counts events per key, shared by every server instance (kept in PostgreSQL). */
export interface RateLimiter {
  /** Seconds until `key` is within `rule` again; 0 when it is now. */
  retryAfterSeconds(rule: RateLimitRule, key: string): Promise<number>;
  /** Counts one event of `key` against `rule`. */
  penalize(rule: RateLimitRule, key: string): Promise<void>;
  /** Forgets the events of `key` under `rule` (for example after a password reset). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  /** Forgets every window that ended before `before`, under every rule; the number forgotten. */
  purgeEndedBefore(before: Date): Promise<number>;
}
