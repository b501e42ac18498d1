import { forgotPasswordInputSchema } from '../contracts/accounts.ts';
import { noOutput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { countMailRequest } from './count-mail-request.ts';
import { fullNameOf, normalizeEmail } from './domain/account.ts';
import { accountTokenLifetimeMinutes } from './domain/account-token.ts';
import { passwordResetsPerAddress, passwordResetsPerEmail } from './domain/password-reset-limits.ts';

/**
 * "Forgot password": mails a single-use link that works for an hour. The answer is the same whether
 * or not the e-mail belongs to an account, and so are the limits: nothing here tells an outsider
 * which accounts exist. Passive and locked accounts get no link (they could not sign in anyway).
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
    const account = await ctx.repositories.accounts.findByEmail(email);
    if (account?.status !== 'active' || account.isLocked) return null;

    const token = ctx.tokenGenerator.generate();
    const now = ctx.clock.now();
    const lifetime = accountTokenLifetimeMinutes.reset_password;
    await ctx.unitOfWork.run(async ({ repositories }) => {
      await repositories.accountTokens.issue({
        accountId: account.id,
        purpose: 'reset_password',
        tokenHash: token.hash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetime * 60_000),
      });
      await repositories.outbox.enqueue({
        template: 'resetPassword',
        data: { name: fullNameOf(account), token: token.token, expiresInMinutes: lifetime },
        recipient: account.email,
        language: input.language,
        createdAt: now,
      });
    });
    return null;
  },
});
