import type { CheckoutStarted } from '../contracts/payments.ts';
import { registeredSchema, registerInputSchema } from '../contracts/registration.ts';
import { DomainError } from '../errors/domain-error.ts';
import { linkIdentity } from '../identities/link-identity.ts';
import { registrationIdentity } from '../identities/registration-ticket.ts';
import { resolvePlace } from '../location/domain/resolve-place.ts';
import { beginCheckout } from '../payments/begin-checkout.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { normalizeEmail } from './domain/account.ts';
import { assertPasswordNotGuessable } from './domain/password-guessability.ts';
import type { PasswordOwner } from './domain/password-personal-data.ts';
import { registrationsPerAddress } from './domain/verification-limits.ts';

/**
 * `auth/register`, the last step of the wizard (docs/product-rules.md §4). The account
 * is created pending: a guest whose e-mail is unverified, with the consents and their time. Then the
 * checkout for the chosen package starts; its payment makes the guest a member and mails the
 * verification link. If the provider cannot start the checkout, the account is removed again, so
 * the visitor can simply try later with the same e-mail. A visitor who leaves before paying can
 * still verify (a new link from the sign-in page), sign in as a guest and buy from the renewal page.
 *
 * With an `identityTicket` (ADR 0023) the account is linked to that provider account in the
 * insert's transaction, its e-mail must be the provider's, a password is optional, and an e-mail
 * the provider verified is verified here too (so the payment mails no link). The ticket is used up
 * only once the checkout has started: until then a failure leaves it for another try.
 */
export const registerAccount = defineUseCase({
  name: 'auth.register',
  summary: 'Register: create a pending account and start the checkout of the chosen package',
  access: 'public',
  input: registerInputSchema,
  output: registeredSchema,
  errors: [
    'emailTaken',
    'identityNumberTaken',
    'passportTaken',
    'recordNotFound',
    'packageNotForSale',
    'paymentProviderUnavailable',
    'tooManyRequests',
    'serverBusy',
    'identityFlowExpired',
    'identityLinkedElsewhere',
  ],
  success: 'recordAdded',
  async run({ ctx, input }) {
    await countRegistration(ctx);
    const membershipPackage = await ctx.repositories.membershipPackages.findById(input.membershipPackageId);
    if (!membershipPackage) throw new DomainError('recordNotFound');
    if (membershipPackage.retiredAt !== null) throw new DomainError('packageNotForSale');

    const email = normalizeEmail(input.email);
    const identityNumber = input.turkishCitizen ? (input.identityNumber ?? null) : null;
    // A citizen is known by the identity number only: a passport number is never added to it.
    const passportNumber = input.turkishCitizen ? null : (input.passportNumber ?? null);
    const linking = input.identityTicket
      ? await registrationIdentity(ctx, input.identityTicket, email)
      : null;
    // Answered early, before the slow hash; the unique indexes still decide under concurrency.
    if (await ctx.repositories.accounts.findByEmail(email)) throw new DomainError('emailTaken');
    if (identityNumber && (await ctx.repositories.accounts.findByIdentityNumber(identityNumber))) {
      throw new DomainError('identityNumberTaken');
    }
    if (passportNumber && (await ctx.repositories.accounts.findByPassportNumber(passportNumber))) {
      throw new DomainError('passportTaken');
    }
    const place = await resolvePlace(ctx.locations, {
      countryCode: input.countryCode,
      stateCode: input.stateCode,
      city: input.city,
    });
    const passwordHash = await hashOptionalPassword(ctx, input.password, { ...input, email });

    const now = ctx.clock.now();
    const account = await ctx.unitOfWork.run(async (tx) => {
      const inserted = await tx.repositories.accounts.insert({
        name: input.name,
        surname: input.surname,
        email,
        passwordHash,
        accountRoleType: 'Guest',
        phone: input.phone,
        identityNumber,
        passportNumber,
        ...place,
        languages: [...new Set(input.languages)],
        language: input.language,
        privacyAcceptedAt: now,
        dataProtectionAcceptedAt: now,
        emailVerifiedAt: linking?.identity.emailVerified ? now : null,
      });
      if (linking) await linkIdentity(tx, ctx, inserted, linking.provider, linking.identity);
      return inserted;
    });
    let started: CheckoutStarted;
    try {
      started = await beginCheckout(ctx, {
        account,
        membershipPackage,
        purpose: 'registration',
        locale: input.language,
      });
    } catch (error) {
      await ctx.unitOfWork.run(({ repositories }) => repositories.accounts.delete(account.id));
      throw error;
    }
    if (linking) {
      await ctx.unitOfWork.run(({ repositories }) =>
        repositories.identityFlows.takeTicket(linking.ticketHash),
      );
    }
    return { ...started, accountId: account.id };
  },
});

/** The hash of the chosen password; null when the provider is the way in and none was chosen. */
async function hashOptionalPassword(
  ctx: UseCaseContext,
  password: string | undefined,
  owner: PasswordOwner,
): Promise<string | null> {
  if (password === undefined) return null;
  assertPasswordNotGuessable(ctx.passwordStrength, password, owner);
  return ctx.passwordHasher.hash(password, { signal: ctx.signal });
}

/** 429 / 4040 past the registrations one client address may start in an hour. */
async function countRegistration(ctx: UseCaseContext): Promise<void> {
  const address = ctx.clientAddress;
  if (!address) return;
  const retryAfterSeconds = await ctx.rateLimiter.retryAfterSeconds(registrationsPerAddress, address);
  if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
  await ctx.rateLimiter.penalize(registrationsPerAddress, address);
}
