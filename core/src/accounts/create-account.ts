import { createAccountInputSchema, createdAccountSchema } from '../contracts/accounts.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { fullNameOf, normalizeEmail } from './domain/account.ts';
import { assertPasswordNotGuessable } from './domain/password-guessability.ts';

/** Creates an account with a hashed password; the e-mail address must not be in use (4006). */
export const createAccount = defineUseCase({
  name: 'accounts.create',
  summary: 'Create an account (administrators and salesmen, the seed and the CLI)',
  access: 'accounts.create',
  input: createAccountInputSchema,
  output: createdAccountSchema,
  errors: ['emailTaken', 'serverBusy'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const email = normalizeEmail(input.email);
    if (await ctx.repositories.accounts.findByEmail(email)) throw new DomainError('emailTaken');
    assertPasswordNotGuessable(ctx.passwordStrength, input.password, [email, input.name, input.surname]);
    // Hashing is slow: done before the transaction, which then only writes.
    const passwordHash = await ctx.passwordHasher.hash(input.password, { signal: ctx.signal });
    const now = ctx.clock.now();
    // The repository still refuses a duplicate e-mail that a concurrent request inserted meanwhile.
    const account = await ctx.unitOfWork.run(({ repositories }) =>
      repositories.accounts.insert({
        name: input.name.trim(),
        surname: input.surname.trim(),
        email,
        passwordHash,
        accountRoleType: input.accountRoleType,
        languages: [...new Set(input.languages)],
        emailVerifiedAt: input.emailVerified ? now : null,
        subscriptionEndDate: input.subscriptionEndDate ? new Date(input.subscriptionEndDate) : null,
      }),
    );
    return {
      accountId: account.id,
      email: account.email,
      fullName: fullNameOf(account),
      accountRoleType: account.accountRoleType,
    };
  },
});
