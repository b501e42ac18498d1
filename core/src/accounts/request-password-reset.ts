import { forgotPasswordInputSchema } from '../contracts/accounts.ts';
import { noOutput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { countMailRequest } from './count-mail-request.ts';
import { normalizeEmail } from './domain/account.ts';
import { passwordResetsPerAddress, passwordResetsPerEmail } from './domain/password-reset-limits.ts';

/**
 * "Forgot password": queues the request, and `accounts.sendPasswordResetLinks` mails a single-use
 * link that works for an hour, at once after the commit. The answer is the same whether or not
 * the e-mail belongs to an account, and so are the limits and the work done before answering: the
 * same count and the same one-row insert, with no look at the accounts at all, so neither the
 * answer nor its time tells an outsider which accounts exist (ADR 0036).
 */
export const requestPasswordReset = defineUseCase({
  name: 'accounts.forgotPassword',
  summary: 'Mail a single-use password reset link, if the e-mail belongs to an account',
  access: 'public',
  input: forgotPasswordInputSchema,
  output: noOutput,
  errors: ['tooManyRequests'],
  async run({ ctx, input }) {
    const email = normalizeEmail(input.email);
    await countMailRequest(ctx, email, {
      perEmail: passwordResetsPerEmail,
      perAddress: passwordResetsPerAddress,
    });
    await ctx.unitOfWork.run(({ repositories }) =>
      repositories.passwordResetRequests.add({
        email,
        language: input.language,
        requestedAt: ctx.clock.now(),
      }),
    );
    return null;
  },
});
