import { noOutput } from '../contracts/common.ts';
import { resendVerificationInputSchema } from '../contracts/registration.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { countMailRequest } from './count-mail-request.ts';
import { normalizeEmail } from './domain/account.ts';
import { verificationMailsPerAddress, verificationMailsPerEmail } from './domain/verification-limits.ts';
import { mailVerificationLink } from './verification-link.ts';

/**
 * Mails a new verification link to an account that has not verified its address yet: the
 * registration mail got lost, or expired, or the visitor left before paying (they then sign in as
 * a guest and buy a package from the renewal page). The answer is the same for every e-mail.
 */
export const resendVerification = defineUseCase({
  name: 'auth.resendVerification',
  summary: 'Mail a new e-mail verification link, if the address belongs to an unverified account',
  access: 'public',
  input: resendVerificationInputSchema,
  output: noOutput,
  errors: ['tooManyRequests'],
  async run({ ctx, input }) {
    const email = normalizeEmail(input.email);
    await countMailRequest(ctx, email, {
      perEmail: verificationMailsPerEmail,
      perAddress: verificationMailsPerAddress,
    });
    const account = await ctx.repositories.accounts.findByEmail(email);
    if (!account || account.emailVerifiedAt !== null || account.status !== 'active' || account.isLocked) {
      return null;
    }
    await ctx.unitOfWork.run((tx) => mailVerificationLink(tx, ctx, { ...account, language: input.language }));
    return null;
  },
});
