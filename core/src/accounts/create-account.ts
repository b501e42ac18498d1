import { createAccountInputSchema, createdAccountSchema } from '../contracts/accounts.ts';
import { DomainError } from '../errors/domain-error.ts';
import { resolvePlace } from '../location/domain/resolve-place.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { auditAccountChange } from './account-audit.ts';
import { fullNameOf, normalizeEmail } from './domain/account.ts';
import { assertMayAssignRole } from './domain/account-administration.ts';
import { assertPasswordNotGuessable } from './domain/password-guessability.ts';
import { mailSetPasswordLink } from './set-password-link.ts';

/**
 * Creates an account (administrators and salesmen in the back office; the seed and the CLI as the
 * system). With a password the account is ready; without one the person gets a single-use link by
 * mail to choose it. The e-mail address (4006) and the identity number (4018) must be free.
 */
export const createAccount = defineUseCase({
  name: 'accounts.create',
  summary: 'Create an account; without a password it gets a single-use link by mail to choose one',
  access: 'accounts.create',
  input: createAccountInputSchema,
  output: createdAccountSchema,
  errors: ['emailTaken', 'identityNumberTaken', 'serverBusy'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    assertMayAssignRole(ctx.actor, input.accountRoleType);
    const email = normalizeEmail(input.email);
    const identityNumber = input.identityNumber ?? null;
    // Answered early, before the slow hash; the unique indexes still decide under concurrency.
    if (await ctx.repositories.accounts.findByEmail(email)) throw new DomainError('emailTaken');
    if (identityNumber && (await ctx.repositories.accounts.findByIdentityNumber(identityNumber))) {
      throw new DomainError('identityNumberTaken');
    }
    const place = await resolvePlace(ctx.locations, {
      countryCode: input.countryCode ?? null,
      stateCode: input.stateCode ?? null,
      city: input.city ?? null,
    });
    const password = input.password ?? null;
    if (password)
      assertPasswordNotGuessable(ctx.passwordStrength, password, [email, input.name, input.surname]);
    // Hashing is slow: done before the transaction, which then only writes.
    const passwordHash = password ? await ctx.passwordHasher.hash(password, { signal: ctx.signal }) : null;
    // Someone in the back office vouches for the address; a set-password link proves it anyway.
    const emailVerified = input.emailVerified || ctx.actor.kind === 'account';

    const account = await ctx.unitOfWork.run(async (tx) => {
      const created = await tx.repositories.accounts.insert({
        name: input.name.trim(),
        surname: input.surname.trim(),
        email,
        passwordHash,
        accountRoleType: input.accountRoleType,
        phone: input.phone ?? null,
        identityNumber,
        passportNumber: input.passportNumber ?? null,
        ...place,
        languages: [...new Set(input.languages)],
        language: input.language,
        emailVerifiedAt: emailVerified ? ctx.clock.now() : null,
        subscriptionEndDate: input.subscriptionEndDate ? new Date(input.subscriptionEndDate) : null,
      });
      if (passwordHash === null) await mailSetPasswordLink(tx, ctx, created);
      await auditAccountChange(tx, ctx, {
        action: 'accounts.create',
        entityId: created.id,
        after: created,
      });
      return created;
    });
    return {
      accountId: account.id,
      email: account.email,
      fullName: fullNameOf(account),
      accountRoleType: account.accountRoleType,
      setPasswordMailed: passwordHash === null,
    };
  },
});
