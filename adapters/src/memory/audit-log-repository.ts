import type { AuditEntry, AuditLogRepository } from '@coach/core';
import { foldForSearch, searchWords } from '../text/turkish-text.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const auditLogTable = memoryTable<AuditEntry>('audit_log');

/** The audit log in memory: append and search, newest first unless told, as on PostgreSQL. */
export function memoryAuditLogRepository(db: MemoryDb): AuditLogRepository {
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
      const words = searchWords(search);
      const matching = [...db.rows(auditLogTable).values()]
        .filter((entry) => !entityType || entry.entityType === entityType)
        .filter((entry) => !entityId || entry.entityId === entityId)
        .filter((entry) => {
          // Every word, folded, in the actor, action, entity type or id, as on PostgreSQL.
          const fields = [entry.actorLabel, entry.action, entry.entityType, entry.entityId ?? ''].map(
            foldForSearch,
          );
          return words.every((word) => fields.some((field) => field.includes(word)));
        })
        .sort((a, b) => direction * (a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id));
      return { items: matching.slice(offset, offset + limit).map(copy), total: matching.length };
    },

    async entityTypes() {
      const types = new Set([...db.rows(auditLogTable).values()].map((entry) => entry.entityType));
      // ORDER BY in code-point order, like the C collation.
      return [...types].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    },
  };
}
