import { normalizeEmail } from '../accounts/domain/account.ts';
import type { IdentityProviderId } from '../contracts/identities.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { ProviderIdentity } from './domain/identity-flow.ts';
import { isTicketLive } from './identity-tickets.ts';

export interface RegistrationIdentity {
  readonly ticketHash: string;
  readonly provider: IdentityProviderId;
  readonly identity: ProviderIdentity;
}

/**
 * The provider account a registration with an `identityTicket` links (ADR 0023): a live `register`
 * ticket, read without using it up (a checkout that cannot start removes the account again, and
 * the visitor tries again with the same ticket), whose e-mail is the one registered. Anything
 * else is 4073: the provider vouched for that e-mail only, and the wizard shows it read-only.
 */
export async function registrationIdentity(
  ctx: UseCaseContext,
  rawTicket: string,
  email: string,
): Promise<RegistrationIdentity> {
  const ticketHash = ctx.tokenGenerator.hash(rawTicket);
  const ticket = await ctx.unitOfWork.run(({ repositories }) =>
    repositories.identityFlows.findTicket(ticketHash),
  );
  const identity = ticket?.identity;
  if (
    ticket?.kind !== 'register' ||
    !identity?.email ||
    normalizeEmail(identity.email) !== email ||
    !isTicketLive(ticket, ctx.clock.now())
  ) {
    throw new DomainError('identityFlowExpired');
  }
  return { ticketHash, provider: ticket.provider, identity };
}
