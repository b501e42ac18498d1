import { noInput } from '../contracts/common.ts';
import { purgeReportSchema } from '../contracts/operations.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** How long a notification is kept, read or not (ADR 0055, docs/product-rules.md §14). */
export const notificationKeptDays = 90;
const batchSize = 5000;
const dayMs = 24 * 60 * 60 * 1000;

/** Deletes the notifications older than 90 days, in batches of their own units of work. */
export const purgeOldNotifications = defineUseCase({
  name: 'notifications.purge',
  summary: 'Delete notifications older than 90 days',
  access: 'system',
  input: noInput,
  output: purgeReportSchema,
  errors: [],
  async run({ ctx }) {
    const before = new Date(ctx.clock.now().getTime() - notificationKeptDays * dayMs);
    let deleted = 0;
    for (;;) {
      const batch = await ctx.unitOfWork.run((tx) =>
        tx.repositories.notifications.purgeBefore(before, batchSize),
      );
      deleted += batch;
      if (batch < batchSize) return { deleted };
    }
  },
});
