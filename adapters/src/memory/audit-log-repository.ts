import type { AuditEntry, AuditLogMatch, AuditLogRepository } from '@coach/core';
import { foldForSearch, searchWords } from '../text/turkish-text.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const auditLogTable = memoryTable<AuditEntry>('audit_log');

/** The audit log in memory: append and search, newest first unless told, as on PostgreSQL. */
export function memoryAuditLogRepository(db: MemoryDb): AuditLogRepository {
  /** The entries of a kind of record, a record, and with every word of the search. */
  function matchingEntries({ search, entityType, entityId }: AuditLogMatch): AuditEntry[] {
    const words = searchWords(search);
    return [...db.rows(auditLogTable).values()]
      .filter((entry) => !entityType || entry.entityType === entityType)
      .filter((entry) => !entityId || entry.entityId === entityId)
      .filter((entry) => {
        // Every word, folded, in the actor, action, entity type or id, as on PostgreSQL.
        const fields = [entry.actorLabel, entry.action, entry.entityType, entry.entityId ?? ''].map(
          foldForSearch,
        );
        return words.every((word) => fields.some((field) => field.includes(word)));
      });
  }

  return {
    async append(entry) {
      const rows = db.writable(auditLogTable);
      const id = rows.size + 1;
      rows.set(String(id), { ...copy(entry), id });
    },

    async appendMany(entries) {
      const rows = db.writable(auditLogTable);
      for (const entry of entries) {
        const id = rows.size + 1;
        rows.set(String(id), { ...copy(entry), id });
      }
    },

    async search({ search, entityType, entityId, oldestFirst, offset, limit }) {
      const direction = oldestFirst ? 1 : -1;
      const matching = matchingEntries({ search, entityType, entityId }).sort(
        (a, b) => direction * (a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id),
      );
      return { items: matching.slice(offset, offset + limit).map(copy), total: matching.length };
    },

    async listMatchingAfter(match, after, limit) {
      // Newest first, ties by id the same way, after the last entry read (as the SQL's row
      // comparison `(created_at, id) < (…)`).
      const time = (entry: AuditEntry) => entry.createdAt.getTime();
      const before = (entry: AuditEntry) =>
        !after ||
        time(entry) < after.createdAt.getTime() ||
        (time(entry) === after.createdAt.getTime() && entry.id < after.id);
      return matchingEntries(match)
        .filter(before)
        .sort((a, b) => time(b) - time(a) || b.id - a.id)
        .slice(0, limit)
        .map(copy);
    },

    async countMatching(match) {
      return matchingEntries(match).length;
    },

    async entityTypes() {
      const types = new Set([...db.rows(auditLogTable).values()].map((entry) => entry.entityType));
      // ORDER BY in code-point order, like the C collation.
      return [...types].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    },
  };
}
