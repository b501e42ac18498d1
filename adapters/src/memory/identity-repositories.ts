import { randomUUID } from 'node:crypto';
import type {
  ExternalIdentity,
  ExternalIdentityRepository,
  IdentityFlow,
  IdentityFlowRepository,
  IdentityTicket,
} from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, type MemoryTable, memoryTable } from './memory-database.ts';

/** The tables of adapters/src/postgres/schema/identities.ts, named like them (account deletion finds them so). */
export const externalIdentitiesTable = memoryTable<ExternalIdentity>('external_identities');
/** Keyed by the state hash, the primary key. */
export const identityFlowsTable = memoryTable<IdentityFlow>('identity_flows');
/** Keyed by the ticket hash, the primary key. */
export const identityTicketsTable = memoryTable<IdentityTicket>('identity_tickets');

function requireAccount(db: MemoryDb, table: string, accountId: string | null): void {
  if (accountId !== null && !db.rows(accountsTable).has(accountId)) {
    throw new Error(`${table}_account_id_accounts_id_fk: no such account`);
  }
}

export function memoryExternalIdentityRepository(db: MemoryDb): ExternalIdentityRepository {
  const find = (predicate: (identity: ExternalIdentity) => boolean) => {
    for (const identity of db.rows(externalIdentitiesTable).values()) {
      if (predicate(identity)) return identity;
    }
    return null;
  };

  return {
    async findByProviderSubject(provider, subject) {
      const identity = find((row) => row.provider === provider && row.subject === subject);
      return identity ? copy(identity) : null;
    },

    async listOfAccount(accountId) {
      const identities = [...db.rows(externalIdentitiesTable).values()].filter(
        (identity) => identity.accountId === accountId,
      );
      // As the SQL orders: the link's time, then the provider for links made in one instant.
      identities.sort(
        (a, b) => a.linkedAt.getTime() - b.linkedAt.getTime() || a.provider.localeCompare(b.provider),
      );
      return copy(identities);
    },

    async link(identity) {
      const rows = db.writable(externalIdentitiesTable);
      // The two unique indexes, in the order PostgreSQL would check them: the provider account first.
      if (find((row) => row.provider === identity.provider && row.subject === identity.subject)) {
        throw new DomainError('identityLinkedElsewhere');
      }
      if (find((row) => row.accountId === identity.accountId && row.provider === identity.provider)) {
        throw new DomainError('providerAlreadyLinked');
      }
      requireAccount(db, 'external_identities', identity.accountId);
      const row: ExternalIdentity = { ...copy(identity), id: randomUUID(), lastSignInAt: null };
      rows.set(row.id, row);
      return copy(row);
    },

    async unlink(accountId, provider) {
      const rows = db.writable(externalIdentitiesTable);
      const row = find((identity) => identity.accountId === accountId && identity.provider === provider);
      return row ? rows.delete(row.id) : false;
    },

    async recordSignIn(id, at) {
      const rows = db.writable(externalIdentitiesTable);
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, lastSignInAt: copy(at) });
    },
  };
}

export function memoryIdentityFlowRepository(db: MemoryDb): IdentityFlowRepository {
  /** Deletes and answers one row; units of work run one at a time, so two takers get it once. */
  function take<Row>(table: MemoryTable<Row>, key: string): Row | null {
    const rows = db.writable(table);
    const row = rows.get(key);
    if (row === undefined) return null;
    rows.delete(key);
    return copy(row);
  }

  /** Inserts under a primary key, refusing a taken key and an unknown account as the SQL tables do. */
  function insert<Row extends { readonly accountId: string | null }>(
    table: MemoryTable<Row>,
    name: string,
    key: string,
    row: Row,
  ): void {
    const rows = db.writable(table);
    if (rows.has(key)) throw new Error(`duplicate key value violates unique constraint "${name}_pkey"`);
    requireAccount(db, name, row.accountId);
    rows.set(key, copy(row));
  }

  function deleteExpired<Row extends { readonly expiresAt: Date }>(table: MemoryTable<Row>, before: Date) {
    const rows = db.writable(table);
    let deleted = 0;
    for (const [key, row] of rows) {
      if (row.expiresAt < before && rows.delete(key)) deleted += 1;
    }
    return deleted;
  }

  return {
    saveFlow: async (flow) => insert(identityFlowsTable, 'identity_flows', flow.stateHash, flow),

    takeFlow: async (stateHash) => take(identityFlowsTable, stateHash),

    saveTicket: async (ticket) => insert(identityTicketsTable, 'identity_tickets', ticket.ticketHash, ticket),

    takeTicket: async (ticketHash) => take(identityTicketsTable, ticketHash),

    async findTicket(ticketHash) {
      const ticket = db.rows(identityTicketsTable).get(ticketHash);
      return ticket ? copy(ticket) : null;
    },

    async deleteExpiredBefore(before) {
      return deleteExpired(identityFlowsTable, before) + deleteExpired(identityTicketsTable, before);
    },
  };
}
