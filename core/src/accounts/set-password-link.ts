import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { type Account, fullNameOf } from './domain/account.ts';
import { accountTokenLifetimeMinutes } from './domain/account-token.ts';

/**
 * Mails an account without a password its single-use link to `/newpassword/{token}`, in the
 * account's language, through the outbox of the caller's unit of work: no link is sent for an
 * account that then rolls back. Used when an administrator creates an account without a password
 * and for every member an Excel import adds. `accounts.setPassword` follows the link.
 */
export async function mailSetPasswordLink(
  { repositories }: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'tokenGenerator'>,
  account: Pick<Account, 'id' | 'name' | 'surname' | 'email' | 'language'>,
): Promise<void> {
  const token = ctx.tokenGenerator.generate();
  const now = ctx.clock.now();
  const lifetimeMinutes = accountTokenLifetimeMinutes.set_password;
  await repositories.accountTokens.issue({
    accountId: account.id,
    purpose: 'set_password',
    tokenHash: token.hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMinutes * 60_000),
  });
  await repositories.outbox.enqueue({
    template: 'setPassword',
    data: {
      name: fullNameOf(account),
      email: account.email,
      token: token.token,
      expiresInDays: Math.round(lifetimeMinutes / (24 * 60)),
    },
    recipient: account.email,
    language: account.language,
    createdAt: now,
  });
}
