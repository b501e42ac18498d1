import type { IdentityProviderId } from '../contracts/identities.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { type IdentityTicket, identityTicketMinutes } from './domain/identity-flow.ts';

export type IdentityTicketDraft = Pick<IdentityTicket, 'kind' | 'provider'> &
  Partial<Pick<IdentityTicket, 'accountId' | 'identity' | 'refusal'>>;

/**
 * Stores the outcome of a callback under the hash of a new ticket and answers the ticket itself,
 * which travels in the address of the page the browser returns to. Only the hash is kept, so the
 * table cannot be read for tickets to redeem.
 */
export async function issueIdentityTicket(
  { repositories }: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'tokenGenerator'>,
  draft: IdentityTicketDraft,
): Promise<string> {
  const ticket = ctx.tokenGenerator.generate();
  const now = ctx.clock.now();
  await repositories.identityFlows.saveTicket({
    ticketHash: ticket.hash,
    kind: draft.kind,
    provider: draft.provider,
    accountId: draft.accountId ?? null,
    identity: draft.identity ?? null,
    refusal: draft.refusal ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + identityTicketMinutes[draft.kind] * 60_000),
  });
  return ticket.token;
}

export function isTicketLive(ticket: Pick<IdentityTicket, 'expiresAt'>, now: Date): boolean {
  return ticket.expiresAt.getTime() > now.getTime();
}

/** The provider a refusal is filed under: the column needs one, and nothing reads it from a refusal. */
export function refusalProvider(...candidates: (IdentityProviderId | undefined)[]): IdentityProviderId {
  return candidates.find((candidate) => candidate !== undefined) ?? 'oidc';
}
