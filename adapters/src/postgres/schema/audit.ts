import { type SQL, sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { foldedForSearch } from '../repositories/turkish-text.ts';
import { moment } from './columns.ts';

/**
 * Every administrator action: who, what, when, and the record before and after. Append-only: the
 * repository has no update or delete, and a trigger (migration 0004) refuses both in the database.
 * No foreign keys: an entry outlives the account it names, which is the point of keeping it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorAccountId: uuid('actor_account_id'),
    /** The actor's e-mail address at the time, or `system` for the CLI and jobs. */
    actorLabel: text('actor_label').notNull(),
    /** `module.verb` of the use case, e.g. `accounts.update`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    clientAddress: text('client_address'),
    createdAt: moment('created_at').notNull(),
    /**
     * What the log's search reads, folded as `foldForSearch` folds a word: actor, action, entity
     * type and id, space-separated (a word has no spaces, so it matches one of them). Stored, with
     * a trigram index, so `like '%word%'` reads the index.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          foldedForSearch(
            sql`${auditLog.actorLabel} || ' ' || ${auditLog.action} || ' ' || ${auditLog.entityType} || ' ' || coalesce(${auditLog.entityId}, '')`,
          ),
      ),
  },
  (table) => [
    // The log's order (newest or oldest first, ties by id) read from an index, whole or for one
    // entity type or one entity.
    index('audit_log_created_at_idx').on(table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt, table.id),
    index('audit_log_entity_type_idx').on(table.entityType, table.createdAt, table.id),
    index('audit_log_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('audit_log_actor_idx').on(table.actorAccountId),
  ],
);

/**
 * Each entry's `search_text` again, alone on a narrow row (about 120 bytes, against 330 for the
 * entry with its before and after), copied by a trigger when an entry is written and again when
 * an account's deletion rewrites it (migration 0031). A trigram match must be rechecked on its
 * row, so counting a common word's entries ("accounts.update": 16,666 of 200,000) on the log
 * itself read nearly every block of its 68 MB; here the same count reads a third of that. Only a
 * search's count reads it.
 */
export const auditLogSearch = pgTable(
  'audit_log_search',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .references(() => auditLog.id),
    searchText: text('search_text').notNull(),
  },
  (table) => [index('audit_log_search_text_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`)],
);
