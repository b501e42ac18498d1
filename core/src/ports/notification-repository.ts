import type { NotificationContent, NotificationKind } from '../notifications/notification-kinds.ts';

/** A notification as stored: its kind is kept as text, so a row of a retired kind still reads. */
export interface StoredNotification {
  readonly id: string;
  readonly accountId: string;
  readonly kind: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly link: string;
  readonly createdAt: Date;
  readonly readAt: Date | null;
}

export type NewNotification = NotificationContent & {
  readonly accountId: string;
  readonly createdAt: Date;
};

export interface NotificationReads {
  /** A page of the member's notifications, newest first, with how many they have and how many are unread. */
  listOf(
    accountId: string,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<{ items: StoredNotification[]; total: number; unread: number }>;
}

/** Members' in-app notifications (ADR 0055). */
export interface NotificationRepository extends NotificationReads {
  /** Writes notifications in the current unit of work: if it rolls back, they never existed. */
  addMany(notifications: readonly NewNotification[]): Promise<void>;
  /** Marks one of the member's notifications read (once: a second time keeps the first time); false when they have none of that id. */
  markRead(accountId: string, id: string, at: Date): Promise<boolean>;
  /** Marks every unread notification of the member read; answers how many. */
  markAllRead(accountId: string, at: Date): Promise<number>;
  /**
   * Marks read the member's unread notifications of these kinds about one project (their data's
   * `projectId`): what they said was done elsewhere — the thread read, the proposal answered.
   * Answers how many.
   */
  markReadAboutProject(
    accountId: string,
    projectId: string,
    kinds: readonly NotificationKind[],
    at: Date,
  ): Promise<number>;
  /** Deletes up to `limit` notifications made before `before`, oldest first; answers how many. */
  purgeBefore(before: Date, limit: number): Promise<number>;
}
