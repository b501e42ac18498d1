import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { type AccountTokenPurpose, accountTokenLifetimeMinutes } from './domain/account-token.ts';

/**
 * Issues a single-use link of `purpose` for the account, in the caller's unit of work (the mail
 * that carries it must be written in the same one). Issuing ends the account's earlier open links
 * of that purpose, so only the newest mail works. Answers the token to put in the mail.
 */
export async function issueAccountLink(
  { repositories }: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'tokenGenerator'>,
  accountId: string,
  purpose: AccountTokenPurpose,
): Promise<{ readonly token: string; readonly lifetimeMinutes: number }> {
  const token = ctx.tokenGenerator.generate();
  const now = ctx.clock.now();
  const lifetimeMinutes = accountTokenLifetimeMinutes[purpose];
  await repositories.accountTokens.issue({
    accountId,
    purpose,
    tokenHash: token.hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMinutes * 60_000),
  });
  return { token: token.token, lifetimeMinutes };
}

export const minutesPerDay = 24 * 60;
