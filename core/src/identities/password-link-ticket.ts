import type { Account } from '../accounts/domain/account.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { isTicketLive } from './identity-tickets.ts';
import { linkIdentity } from './link-identity.ts';

/**
 * `auth/login` with an `identityTicket`: the right password of the account a `linkWithPassword`
 * ticket names links the provider account it carries. Called in the unit of work that opens the
 * session, after the password and the account were checked; the ticket is used up there. A ticket
 * that is not such a live one of this very account is 4073, which rolls the sign-in back: someone
 * else's password never links a provider account to theirs.
 */
export async function linkWithPasswordTicket(
  tx: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'clientAddress' | 'identityProviders' | 'tokenGenerator'>,
  account: Pick<Account, 'id' | 'email'>,
  rawTicket: string,
): Promise<void> {
  const ticket = await tx.repositories.identityFlows.takeTicket(ctx.tokenGenerator.hash(rawTicket));
  if (
    ticket?.kind !== 'linkWithPassword' ||
    ticket.accountId !== account.id ||
    !ticket.identity ||
    !isTicketLive(ticket, ctx.clock.now())
  ) {
    throw new DomainError('identityFlowExpired');
  }
  await linkIdentity(tx, ctx, account, ticket.provider, ticket.identity);
}
