import type { Language } from '@coach/core';

/** Why the sandbox refused a payment: its own codes, as a real provider has its own. */
export type SandboxErrorCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'unknown_test_card'
  | 'checkout_expired';

/**
 * The sandbox's messages, in the checkout's language, as a real provider answers them: the payer
 * reads them on the result page, so they say what to do next.
 */
const messages: Record<SandboxErrorCode, Record<Language, string>> = {
  card_declined: { tr: 'Kart reddedildi.', en: 'The card was declined.' },
  insufficient_funds: { tr: 'Yetersiz bakiye.', en: 'Insufficient funds.' },
  unknown_test_card: {
    tr: 'Bu kart bir test kartı değil. Ödeme sayfasında listelenen test kartlarından birini kullanın.',
    en: 'This card is not a test card. Use one of the test cards listed on the payment page.',
  },
  checkout_expired: {
    tr: 'Ödeme süresi doldu. Lütfen ödemeyi yeniden deneyin.',
    en: 'The payment session has expired. Please try the payment again.',
  },
};

export function sandboxErrorMessage(code: SandboxErrorCode, language: Language): string {
  return messages[code][language];
}

export function isSandboxErrorCode(code: string | null): code is SandboxErrorCode {
  return code !== null && Object.hasOwn(messages, code);
}
