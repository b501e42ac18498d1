import type {
  CatalogueKey,
  IdentityFlow,
  IdentityFlowRepository,
  IdentityIntent,
  IdentityProviderId,
  IdentityTicket,
  IdentityTicketKind,
  Language,
} from '@coach/core';
import { eq, lt } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { identityFlows, identityTickets } from '../schema/identities.ts';

type FlowRow = typeof identityFlows.$inferSelect;
type TicketRow = typeof identityTickets.$inferSelect;

/** What the `refusal` jsonb column holds. */
interface RefusalColumn {
  readonly key: CatalogueKey;
  readonly data?: Record<string, unknown>;
}

function toFlow(row: FlowRow): IdentityFlow {
  // Provider and intent are narrowed by their CHECK constraints; the language is only ever written from a Language.
  return {
    ...row,
    provider: row.provider as IdentityProviderId,
    intent: row.intent as IdentityIntent,
    language: row.language as Language,
  };
}

function toTicketRow(ticket: IdentityTicket): typeof identityTickets.$inferInsert {
  const { identity, refusal, ...rest } = ticket;
  return {
    ...rest,
    subject: identity?.subject ?? null,
    email: identity?.email ?? null,
    emailVerified: identity?.emailVerified ?? null,
    name: identity?.name ?? null,
    surname: identity?.surname ?? null,
    refusal: refusal ? { key: refusal.key, ...(refusal.data ? { data: refusal.data } : {}) } : null,
  };
}

function toTicket(row: TicketRow): IdentityTicket {
  const { subject, email, emailVerified, name, surname, refusal, ...rest } = row;
  return {
    ...rest,
    // Kind and provider are narrowed by their CHECK constraints.
    kind: row.kind as IdentityTicketKind,
    provider: row.provider as IdentityProviderId,
    // The subject is written with every identity (and only with one).
    identity:
      subject === null
        ? null
        : { subject, email, emailVerified: emailVerified ?? false, name: name ?? '', surname: surname ?? '' },
    refusal: (refusal as RefusalColumn | null) ?? null,
  };
}

export function identityFlowRepository(db: AppDatabase): IdentityFlowRepository {
  return {
    async saveFlow(flow) {
      await db.insert(identityFlows).values(flow);
    },

    async takeFlow(stateHash) {
      // One statement: of two callbacks racing with one state, the second deletes nothing.
      const [row] = await db.delete(identityFlows).where(eq(identityFlows.stateHash, stateHash)).returning();
      return row ? toFlow(row) : null;
    },

    async saveTicket(ticket) {
      await db.insert(identityTickets).values(toTicketRow(ticket));
    },

    async takeTicket(ticketHash) {
      const [row] = await db
        .delete(identityTickets)
        .where(eq(identityTickets.ticketHash, ticketHash))
        .returning();
      return row ? toTicket(row) : null;
    },

    async findTicket(ticketHash) {
      const [row] = await db
        .select()
        .from(identityTickets)
        .where(eq(identityTickets.ticketHash, ticketHash))
        .limit(1);
      return row ? toTicket(row) : null;
    },

    async deleteExpiredBefore(before) {
      const flows = await db
        .delete(identityFlows)
        .where(lt(identityFlows.expiresAt, before))
        .returning({ stateHash: identityFlows.stateHash });
      const tickets = await db
        .delete(identityTickets)
        .where(lt(identityTickets.expiresAt, before))
        .returning({ ticketHash: identityTickets.ticketHash });
      return flows.length + tickets.length;
    },
  };
}
