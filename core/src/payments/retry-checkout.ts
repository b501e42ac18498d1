import { checkoutRetryInputSchema, checkoutStartedSchema } from '../contracts/payments.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { beginCheckout } from './begin-checkout.ts';
import { settleCheckout } from './settle-checkout.ts';

/**
 * "Try again" on the result page of a failed payment: a new checkout for the same account, in the
 * result page's language (the failed checkout's when not given), for the same package or another
 * one on sale. Only a failed or refused checkout may be retried (4063): a paid one is done, and a
 * pending one may still be paid, which would charge twice.
 */
export const retryCheckout = defineUseCase({
  name: 'payment.retry',
  summary: 'Start a new checkout after a failed payment, for the same package or another one',
  access: 'public',
  input: checkoutRetryInputSchema,
  output: checkoutStartedSchema,
  errors: ['recordNotFound', 'packageNotForSale', 'paymentNotRetryable', 'paymentProviderUnavailable'],
  async run({ ctx, input }) {
    const checkout = await settleCheckout(ctx, input.token);
    if (checkout.status !== 'failed' && checkout.status !== 'refused') {
      throw new DomainError('paymentNotRetryable');
    }
    const [account, membershipPackage] = await Promise.all([
      ctx.repositories.accounts.findById(checkout.accountId),
      ctx.repositories.membershipPackages.findById(input.membershipPackageId ?? checkout.membershipPackageId),
    ]);
    if (!account || !membershipPackage) throw new DomainError('recordNotFound');
    return beginCheckout(ctx, {
      account,
      membershipPackage,
      purpose: checkout.purpose,
      locale: input.language ?? checkout.locale,
    });
  },
});
