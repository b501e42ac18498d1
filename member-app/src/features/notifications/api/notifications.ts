import type { NotificationList } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export const notificationsKey = ['notifications'] as const;

/** How often the bell asks again while the page stays open; it also asks when the window gets the focus back. */
const pollMs = 60_000;

/**
 * `GET /api/notifications`: the newest 20 and the unread count, for the bell on every member page.
 * No socket: asked again every minute and when the member comes back to the window (ADR 0055).
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: async (): Promise<NotificationList> =>
      (await unwrap(
        api.api.notifications.$get({ query: { page: '1', pageSize: '20' } }),
      )) as NotificationList,
    refetchInterval: pollMs,
    refetchOnWindowFocus: true,
  });
}

/** `POST /api/notifications/read`: one read (opening it). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.notifications.read.$post({ json: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

/** `POST /api/notifications/readall`. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.api.notifications.readall.$post({ json: {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
