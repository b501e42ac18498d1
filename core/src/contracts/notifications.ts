import { z } from 'zod';
import {
  type NotificationKind,
  notificationDataSchemas,
  notificationKinds,
} from '../notifications/notification-kinds.ts';
import { isoDateTimeSchema } from './common.ts';

/** In-app notifications (issue 32, ADR 0055): what waits for the member, each linked to its page. */

const notificationOfKind = <K extends NotificationKind>(kind: K) =>
  z.object({
    id: z.string(),
    kind: z.literal(kind),
    data: notificationDataSchemas[kind],
    /** The action's page below the language root, without a leading slash (`user/projects`). */
    link: z.string(),
    createdAt: isoDateTimeSchema,
    /** Null while unread. */
    readAt: isoDateTimeSchema.nullable(),
  });
type NotificationOfKind<K extends NotificationKind> = ReturnType<typeof notificationOfKind<K>>;

export const notificationSchema = z
  .discriminatedUnion(
    'kind',
    notificationKinds.map(notificationOfKind) as unknown as [
      NotificationOfKind<NotificationKind>,
      ...NotificationOfKind<NotificationKind>[],
    ],
  )
  .meta({ id: 'Notification' });
export type Notification = { [K in NotificationKind]: z.infer<NotificationOfKind<K>> }[NotificationKind];

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationListSchema = z
  .object({
    items: z.array(notificationSchema),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
    /** How many of the member's notifications are unread, on every page. */
    unread: z.int(),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = Omit<z.infer<typeof notificationListSchema>, 'items'> & {
  items: Notification[];
};

export const notificationIdSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });

export const markAllReadSchema = z.object({ marked: z.int() }).meta({ id: 'NotificationsMarkedRead' });
