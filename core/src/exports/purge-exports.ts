import { noInput } from '../contracts/common.ts';
import { purgeReportSchema } from '../contracts/operations.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** Deletes the exports whose file has expired (a day after they were asked for, ADR 0042). */
export const purgeExpiredExports = defineUseCase({
  name: 'exports.purgeExpired',
  summary: 'Delete export jobs and files past their expiry',
  access: 'system',
  input: noInput,
  output: purgeReportSchema,
  errors: [],
  async run({ ctx }) {
    const deleted = await ctx.unitOfWork.run((tx) =>
      tx.repositories.exportFiles.deleteExpired(ctx.clock.now()),
    );
    return { deleted };
  },
});
