import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { issueAccountLink, minutesPerDay } from './account-link.ts';
import { type Account, fullNameOf } from './domain/account.ts';

/**
 * Mails the single-use link to `/verifyemail/{token}` in the caller's unit of work (docs/product-rules.md
 * §3: the e-mail must be verified before sign-in): after a registration's payment, and when
 * the member asks for a new one.
 */
export async function mailVerificationLink(
  tx: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'tokenGenerator'>,
  account: Pick<Account, 'id' | 'name' | 'surname' | 'email' | 'language'>,
): Promise<void> {
  const { token, lifetimeMinutes } = await issueAccountLink(tx, ctx, account.id, 'verify_email');
  await tx.repositories.outbox.enqueue({
    template: 'verifyEmail',
    data: { name: fullNameOf(account), token, expiresInDays: Math.round(lifetimeMinutes / minutesPerDay) },
    recipient: account.email,
    language: account.language,
    createdAt: ctx.clock.now(),
  });
}
