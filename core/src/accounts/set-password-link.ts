import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { issueAccountLink, minutesPerDay } from './account-link.ts';
import { type Account, fullNameOf } from './domain/account.ts';
import { accountTokenLifetimeMinutes } from './domain/account-token.ts';

/**
 * Mails an account without a password its single-use link to `/newpassword/{token}`, in the
 * account's language, through the outbox of the caller's unit of work: no link is sent for an
 * account that then rolls back. Used when an administrator creates an account without a password
 * and for every member an Excel import adds. `accounts.setPassword` follows the link.
 */
export async function mailSetPasswordLink(
  tx: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'tokenGenerator'>,
  account: Pick<Account, 'id' | 'name' | 'surname' | 'email' | 'language'>,
): Promise<void> {
  const { token, lifetimeMinutes } = await issueAccountLink(tx, ctx, account.id, 'set_password');
  await tx.repositories.outbox.enqueue({
    template: 'setPassword',
    data: {
      name: fullNameOf(account),
      email: account.email,
      token,
      expiresInDays: Math.round(lifetimeMinutes / minutesPerDay),
    },
    recipient: account.email,
    language: account.language,
    createdAt: ctx.clock.now(),
  });
}

/**
 * The same link for many accounts that have none yet (an import's new members): the links and the
 * mails each in a few statements, in the caller's unit of work.
 */
export async function mailSetPasswordLinks(
  { repositories }: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'tokenGenerator'>,
  accounts: readonly Pick<Account, 'id' | 'name' | 'surname' | 'email' | 'language'>[],
): Promise<void> {
  const now = ctx.clock.now();
  const lifetimeMinutes = accountTokenLifetimeMinutes.set_password;
  const expiresAt = new Date(now.getTime() + lifetimeMinutes * 60_000);
  const tokens = accounts.map(() => ctx.tokenGenerator.generate());
  await repositories.accountTokens.issueFirst(
    accounts.map((account, index) => ({
      accountId: account.id,
      purpose: 'set_password' as const,
      tokenHash: tokens[index]?.hash ?? '',
      createdAt: now,
      expiresAt,
    })),
  );
  await repositories.outbox.enqueueMany(
    accounts.map((account, index) => ({
      template: 'setPassword' as const,
      data: {
        name: fullNameOf(account),
        email: account.email,
        token: tokens[index]?.token ?? '',
        expiresInDays: Math.round(lifetimeMinutes / minutesPerDay),
      },
      recipient: account.email,
      language: account.language,
      createdAt: now,
    })),
  );
}
