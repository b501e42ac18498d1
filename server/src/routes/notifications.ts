import { listNotifications } from '@coach/core/notifications/list-notifications';
import {
  markAllNotificationsRead,
  markNotificationRead,
} from '@coach/core/notifications/mark-notifications-read';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** A member's notifications (ADR 0055): the list with the unread count (the bell), one read, all read. */
export function notificationRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/notifications', listNotifications))
    .openapi(...endpoint('post', '/notifications/read', markNotificationRead))
    .openapi(...endpoint('post', '/notifications/readall', markAllNotificationsRead));
}
