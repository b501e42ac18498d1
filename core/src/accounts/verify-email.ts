import { verifiedEmailSchema, verifyEmailInputSchema } from '../contracts/registration.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { isAccountTokenUsable } from './domain/account-token.ts';

/**
 * Follows the verification link of the mail sent after a registration's payment (or asked for
 * again). The link works once, under its row lock; afterwards the member can sign in.
 */
export const verifyEmail = defineUseCase({
  name: 'auth.verifyEmail',
  summary: 'Verify the e-mail address with the single-use link sent by mail',
  access: 'public',
  input: verifyEmailInputSchema,
  output: verifiedEmailSchema,
  errors: ['linkInvalid'],
  async run({ ctx, input }) {
    const tokenHash = ctx.tokenGenerator.hash(input.token);
    return ctx.unitOfWork.run(async ({ repositories }) => {
      const now = ctx.clock.now();
      const token = await repositories.accountTokens.findForUpdate(tokenHash);
      if (token?.purpose !== 'verify_email' || !isAccountTokenUsable(token, now)) {
        throw new DomainError('linkInvalid');
      }
      const account = await repositories.accounts.findById(token.accountId);
      if (!account) throw new DomainError('linkInvalid');
      await repositories.accountTokens.markUsed(token.id, now);
      await repositories.accounts.markEmailVerified(account.id, now);
      return { email: account.email };
    });
  },
});
