import type { AuditEntry, AuditLogRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { containsIgnoringCase } from './text-match.ts';

export const auditLogTable = memoryTable<AuditEntry>('audit_log');

/** The audit log in memory: append and search, newest first, as on PostgreSQL. */
export function memoryAuditLogRepository(db: MemoryDb): AuditLogRepository {
  return {
    async append(entry) {
      const rows = db.writable(auditLogTable);
      const id = rows.size + 1;
      rows.set(String(id), { ...copy(entry), id });
    },

    async search({ search, entityType, entityId, offset, limit }) {
      const matching = [...db.rows(auditLogTable).values()]
        .filter((entry) => !entityType || entry.entityType === entityType)
        .filter((entry) => !entityId || entry.entityId === entityId)
        .filter(
          (entry) =>
            !search ||
            [entry.actorLabel, entry.action, entry.entityType, entry.entityId].some((text) =>
              containsIgnoringCase(text, search),
            ),
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return { items: matching.slice(offset, offset + limit).map(copy), total: matching.length };
    },
  };
}
