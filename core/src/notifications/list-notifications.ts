import { notificationListQuerySchema, notificationListSchema } from '../contracts/notifications.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { notificationView } from './notification-view.ts';

/** The signed-in member's notifications, newest first, a page at a time, with how many are unread (the bell's badge). */
export const listNotifications = defineUseCase({
  name: 'notifications.list',
  summary: 'Your notifications, newest first, and how many are unread',
  access: 'signedIn',
  input: notificationListQuerySchema,
  output: notificationListSchema,
  errors: [],
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const { items, total, unread } = await ctx.repositories.notifications.listOf(accountId, {
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return {
      items: items.flatMap((row) => notificationView(row) ?? []),
      total,
      page: input.page,
      pageSize: input.pageSize,
      unread,
    };
  },
});
