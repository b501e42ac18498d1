import { randomUUID } from 'node:crypto';
import type { NotificationRepository, StoredNotification } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const notificationsTable = memoryTable<StoredNotification>('notifications');

const newestFirst = (a: StoredNotification, b: StoredNotification) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

/** Members' notifications in memory (ADR 0055), ordered as the PostgreSQL repository orders them. */
export function memoryNotificationRepository(db: MemoryDb): NotificationRepository {
  const ownedBy = (accountId: string) =>
    [...db.rows(notificationsTable).values()].filter((row) => row.accountId === accountId);
  return {
    async listOf(accountId, { offset, limit }) {
      const rows = ownedBy(accountId).sort(newestFirst);
      return {
        items: rows.slice(offset, offset + limit).map(copy),
        total: rows.length,
        unread: rows.filter((row) => row.readAt === null).length,
      };
    },
    async addMany(notifications) {
      const rows = db.writable(notificationsTable);
      for (const { kind, data, link, accountId, createdAt } of notifications) {
        const row: StoredNotification = {
          id: randomUUID(),
          accountId,
          kind,
          data: copy(data),
          link,
          createdAt,
          readAt: null,
        };
        rows.set(row.id, row);
      }
    },
    async markRead(accountId, id, at) {
      const rows = db.writable(notificationsTable);
      const row = rows.get(id);
      if (row?.accountId !== accountId) return false;
      if (row.readAt === null) rows.set(id, { ...row, readAt: at });
      return true;
    },
    async markAllRead(accountId, at) {
      const rows = db.writable(notificationsTable);
      const unread = ownedBy(accountId).filter((row) => row.readAt === null);
      for (const row of unread) rows.set(row.id, { ...row, readAt: at });
      return unread.length;
    },
    async markReadAboutProject(accountId, projectId, kinds, at) {
      const rows = db.writable(notificationsTable);
      const about = ownedBy(accountId).filter(
        (row) =>
          row.readAt === null &&
          (kinds as readonly string[]).includes(row.kind) &&
          row.data.projectId === projectId,
      );
      for (const row of about) rows.set(row.id, { ...row, readAt: at });
      return about.length;
    },
    async purgeBefore(before, limit) {
      const rows = db.writable(notificationsTable);
      const old = [...rows.values()]
        .filter((row) => row.createdAt < before)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .slice(0, limit);
      for (const row of old) rows.delete(row.id);
      return old.length;
    },
  };
}
