import { fullNameOf } from '../accounts/domain/account.ts';
import { addWorkingDays, overdueCutoff, proofReviewWorkingDays } from '../calendar/working-days.ts';
import {
  type AccountFileReviewItem,
  type AccountFileReviewSortKey,
  accountFileReviewPageSchema,
  accountFileReviewQuerySchema,
} from '../contracts/account-files.ts';
import { parseSort } from '../contracts/common.ts';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { accountFileView } from './account-file-view.ts';
import type { AccountFileWithMember } from './domain/account-file.ts';

/**
 * The administrators' review list: one state, or all with the pending ones first, searchable by
 * the member's name or e-mail. Each proof says when its review is due (three working days after
 * the upload, Turkish public holidays excluded) and whether a pending one is past that.
 */
export const listAccountFilesForReview = defineUseCase({
  name: 'accountFiles.listForReview',
  summary: 'Proofs of education by state for review, pending first, with the overdue ones marked',
  access: 'files.review',
  input: accountFileReviewQuerySchema,
  output: accountFileReviewPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.accountFiles.search({
      state: input.state,
      search: input.search,
      sort: parseSort<AccountFileReviewSortKey>(input.sort),
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    const cutoff = overdueCutoff(ctx.clock.now(), ctx.holidayCalendar);
    return {
      items: items.map((file) => reviewItem(file, cutoff, ctx.holidayCalendar)),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});

function reviewItem(
  file: AccountFileWithMember,
  cutoff: Date,
  holidays: HolidayCalendar,
): AccountFileReviewItem {
  return {
    ...accountFileView(file),
    memberName: fullNameOf({ name: file.memberName, surname: file.memberSurname }),
    memberEmail: file.memberEmail,
    reviewDueAt: addWorkingDays(file.createdAt, proofReviewWorkingDays, holidays).toISOString(),
    overdue: file.state === 'pending' && file.createdAt < cutoff,
  };
}
