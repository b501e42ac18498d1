import { noInput } from '../contracts/common.ts';
import { purgeReportSchema } from '../contracts/operations.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Job runs are kept two weeks: long enough to look back over a holiday, short enough that the
 * table stays small although mail delivery ticks every few seconds (about 8,600 runs a day).
 */
export const jobRunRetentionDays = 14;

export const purgeJobRuns = defineUseCase({
  name: 'operations.purgeJobRuns',
  summary: 'Delete job runs older than two weeks',
  access: 'system',
  input: noInput,
  output: purgeReportSchema,
  errors: [],
  async run({ ctx }) {
    const before = new Date(ctx.clock.now().getTime() - jobRunRetentionDays * 86_400_000);
    const deleted = await ctx.unitOfWork.run((tx) => tx.repositories.jobRuns.deleteStartedBefore(before));
    return { deleted };
  },
});
