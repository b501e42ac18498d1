import type { IdentityFlow, IdentityTicket } from '../identities/domain/identity-flow.ts';

/**
 * The short-lived records of signing in with a provider; only inside a unit of work. Taking one
 * deletes it in the same statement, so two callbacks racing with one state (or two tabs with one
 * ticket) get it once.
 */
export interface IdentityFlowRepository {
  saveFlow(flow: IdentityFlow): Promise<void>;
  /** Deletes and answers the flow of this state hash, expired or not; null when there is none. */
  takeFlow(stateHash: string): Promise<IdentityFlow | null>;
  saveTicket(ticket: IdentityTicket): Promise<void>;
  /** Deletes and answers the ticket of this hash, expired or not; null when there is none. */
  takeTicket(ticketHash: string): Promise<IdentityTicket | null>;
  /** The ticket without using it up (the registration wizard reads its name and e-mail first). */
  findTicket(ticketHash: string): Promise<IdentityTicket | null>;
  /** Deletes flows and tickets that expired before `before`; the number deleted. */
  deleteExpiredBefore(before: Date): Promise<number>;
}
