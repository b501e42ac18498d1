/**
 * When a failed delivery is tried again: 1 min, 5 min, 30 min, 2 h and 12 h after the attempts
 * that failed. A mail gets one attempt plus one per delay (six in all, spread over about 15 hours,
 * long enough to outlast a mail server's maintenance or a night); after the last it ends `failed`,
 * stays in the outbox for administrators to see, and is never deleted.
 */
export const retryDelaysMinutes = [1, 5, 30, 120, 720] as const;

export const maxDeliveryAttempts = retryDelaysMinutes.length + 1;

export type AfterFailedAttempt =
  | { readonly status: 'pending'; readonly nextAttemptAt: Date }
  | { readonly status: 'failed'; readonly nextAttemptAt: Date };

/**
 * What happens to a mail whose attempt number `attempts` (counting this one, from 1) failed at
 * `now`: it is due again after the matching delay, or, when that was the last attempt, it ends
 * `failed` (its next attempt date is left at `now`; nothing reads it any more).
 */
export function afterFailedAttempt(attempts: number, now: Date): AfterFailedAttempt {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be ≥ 1: ${attempts}`);
  const delay = retryDelaysMinutes[attempts - 1];
  if (delay === undefined) return { status: 'failed', nextAttemptAt: now };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + delay * 60_000) };
}
