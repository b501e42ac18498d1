import type { NotificationRepository, StoredNotification } from '@coach/core';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { notifications } from '../schema/notifications.ts';
import { rowsOf } from './sql-arrays.ts';

const toNotification = (row: typeof notifications.$inferSelect): StoredNotification => ({ ...row });

/**
 * Members' notifications on PostgreSQL (ADR 0055). A page and the counts read one account's rows
 * from `notifications_account_created_idx`; marking all read finds the unread ones from
 * `notifications_unread_idx`.
 */
export function notificationRepository(db: AppDatabase): NotificationRepository {
  return {
    async listOf(accountId, { offset, limit }) {
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.accountId, accountId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(offset)
          .limit(limit),
        db
          .select({
            total: sql<number>`count(*)::int`,
            unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
          })
          .from(notifications)
          .where(eq(notifications.accountId, accountId)),
      ]);
      return { items: rows.map(toNotification), total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
    },

    async addMany(rows) {
      if (rows.length === 0) return;
      await db.insert(notifications).values(
        rows.map(({ accountId, kind, data, link, createdAt }) => ({
          accountId,
          kind,
          data,
          link,
          createdAt,
        })),
      );
    },

    async markRead(accountId, id, at) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
        .returning({ id: notifications.id });
      return row !== undefined;
    },

    async markAllRead(accountId, at) {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async markReadAboutProject(accountId, projectId, kinds, at) {
      if (kinds.length === 0) return 0;
      // Among the member's unread ones (notifications_unread_idx): a handful, whatever the table.
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.accountId, accountId),
            isNull(notifications.readAt),
            inArray(notifications.kind, [...kinds]),
            sql`${notifications.data}->>'projectId' = ${projectId}`,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    async purgeBefore(before, limit) {
      const result = await db.execute(sql`
        delete from ${notifications} where ${notifications.id} in (
          select ${notifications.id} from ${notifications}
          where ${notifications.createdAt} < ${before.toISOString()}::timestamptz
          order by ${notifications.createdAt} limit ${limit})
        returning ${notifications.id}`);
      return rowsOf<{ id: string }>(result).length;
    },
  };
}
