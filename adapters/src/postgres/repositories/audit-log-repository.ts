import type { AuditEntry, AuditLogRepository } from '@coach/core';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { auditLog } from '../schema/audit.ts';
import { likePattern } from './like-pattern.ts';

/** The audit log on PostgreSQL: append and search only (a trigger refuses UPDATE and DELETE). */
export function auditLogRepository(db: AppDatabase): AuditLogRepository {
  return {
    async append(entry) {
      await db.insert(auditLog).values(entry);
    },

    async search({ search, entityType, entityId, oldestFirst, offset, limit }) {
      const conditions: SQL[] = [];
      if (entityType) conditions.push(eq(auditLog.entityType, entityType));
      if (entityId) conditions.push(eq(auditLog.entityId, entityId));
      if (search) {
        const pattern = likePattern(search);
        const matches = or(
          ilike(auditLog.actorLabel, pattern),
          ilike(auditLog.action, pattern),
          ilike(auditLog.entityType, pattern),
          ilike(auditLog.entityId, pattern),
        );
        if (matches) conditions.push(matches);
      }
      const where = and(...conditions);
      const order = oldestFirst ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(order(auditLog.createdAt), order(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      return { items: rows as AuditEntry[], total: total?.value ?? 0 };
    },

    async entityTypes() {
      const rows = await db
        .selectDistinct({ entityType: auditLog.entityType })
        .from(auditLog)
        .orderBy(asc(auditLog.entityType));
      return rows.map((row) => row.entityType);
    },
  };
}
