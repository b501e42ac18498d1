import { DomainError } from '../../errors/domain-error.ts';
import type { RateLimitRule } from '../../ports/rate-limiter.ts';
import type { UseCaseContext } from '../../shared/context.ts';

/**
 * The public checks of a published log cost the platform a signature check, or the SHA-256 of an
 * uploaded PDF of up to 10 MB, for anyone who asks. An assessor checks a few logs; a script that
 * sends PDFs in a loop keeps a core busy. So each client address has 30 checks in 10 minutes,
 * counted in PostgreSQL (across server instances); the page's own check of what it shows is
 * done by the server when it reads the log, and does not count.
 */
export const logChecksPerAddress: RateLimitRule = {
  name: 'coaching-log-checks-per-address',
  points: 30,
  durationSeconds: 600,
};

/** Counts a check of the caller's address, or refuses it (4040) once the budget is spent. */
export async function countLogCheck(ctx: Pick<UseCaseContext, 'rateLimiter' | 'clientAddress'>) {
  const address = ctx.clientAddress;
  if (!address) return;
  const retryAfterSeconds = await ctx.rateLimiter.retryAfterSeconds(logChecksPerAddress, address);
  if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
  await ctx.rateLimiter.penalize(logChecksPerAddress, address);
}
