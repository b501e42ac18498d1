import { createAccountInputSchema, createdAccountSchema } from '../contracts/accounts.ts';
import { DomainError } from '../errors/domain-error.ts';
import { resolvePlace } from '../location/domain/resolve-place.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { auditAccountChange } from './account-audit.ts';
import { fullNameOf, normalizeEmail } from './domain/account.ts';
import { assertMayAssignRole } from './domain/account-administration.ts';
import { assertPasswordNotGuessable } from './domain/password-guessability.ts';
import { mailSetPasswordLink } from './set-password-link.ts';
import { mailVerificationLink } from './verification-link.ts';

/**
 * Creates an account (administrators and salesmen in the back office; the seed and the CLI as the
 * system). Without a password the person gets a single-use link by mail to choose it; with one, the
 * verification link that every registration gets, and signs in once the address is verified. The
 * e-mail address (4006), the identity number (4018) and the passport number (4090) must be free.
 */
export const createAccount = defineUseCase({
  name: 'accounts.create',
  summary:
    'Create an account; without a password it gets a single-use link by mail to choose one, with one a verification link',
  access: 'accounts.create',
  input: createAccountInputSchema,
  output: createdAccountSchema,
  errors: ['emailTaken', 'identityNumberTaken', 'passportTaken', 'serverBusy'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    assertMayAssignRole(ctx.actor, input.accountRoleType);
    const email = normalizeEmail(input.email);
    const identityNumber = input.identityNumber ?? null;
    const passportNumber = input.passportNumber ?? null;
    // Answered early, before the slow hash; the unique indexes still decide under concurrency.
    if (await ctx.repositories.accounts.findByEmail(email)) throw new DomainError('emailTaken');
    if (identityNumber && (await ctx.repositories.accounts.findByIdentityNumber(identityNumber))) {
      throw new DomainError('identityNumberTaken');
    }
    if (passportNumber && (await ctx.repositories.accounts.findByPassportNumber(passportNumber))) {
      throw new DomainError('passportTaken');
    }
    const place = await resolvePlace(ctx.locations, {
      countryCode: input.countryCode ?? null,
      stateCode: input.stateCode ?? null,
      city: input.city ?? null,
    });
    const password = input.password ?? null;
    if (password) assertPasswordNotGuessable(ctx.passwordStrength, password, { ...input, email });
    // Hashing is slow: done before the transaction, which then only writes.
    const passwordHash = password ? await ctx.passwordHasher.hash(password, { signal: ctx.signal }) : null;
    // Only the system (the seed, the CLI) vouches for an address. An account the back office
    // creates proves it like every other (ADR 0033): by the set-password link, which verifies, or
    // by the verification link when it already has a password.
    const emailVerified = input.emailVerified && ctx.actor.kind === 'system';

    const account = await ctx.unitOfWork.run(async (tx) => {
      const created = await tx.repositories.accounts.insert({
        name: input.name.trim(),
        surname: input.surname.trim(),
        email,
        passwordHash,
        accountRoleType: input.accountRoleType,
        phone: input.phone ?? null,
        identityNumber,
        passportNumber,
        ...place,
        languages: [...new Set(input.languages)],
        language: input.language,
        emailVerifiedAt: emailVerified ? ctx.clock.now() : null,
        subscriptionEndDate: input.subscriptionEndDate ? new Date(input.subscriptionEndDate) : null,
        createdAt: ctx.clock.now(),
      });
      if (passwordHash === null) await mailSetPasswordLink(tx, ctx, created);
      else if (!emailVerified) await mailVerificationLink(tx, ctx, created);
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
      verificationMailed: passwordHash !== null && !emailVerified,
    };
  },
});
