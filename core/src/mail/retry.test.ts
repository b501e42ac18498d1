import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, maxDeliveryAttempts, retryDelaysMinutes } from './retry.ts';

const now = new Date('2026-03-02T10:00:00Z');
const minutesAfterNow = (date: Date) => (date.getTime() - now.getTime()) / 60_000;

describe('afterFailedAttempt', () => {
  it('retries after 1 min, 5 min, 30 min, 2 h and 12 h', () => {
    const delays = [1, 2, 3, 4, 5].map((attempts) => {
      const next = afterFailedAttempt(attempts, now);
      expect(next.status, `attempt ${attempts}`).toBe('pending');
      return minutesAfterNow(next.nextAttemptAt);
    });
    expect(delays).toEqual([1, 5, 30, 120, 720]);
    expect(delays).toEqual([...retryDelaysMinutes]);
  });

  it('gives up after the sixth attempt: the mail ends failed', () => {
    expect(maxDeliveryAttempts).toBe(6);
    expect(afterFailedAttempt(6, now)).toEqual({ status: 'failed', nextAttemptAt: now });
  });

  it('keeps a mail failed whatever the count beyond the last attempt (a row counted by hand)', () => {
    for (const attempts of [7, 8, 100]) expect(afterFailedAttempt(attempts, now).status).toBe('failed');
  });

  it('waits longer after each failure, so a struggling server is not hammered', () => {
    const waits = Array.from({ length: maxDeliveryAttempts - 1 }, (_, index) =>
      minutesAfterNow(afterFailedAttempt(index + 1, now).nextAttemptAt),
    );
    for (let index = 1; index < waits.length; index++) {
      expect(waits[index]).toBeGreaterThan(waits[index - 1] as number);
    }
  });

  it('refuses an attempt count that cannot be (0, negative, fractional)', () => {
    for (const attempts of [0, -1, 1.5, Number.NaN]) {
      expect(() => afterFailedAttempt(attempts, now)).toThrow(RangeError);
    }
  });
});
