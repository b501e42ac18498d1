import { accountIdParamsSchema, memberCoachingHoursSchema } from '../contracts/coaching.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { coachingSummaryOf } from './get-coaching-log.ts';

/**
 * A member's coaching hours as administrators see them on the account's profile: the totals and
 * the progress, without the clients (their names and e-mails are the member's log, not the office's).
 */
export const getMemberCoachingHours = defineUseCase({
  name: 'coaching.getMemberHours',
  summary: "A member's coaching hours and progress towards a credential",
  access: 'coaching.readAny',
  input: accountIdParamsSchema,
  output: memberCoachingHoursSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    if (!(await ctx.repositories.accounts.findById(input.accountId))) throw new DomainError('recordNotFound');
    const { preferences, summary } = await coachingSummaryOf(ctx, input.accountId);
    return {
      accountId: input.accountId,
      trainingStartedOn: preferences.trainingStartedOn,
      totals: summary.totals,
      progress: [...summary.progress],
    };
  },
});
