import type { CheckoutStatus, OrderMethod, PaymentProvider } from '@coach/core/contracts';
import type { Lang, PillTone } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** How an order was paid: by card through a provider, or granted by an administrator. */
export const methodLabels: Record<OrderMethod, MessageDescriptor> = {
  card: msg({ message: 'Card payment', context: 'order method' }),
  manual: msg({ message: 'Granted by hand', context: 'order method' }),
  granted: msg({ message: 'Given free by the programme', context: 'order method' }),
};

export const methodTones: Record<OrderMethod, PillTone> = {
  card: 'info',
  manual: 'neutral',
  granted: 'neutral',
};

/** The payment providers by the names people know them by. */
export const providerLabels: Record<PaymentProvider, MessageDescriptor> = {
  sandbox: msg({ message: 'Test payments (sandbox)', context: 'payment provider' }),
  iyzico: msg({ message: 'iyzico', context: 'payment provider' }),
};

/** Where the card checkout an order settled stands. */
export const checkoutStatusLabels: Record<CheckoutStatus, MessageDescriptor> = {
  pending: msg({ message: 'Waiting for the payment', context: 'checkout status' }),
  paid: msg({ message: 'Paid', context: 'checkout status' }),
  failed: msg({ message: 'Payment failed', context: 'checkout status' }),
  refused: msg({ message: 'Refused by the provider', context: 'checkout status' }),
};

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** An amount kept as decimal text ("49.00") in its currency, in the page's language. Display only. */
export function formatMoney(amount: string, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(Number(amount));
}

/** The package's name in the page's language. */
export const packageNameOf = (item: { packageNameTr: string; packageNameEn: string }, lang: Lang) =>
  lang === 'en' ? item.packageNameEn : item.packageNameTr;
