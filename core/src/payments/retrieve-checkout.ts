import { checkoutResultSchema, checkoutTokenInputSchema } from '../contracts/payments.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { checkoutResultOf } from './checkout-result.ts';
import { settleCheckout } from './settle-checkout.ts';

/**
 * `payment/retrieve`: the outcome of a checkout, settling it on first sight. Public: the result
 * page may be opened by a visitor who just registered, and the provider's token, unguessable and
 * known only to the payer, is the proof. Refreshing the page asks again and creates nothing.
 */
export const retrieveCheckout = defineUseCase({
  name: 'payment.retrieve',
  summary: 'The outcome of a card checkout by its token; settles it once (idempotent)',
  access: 'public',
  input: checkoutTokenInputSchema,
  output: checkoutResultSchema,
  errors: ['recordNotFound', 'paymentProviderUnavailable'],
  async run({ ctx, input }) {
    return checkoutResultOf(ctx, await settleCheckout(ctx, input.token));
  },
});
