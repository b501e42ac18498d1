import type { AuditEntry, AuditLogMatch, AuditLogRepository } from '@coach/core';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { auditLog, auditLogSearch } from '../schema/audit.ts';
import { likePattern } from './like-pattern.ts';
import { rowsOf } from './sql-arrays.ts';

/** An entry as the domain knows it: every column but the folded search text. */
const entryColumns = {
  id: auditLog.id,
  actorAccountId: auditLog.actorAccountId,
  actorLabel: auditLog.actorLabel,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  clientAddress: auditLog.clientAddress,
  createdAt: auditLog.createdAt,
};

/** What the log's search and filters find, and the statement that counts it. */
function matchOf(db: AppDatabase, { search, entityType, entityId }: AuditLogMatch) {
  const conditions: SQL[] = [];
  if (entityType) conditions.push(eq(auditLog.entityType, entityType));
  if (entityId) conditions.push(eq(auditLog.entityId, entityId));
  // Every word in the actor, action, entity type or id: the folded `search_text`, whose
  // trigram index answers the like.
  const words = searchWords(search).map(likePattern);
  for (const word of words) conditions.push(sql`${auditLog.searchText} like ${word}`);
  const where = and(...conditions);
  // Words alone are counted on the narrow copy of the search text (schema/audit.ts), where
  // rechecking thousands of matches reads a third of the blocks; with an entity, its index
  // narrows the log first.
  const total =
    words.length > 0 && !entityType && !entityId
      ? db
          .select({ value: count() })
          .from(auditLogSearch)
          .where(and(...words.map((word) => sql`${auditLogSearch.searchText} like ${word}`)))
      : db.select({ value: count() }).from(auditLog).where(where);
  return { where, total };
}

/** The audit log on PostgreSQL: append and search only (a trigger refuses UPDATE and DELETE). */
export function auditLogRepository(db: AppDatabase): AuditLogRepository {
  return {
    async append(entry) {
      await db.insert(auditLog).values(entry);
    },

    async appendMany(entries) {
      // Multi-row INSERTs: 10 parameters a row, 1,000 rows a statement (an import's entries).
      for (let start = 0; start < entries.length; start += 1000) {
        await db.insert(auditLog).values(entries.slice(start, start + 1000));
      }
    },

    async search({ search, entityType, entityId, oldestFirst, offset, limit }) {
      const { where, total } = matchOf(db, { search, entityType, entityId });
      const direction = oldestFirst ? sql`asc` : sql`desc`;
      // The keys of audit_log_created_at_idx (or, filtered, of the entity indexes after their
      // equal columns), so the page's ids come from an index scan and only its rows are read.
      const order = [sql`${auditLog.createdAt} ${direction}`, sql`${auditLog.id} ${direction}`];
      const pageIds = db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [rows, [counted]] = await Promise.all([
        db
          .select(entryColumns)
          .from(auditLog)
          .where(inArray(auditLog.id, pageIds))
          .orderBy(...order),
        total,
      ]);
      return { items: rows as AuditEntry[], total: counted?.value ?? 0 };
    },

    async listMatchingAfter(match, after, limit) {
      // Newest first from the last entry read, along the log's index of its time (or, filtered,
      // an entity's index after its equal columns): never OFFSET (ADR 0042).
      const { where } = matchOf(db, match);
      const rows = await db
        .select(entryColumns)
        .from(auditLog)
        .where(
          and(
            where,
            after
              ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${sql.param(after.createdAt, auditLog.createdAt)}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
      return rows as AuditEntry[];
    },

    async countMatching(match) {
      const [counted] = await matchOf(db, match).total;
      return counted?.value ?? 0;
    },

    async entityTypes() {
      // A skip scan along audit_log_entity_type_idx: one index probe per type, not a read of the
      // whole log.
      const result = await db.execute(sql`
        with recursive types(entity_type) as (
          (select entity_type from audit_log order by entity_type limit 1)
          union all
          select (
            select next.entity_type from audit_log as next
            where next.entity_type > types.entity_type
            order by next.entity_type limit 1
          )
          from types where types.entity_type is not null
        )
        select entity_type from types where entity_type is not null`);
      return rowsOf<{ entity_type: string }>(result).map((row) => row.entity_type);
    },
  };
}
