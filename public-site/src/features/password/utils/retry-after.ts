import { catalogue } from '@coach/core/contracts';
import { isApiError } from '@coach/kit';

/**
 * The seconds to wait after a "too many requests" refusal (4040, `data.retryAfterSeconds`), or
 * null when the error is something else.
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== catalogue.tooManyRequests.code) return null;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** Whole minutes to tell a person to wait, never less than one. */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
