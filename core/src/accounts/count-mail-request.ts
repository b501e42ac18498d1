import { DomainError } from '../errors/domain-error.ts';
import type { RateLimitRule } from '../ports/rate-limiter.ts';
import type { UseCaseContext } from '../shared/context.ts';

/**
 * Counts a request that mails a link (forgot password, a new verification link): 429 / 4040 once
 * the e-mail or the client address used up its requests. Counted whether or not the e-mail
 * belongs to an account, so the limits tell an outsider nothing either.
 */
export async function countMailRequest(
  ctx: Pick<UseCaseContext, 'rateLimiter' | 'clientAddress'>,
  email: string,
  rules: { readonly perEmail: RateLimitRule; readonly perAddress: RateLimitRule },
): Promise<void> {
  const address = ctx.clientAddress;
  const retryAfterSeconds = Math.max(
    await ctx.rateLimiter.retryAfterSeconds(rules.perEmail, email),
    address ? await ctx.rateLimiter.retryAfterSeconds(rules.perAddress, address) : 0,
  );
  if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
  await ctx.rateLimiter.penalize(rules.perEmail, email);
  if (address) await ctx.rateLimiter.penalize(rules.perAddress, address);
}
