import { type CreateAccountInput, createAccountInputSchema } from '../contracts/accounts.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertPermission } from '../shared/authorization.ts';
import type { UseCaseCall } from '../shared/context.ts';
import { parseInput } from '../shared/validation.ts';
import { type Account, normalizeEmail } from './domain/account.ts';

/** Creates an account with a hashed password; the e-mail address must not be in use (4006). */
export async function createAccount({ ctx, input }: UseCaseCall<CreateAccountInput>): Promise<Account> {
  assertPermission(ctx.actor, 'accounts.create');
  const valid = parseInput(createAccountInputSchema, input);
  const email = normalizeEmail(valid.email);
  if (await ctx.repositories.accounts.findByEmail(email)) throw new DomainError('emailTaken');

  const now = ctx.clock.now();
  // The repository still refuses a duplicate e-mail that a concurrent request inserted meanwhile.
  return ctx.repositories.accounts.insert({
    name: valid.name.trim(),
    surname: valid.surname.trim(),
    email,
    passwordHash: await ctx.passwordHasher.hash(valid.password),
    accountRoleType: valid.accountRoleType,
    languages: [...new Set(valid.languages)],
    emailVerifiedAt: valid.emailVerified ? now : null,
    subscriptionEndDate: valid.subscriptionEndDate ? new Date(valid.subscriptionEndDate) : null,
  });
}
