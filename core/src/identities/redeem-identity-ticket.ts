import { normalizeEmail } from '../accounts/domain/account.ts';
import { forgiveSignInFailures } from '../accounts/domain/sign-in-attempts.ts';
import { signInBlocker } from '../accounts/domain/sign-in-blocker.ts';
import { openSession } from '../accounts/open-session.ts';
import {
  type IdentityOutcome,
  identityOutcomeSchema,
  redeemIdentityTicketInputSchema,
} from '../contracts/identities.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import type { IdentityTicket, IdentityTicketKind } from './domain/identity-flow.ts';
import { auditIdentity } from './identity-audit.ts';
import { isTicketLive } from './identity-tickets.ts';

/**
 * Tickets read without being used up: the registration wizard reloads its ticket, and the login
 * page shows the `linkWithPassword` one until the password is typed; `auth/register` and
 * `auth/login` use them up. Every other ticket works once.
 */
const rereadable: ReadonlySet<IdentityTicketKind> = new Set(['register', 'linkWithPassword']);

/**
 * `auth/oauth/ticket`: the page the callback returned to redeems its ticket for the outcome. A
 * refusal answers its catalogue error here, in the caller's language. A sign-in opens the session
 * as a right password does (and forgives the e-mail's failed attempts from this address), after
 * checking again that the account may still sign in.
 */
export const redeemIdentityTicket = defineUseCase({
  name: 'auth.redeemIdentityTicket',
  summary: 'Redeem the ticket of a provider callback: a session, a registration, a link, or the refusal',
  access: 'public',
  input: redeemIdentityTicketInputSchema,
  output: identityOutcomeSchema,
  errors: [
    'identityFlowExpired',
    'identityProviderNotEnabled',
    'identityProviderRefused',
    'identityProviderUnavailable',
    'providerEmailNotVerified',
    'identityLinkedElsewhere',
    'providerAlreadyLinked',
    'tooManyRequests',
    'tooManySignInAttempts',
    'accountPassive',
    'accountLocked',
    'emailNotVerified',
  ],
  async run({ ctx, input }): Promise<IdentityOutcome> {
    const ticketHash = ctx.tokenGenerator.hash(input.ticket);
    const ticket = await ctx.unitOfWork.run(async ({ repositories }) => {
      const found = await repositories.identityFlows.findTicket(ticketHash);
      if (!found || rereadable.has(found.kind)) return found;
      return repositories.identityFlows.takeTicket(ticketHash);
    });
    if (!ticket || !isTicketLive(ticket, ctx.clock.now())) throw new DomainError('identityFlowExpired');

    switch (ticket.kind) {
      case 'refused':
        if (!ticket.refusal) throw new DomainError('identityFlowExpired');
        throw new DomainError(ticket.refusal.key, ticket.refusal.data);
      case 'linked':
        return { kind: 'linked', provider: ticket.provider };
      case 'register': {
        const email = ticket.identity?.email;
        if (!ticket.identity || !email) throw new DomainError('identityFlowExpired');
        const { name, surname } = ticket.identity;
        return {
          kind: 'register',
          ticket: input.ticket,
          profile: { provider: ticket.provider, email: normalizeEmail(email), name, surname },
        };
      }
      case 'linkWithPassword': {
        const email = ticket.identity?.email;
        if (!email) throw new DomainError('identityFlowExpired');
        return {
          kind: 'linkWithPassword',
          ticket: input.ticket,
          provider: ticket.provider,
          email: normalizeEmail(email),
        };
      }
      case 'signIn':
        return { kind: 'signedIn', ...(await signInWithTicket(ctx, ticket)) };
    }
  },
});

async function signInWithTicket(ctx: UseCaseContext, ticket: IdentityTicket) {
  return ctx.unitOfWork.run(async (tx) => {
    const { repositories } = tx;
    const account = ticket.accountId ? await repositories.accounts.findById(ticket.accountId) : null;
    // Unlinked or deleted in the two minutes since the callback: that way in is gone.
    const identity = account
      ? (await repositories.externalIdentities.listOfAccount(account.id)).find(
          (linked) => linked.provider === ticket.provider,
        )
      : undefined;
    if (!account || !identity) throw new DomainError('identityFlowExpired');
    // Made passive or locked since the callback decided.
    const blocker = signInBlocker(account);
    if (blocker) throw new DomainError(blocker);

    const { signInThrottles } = repositories;
    const series = await signInThrottles.lockSeries(account.email, ctx.clientAddress);
    await signInThrottles.saveSeries(account.email, ctx.clientAddress, forgiveSignInFailures(series));
    const session = await openSession(tx, ctx, account);
    await repositories.externalIdentities.recordSignIn(identity.id, ctx.clock.now());
    await auditIdentity(tx, ctx, account, 'auth.identitySignIn', identity);
    return session;
  });
}
