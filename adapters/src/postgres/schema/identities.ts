import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';

const providerCheck = (column: unknown) => sql`${column} in ('google', 'microsoft', 'linkedin', 'oidc')`;

/**
 * Accounts of other services linked to an account here (ADR 0023). The provider's subject is the
 * key: one provider account links to one account only, and an account has one of each provider.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    linkedAt: moment('linked_at').notNull(),
    lastSignInAt: moment('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('external_identities_provider_subject_unique').on(table.provider, table.subject),
    uniqueIndex('external_identities_account_provider_unique').on(table.accountId, table.provider),
    check('external_identities_provider_check', providerCheck(table.provider)),
  ],
);

/**
 * A trip to a provider and back, under the SHA-256 of its `state`; taken (deleted) by the callback.
 * The PKCE verifier and nonce are secrets of ten minutes' use, gone with the row.
 */
export const identityFlows = pgTable(
  'identity_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    browserBindingHash: text('browser_binding_hash').notNull(),
    provider: text('provider').notNull(),
    intent: text('intent').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    language: text('language').notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    index('identity_flows_expires_idx').on(table.expiresAt),
    // For the foreign key's cascade when an account is deleted (see ledger.ts).
    index('identity_flows_account_idx').on(table.accountId).where(sql`${table.accountId} is not null`),
    check('identity_flows_provider_check', providerCheck(table.provider)),
    check('identity_flows_intent_check', sql`${table.intent} in ('signIn', 'link')`),
  ],
);

/**
 * The outcome of a callback, under the SHA-256 of the single-use ticket in the address of the page
 * the browser returns to. `identity` holds the provider's subject, e-mail and name for the
 * registration wizard or the password that links; nothing of the provider's tokens is kept.
 */
export const identityTickets = pgTable(
  'identity_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    email: text('email'),
    emailVerified: boolean('email_verified'),
    name: text('name'),
    surname: text('surname'),
    /** `{ key, data }` of a refused ticket's catalogue error. */
    refusal: jsonb('refusal'),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    index('identity_tickets_expires_idx').on(table.expiresAt),
    // For the foreign key's cascade when an account is deleted (see ledger.ts).
    index('identity_tickets_account_idx').on(table.accountId).where(sql`${table.accountId} is not null`),
    check('identity_tickets_provider_check', providerCheck(table.provider)),
    check(
      'identity_tickets_kind_check',
      sql`${table.kind} in ('signIn', 'register', 'linkWithPassword', 'linked', 'refused')`,
    ),
  ],
);
