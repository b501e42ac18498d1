import type { Account } from '../accounts/domain/account.ts';
import type { Language } from '../contracts/language.ts';
import type { CheckoutPurpose, CheckoutStarted } from '../contracts/payments.ts';
import { DomainError } from '../errors/domain-error.ts';
import { isForSale, type MembershipPackage } from '../packages/membership-package.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { checkoutBuyerOf } from './checkout-buyer.ts';

/** Memberships are sold in US dollars (docs/product-rules.md §4). */
export const membershipCurrency = 'USD';

/**
 * Starts a checkout at the provider for `account` to buy `membershipPackage`, at the package's
 * price as the server holds it. The provider is asked first, outside any transaction (a slow
 * provider must not hold a database connection, and the embedded database has only one); the
 * checkout row that `payment/retrieve` settles is written once the provider has given its token.
 */
export async function beginCheckout(
  ctx: UseCaseContext,
  request: {
    readonly account: Account;
    readonly membershipPackage: MembershipPackage;
    readonly purpose: CheckoutPurpose;
    readonly locale: Language;
  },
): Promise<CheckoutStarted> {
  const { account, membershipPackage, purpose, locale } = request;
  if (!isForSale(membershipPackage)) throw new DomainError('packageNotForSale');
  const started = await ctx.paymentGateway.initializeCheckout({
    conversationId: ctx.tokenGenerator.generate().token.slice(0, 32),
    price: membershipPackage.priceUsd,
    currency: membershipCurrency,
    locale,
    item: {
      id: membershipPackage.id,
      name: locale === 'en' ? membershipPackage.nameEn : membershipPackage.nameTr,
      category: 'Membership',
    },
    buyer: await checkoutBuyerOf(ctx, account),
  });
  await ctx.unitOfWork.run(async ({ repositories }) => {
    // Under the package's row lock, so a deletion that runs now either happens first (then the
    // package is gone: 4002) or waits and finds this checkout, and retires the package instead.
    if (!(await repositories.membershipPackages.findByIdForUpdate(membershipPackage.id))) {
      throw new DomainError('recordNotFound');
    }
    await repositories.checkouts.insert({
      token: started.token,
      provider: ctx.paymentGateway.provider,
      accountId: account.id,
      membershipPackageId: membershipPackage.id,
      purpose,
      priceUsd: membershipPackage.priceUsd,
      currency: membershipCurrency,
      locale,
      createdAt: ctx.clock.now(),
    });
  });
  return started;
}
