import { checkoutStartedSchema, prepaymentInputSchema } from '../contracts/payments.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { beginCheckout } from './begin-checkout.ts';

/**
 * `payment/prepayment`: a member renews, changes package, or a guest buys a first one. Only the
 * package is sent; its price is read here. The checkout page, and the result page after it, open in
 * the language of the page the member is on (its address), so a renewal never changes language
 * midway; a client that does not say gets the account's language (ADR 0034).
 */
export const startCheckout = defineUseCase({
  name: 'payment.prepayment',
  summary: 'Start a card checkout for a membership package; answers the hosted checkout page to open',
  access: 'packages.buy',
  input: prepaymentInputSchema,
  output: checkoutStartedSchema,
  errors: ['recordNotFound', 'packageNotForSale', 'paymentProviderUnavailable'],
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const membershipPackage = await ctx.repositories.membershipPackages.findById(input.membershipPackageId);
    if (!membershipPackage) throw new DomainError('recordNotFound');
    const account = await ctx.repositories.accounts.findById(actor.accountId);
    if (!account) throw new DomainError('unauthorized');
    return beginCheckout(ctx, {
      account,
      membershipPackage,
      purpose: 'renewal',
      locale: input.language ?? account.language,
    });
  },
});
