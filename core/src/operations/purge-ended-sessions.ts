import { noInput } from '../contracts/common.ts';
import { purgeReportSchema } from '../contracts/operations.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Ended sessions (expired or signed out) are kept this long before they are deleted, so that a
 * question about a recent sign-in ("was I signed out?") can still be answered from the table.
 */
export const endedSessionRetentionHours = 24;

export const purgeEndedSessions = defineUseCase({
  name: 'operations.purgeEndedSessions',
  summary: 'Delete sessions that ended more than a day ago',
  access: 'system',
  input: noInput,
  output: purgeReportSchema,
  errors: [],
  async run({ ctx }) {
    const before = new Date(ctx.clock.now().getTime() - endedSessionRetentionHours * 3_600_000);
    const deleted = await ctx.unitOfWork.run((tx) => tx.repositories.sessions.deleteEndedBefore(before));
    return { deleted };
  },
});
