import type { Language } from '../../contracts/language.ts';
import type { RetrievedCheckout } from '../../ports/payment-gateway.ts';
import type { Checkout, CheckoutSettlement } from './checkout.ts';

/** A decimal amount ("49.9", "49.90") in cents, read digit by digit: no float touches money. */
export function toCents(amount: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Why a payment the provider took is not turned into a membership. */
export type RefusalReason = 'amount_mismatch' | 'currency_mismatch' | 'payer_not_member';

/** What the payer reads when a payment is refused: the money is refunded by hand. */
const refusalMessages: Readonly<Record<RefusalReason, Record<Language, string>>> = {
  amount_mismatch: {
    tr: 'Ödenen tutar paketin fiyatıyla eşleşmiyor; üyelik eklenmedi. Lütfen bizimle iletişime geçin, ödemeniz iade edilecektir.',
    en: 'The amount paid does not match the package’s price, so no membership was added. Please contact us; your payment will be refunded.',
  },
  currency_mismatch: {
    tr: 'Ödeme paketin para biriminde yapılmadı; üyelik eklenmedi. Lütfen bizimle iletişime geçin, ödemeniz iade edilecektir.',
    en: 'The payment was not made in the package’s currency, so no membership was added. Please contact us; your payment will be refunded.',
  },
  payer_not_member: {
    tr: 'Bu hesap artık bir üyelik alamaz; üyelik eklenmedi. Lütfen bizimle iletişime geçin, ödemeniz iade edilecektir.',
    en: 'This account can no longer hold a membership, so none was added. Please contact us; your payment will be refunded.',
  },
};

/**
 * How a pending checkout ends, given what the provider says (docs/product-rules.md §4: the price always comes
 * from the server's package). A payment is accepted only when it is exactly the price the checkout
 * was started with, in its currency, for an account that may hold a membership (an administrator
 * may have made it a staff account meanwhile); anything else is refused, with the reason kept.
 */
export function decideSettlement(
  checkout: Pick<Checkout, 'priceUsd' | 'currency' | 'locale'>,
  outcome: Exclude<RetrievedCheckout, { status: 'pending' }>,
  at: Date,
  payer: { readonly mayHoldMembership: boolean } = { mayHoldMembership: true },
): CheckoutSettlement {
  if (outcome.status === 'failed') {
    return {
      status: 'failed',
      failureCode: outcome.errorCode,
      failureMessage: outcome.errorMessage,
      providerPaymentId: null,
      settledAt: at,
    };
  }
  const reason: RefusalReason | null =
    outcome.currency.toUpperCase() !== checkout.currency
      ? 'currency_mismatch'
      : toCents(outcome.paidPrice) !== toCents(checkout.priceUsd)
        ? 'amount_mismatch'
        : payer.mayHoldMembership
          ? null
          : 'payer_not_member';
  if (reason) {
    return {
      status: 'refused',
      failureCode: reason,
      failureMessage: refusalMessages[reason][checkout.locale],
      providerPaymentId: outcome.paymentId,
      settledAt: at,
    };
  }
  return {
    status: 'paid',
    failureCode: null,
    failureMessage: null,
    providerPaymentId: outcome.paymentId,
    settledAt: at,
  };
}
