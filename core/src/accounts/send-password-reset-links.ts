import { noInput } from '../contracts/common.ts';
import { passwordResetLinksReportSchema } from '../contracts/operations.ts';
import type { PasswordResetRequest } from '../ports/password-reset-request-repository.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { issueAccountLink } from './account-link.ts';
import { fullNameOf } from './domain/account.ts';

/** Requests taken per run; a commit that queues one wakes the job, so a run rarely finds more. */
const requestsPerRun = 50;

/**
 * The job behind "forgot password" (ADR 0036): takes the queued requests and mails each e-mail
 * that belongs to an active, unlocked account its single-use link, in the language of the page it
 * was asked from, through the outbox of the same unit of work. Passive and locked accounts get no
 * link (they could not sign in anyway), nor do e-mails without an account; their requests just go.
 */
export const sendPasswordResetLinks = defineUseCase({
  name: 'accounts.sendPasswordResetLinks',
  summary: 'Mail the password reset links asked for, to the e-mails that belong to an active account',
  access: 'system',
  input: noInput,
  output: passwordResetLinksReportSchema,
  errors: [],
  async run({ ctx }) {
    return ctx.unitOfWork.run(async (tx) => {
      const requests = await tx.repositories.passwordResetRequests.takeOldest(requestsPerRun);
      let mailed = 0;
      for (const request of requests) if (await mailResetLink(tx, ctx, request)) mailed += 1;
      return { requests: requests.length, mailed };
    });
  },
});

async function mailResetLink(
  tx: TransactionContext,
  ctx: UseCaseContext,
  request: PasswordResetRequest,
): Promise<boolean> {
  const account = await tx.repositories.accounts.findByEmail(request.email);
  if (account?.status !== 'active' || account.isLocked) return false;
  const { token, lifetimeMinutes } = await issueAccountLink(tx, ctx, account.id, 'reset_password');
  await tx.repositories.outbox.enqueue({
    template: 'resetPassword',
    data: { name: fullNameOf(account), token, expiresInMinutes: lifetimeMinutes },
    recipient: account.email,
    language: request.language,
    createdAt: ctx.clock.now(),
  });
  return true;
}
