import { noInput, noOutput } from '../contracts/common.ts';
import { markAllReadSchema, notificationIdSchema } from '../contracts/notifications.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** One of the member's notifications read (opening it does this); another member's is not found. */
export const markNotificationRead = defineUseCase({
  name: 'notifications.markRead',
  summary: 'Mark one of your notifications read',
  access: 'signedIn',
  input: notificationIdSchema,
  output: noOutput,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const found = await ctx.unitOfWork.run((tx) =>
      tx.repositories.notifications.markRead(accountId, input.id, ctx.clock.now()),
    );
    if (!found) throw new DomainError('recordNotFound');
    return null;
  },
});

/** Every unread notification of the member read at once. */
export const markAllNotificationsRead = defineUseCase({
  name: 'notifications.markAllRead',
  summary: 'Mark all your notifications read',
  access: 'signedIn',
  input: noInput,
  output: markAllReadSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const marked = await ctx.unitOfWork.run((tx) =>
      tx.repositories.notifications.markAllRead(accountId, ctx.clock.now()),
    );
    return { marked };
  },
});
