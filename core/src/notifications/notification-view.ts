import type { Notification } from '../contracts/notifications.ts';
import type { StoredNotification } from '../ports/notification-repository.ts';
import { isNotificationKind, notificationDataSchemas } from './notification-kinds.ts';

/** A stored notification as the member reads it; null for a row of a retired kind or of another shape. */
export function notificationView(row: StoredNotification): Notification | null {
  if (!isNotificationKind(row.kind)) return null;
  const data = notificationDataSchemas[row.kind].safeParse(row.data);
  if (!data.success) return null;
  return {
    id: row.id,
    kind: row.kind,
    data: data.data,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  } as Notification;
}
