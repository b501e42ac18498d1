import type { Notification } from '@coach/core/contracts';
import { Button, formatDateTime, Link, useLang, useLangPath, VisuallyHidden } from '@coach/kit';
import { PopoverPanel } from '@coach/kit/menus';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.ts';
import * as styles from './notification-bell.css.ts';
import { useNotificationText } from './use-notification-text.ts';

/** The badge shows at most this; the accessible name says the whole count. */
const badgeMax = 99;

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const lang = useLang();
  const langPath = useLangPath();
  const text = useNotificationText();
  const markRead = useMarkNotificationRead();
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        to={langPath(`/${notification.link}`)}
        className={unread ? styles.unreadItem : styles.readItem}
        onClick={() => {
          if (unread) markRead.mutate(notification.id);
          onOpen();
        }}
      >
        {unread ? (
          <VisuallyHidden>
            <Trans>Unread:</Trans>{' '}
          </VisuallyHidden>
        ) : null}
        <span>{text(notification)}</span>
        <span className={styles.when}>{formatDateTime(notification.createdAt, lang)}</span>
      </Link>
    </li>
  );
}

/**
 * The member's bell, in the top bar of every member page at every width (ADR 0055): the unread
 * count on it, and in its panel the newest notifications, unread ones marked; opening one marks
 * it read and goes to its page. "Mark all as read" empties the count.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const { data } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unread ?? 0;
  const label =
    unread === 0
      ? t`Notifications`
      : t({ message: `Notifications, ${unread} unread`, comment: 'The bell’s name with its count' });
  return (
    <PopoverPanel
      label={label}
      title={t`Notifications`}
      triggerClassName={styles.trigger}
      trigger={
        <>
          <Bell size={20} aria-hidden="true" />
          {unread > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {unread > badgeMax ? `${badgeMax}+` : unread}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <>
          <div className={styles.header}>
            <h2 className={styles.heading}>
              <Trans>Notifications</Trans>
            </h2>
            {unread > 0 ? (
              <Button variant="ghost" size="sm" loading={markAll.isPending} onClick={() => markAll.mutate()}>
                <Trans>Mark all as read</Trans>
              </Button>
            ) : null}
          </div>
          {data && data.items.length > 0 ? (
            <ul className={styles.list}>
              {data.items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={close} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              <Trans>Nothing needs you right now.</Trans>
            </p>
          )}
        </>
      )}
    </PopoverPanel>
  );
}
