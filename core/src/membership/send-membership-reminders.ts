import { z } from 'zod';
import { fullNameOf } from '../accounts/domain/account.ts';
import { noInput } from '../contracts/common.ts';
import { queueMemberMails } from '../notifications/queue-member-mails.ts';
import type { MembershipNoticeKind } from '../ports/membership-notice-repository.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { expiringSoonDays, membershipDaysLeft } from './domain/subscription-period.ts';

const dayMs = 86_400_000;

/** Members read and mailed per unit of work. */
const batchSize = 200;

/**
 * The window of end dates each mail is about, seen from `now`: the coming week for "expiring",
 * the past week for "expired" (a day the job did not run is caught up; an end long past, from
 * before the job existed, is not mailed about years later).
 */
function windowOf(kind: MembershipNoticeKind, now: Date): { from: Date; to: Date } {
  return kind === 'expiring'
    ? { from: now, to: new Date(now.getTime() + expiringSoonDays * dayMs) }
    : { from: new Date(now.getTime() - expiringSoonDays * dayMs), to: now };
}

/** Mails every member due a `kind` mail, batch by batch; answers how many were mailed. */
async function remind(ctx: UseCaseContext, kind: MembershipNoticeKind, now: Date): Promise<number> {
  let mailed = 0;
  for (;;) {
    const recorded = await ctx.unitOfWork.run(async ({ repositories }) => {
      const due = await repositories.membershipNotices.listDue(kind, windowOf(kind, now), batchSize);
      let count = 0;
      for (const account of due) {
        const subscriptionEndDate = account.subscriptionEndDate;
        if (!subscriptionEndDate) continue;
        // Recorded before mailing: a run that overlaps finds the row and mails nobody again.
        const fresh = await repositories.membershipNotices.record({
          accountId: account.id,
          kind,
          subscriptionEndDate,
          sentAt: now,
        });
        if (!fresh) continue;
        const name = fullNameOf(account);
        const end = subscriptionEndDate.toISOString();
        await queueMemberMails(repositories, [
          {
            ...(kind === 'expiring'
              ? {
                  template: 'membershipExpiring' as const,
                  data: {
                    name,
                    subscriptionEndDate: end,
                    daysLeft: membershipDaysLeft(subscriptionEndDate, now) ?? 0,
                  },
                }
              : { template: 'membershipExpired' as const, data: { name, subscriptionEndDate: end } }),
            accountId: account.id,
            recipient: account.email,
            language: account.language,
            createdAt: now,
          },
        ]);
        count++;
      }
      return { listed: due.length, count };
    });
    mailed += recorded.count;
    // Every listed member got a notice row, so the next batch lists the next ones; a short batch was the last.
    if (recorded.listed < batchSize) return mailed;
  }
}

/**
 * The daily job of membership mails (docs/product-rules.md §13): 7 days before a membership ends, and
 * when it has ended, once per member and end date, however often the job runs. A renewal moves the
 * end date, so the next end gets its own pair of mails.
 */
export const sendMembershipReminders = defineUseCase({
  name: 'membership.sendReminders',
  summary: 'Mail members whose membership ends within 7 days, and those whose membership has just ended',
  access: 'system',
  input: noInput,
  output: z.object({ expiring: z.int(), expired: z.int() }),
  errors: [],
  async run({ ctx }) {
    const now = ctx.clock.now();
    const expiring = await remind(ctx, 'expiring', now);
    const expired = await remind(ctx, 'expired', now);
    return { expiring, expired };
  },
});
