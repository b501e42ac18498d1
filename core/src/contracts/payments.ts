import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr } from './fields.ts';
import { languageSchema } from './language.ts';

export const paymentProviders = ['sandbox', 'iyzico'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const checkoutStatuses = ['pending', 'paid', 'failed', 'refused'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** Why a checkout began: a new member's registration or a member's renewal (or a guest's first package). */
export const checkoutPurposes = ['registration', 'renewal'] as const;
export type CheckoutPurpose = (typeof checkoutPurposes)[number];

/** A checkout token as the provider gave it; opaque. */
const checkoutTokenSchema = z
  .string({ error: requiredOr('invalidType') })
  .trim()
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong' });

/**
 * The language of the page the payer is on (its address: `/en…` or not): the checkout page and the
 * result page follow it, not the account's language (ADR 0034).
 */
const pageLanguageSchema = languageSchema.meta({
  description: 'The language of the page the payer is on; the checkout and result pages keep it',
});

/** `payment/prepayment`: the package to buy; its price is read on the server, never sent. */
export const prepaymentInputSchema = z
  .object({
    membershipPackageId: z.uuid({ error: 'invalidValue' }),
    /** Without it, the account's language (a client that does not say). */
    language: pageLanguageSchema.optional(),
  })
  .meta({ id: 'PrepaymentInput' });

/** Where to send the payer: the provider's hosted checkout page. */
export const checkoutStartedSchema = z
  .object({ token: z.string(), checkoutUrl: z.string() })
  .meta({ id: 'CheckoutStarted' });
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

/** `payment/retrieve` and `payment/retry`: the checkout's token (it is its own proof of ownership). */
export const checkoutTokenInputSchema = z
  .object({ token: checkoutTokenSchema })
  .meta({ id: 'CheckoutTokenInput' });

/**
 * `payment/retry`: the failed checkout's token, and optionally another package on sale to try
 * instead (a visitor whose registration payment failed chooses again without registering again).
 */
export const checkoutRetryInputSchema = checkoutTokenInputSchema
  .extend({
    membershipPackageId: z.uuid({ error: 'invalidValue' }).optional(),
    /** Without it, the failed checkout's language. */
    language: pageLanguageSchema.optional(),
  })
  .meta({ id: 'CheckoutRetryInput' });

/**
 * The outcome of a checkout, as the result page shows it. Asking again gives the same answer and
 * changes nothing.
 */
export const checkoutResultSchema = z
  .object({
    token: z.string(),
    status: z.enum(checkoutStatuses),
    purpose: z.enum(checkoutPurposes),
    membershipPackage: z.object({
      membershipPackageId: z.uuid(),
      code: z.string(),
      nameTr: z.string(),
      nameEn: z.string(),
      periodMonths: z.int(),
      coachLevel: z.boolean(),
    }),
    priceUsd: z.string(),
    currency: z.string(),
    /** When paid: the order and the membership's new end date. */
    order: z.object({ orderNumber: z.int(), subscriptionEndDate: isoDateTimeSchema }).nullable(),
    /** When failed or refused: the provider's code and message (in the checkout's language), or our reason. */
    failure: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** False after a registration's payment: the member must follow the verification mail before signing in. */
    emailVerified: z.boolean(),
    /** The payer's address, masked (a•••@example.com): enough to say where the mail went. */
    maskedEmail: z.string(),
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

// --- The built-in sandbox provider (PAYMENT_PROVIDER=sandbox): its hosted checkout page ---

/** Luhn's checksum, which every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** What the sandbox does with a test card. */
export const sandboxCardOutcomes = ['success', 'declined', 'insufficient_funds'] as const;
export type SandboxCardOutcome = (typeof sandboxCardOutcomes)[number];

/** The test cards the sandbox knows, listed on its page; any other valid number is declined. */
export const sandboxTestCards: readonly { readonly number: string; readonly outcome: SandboxCardOutcome }[] =
  [
    { number: '5528790000000008', outcome: 'success' },
    { number: '4242424242424242', outcome: 'success' },
    { number: '4000000000000002', outcome: 'declined' },
    { number: '4000000000009995', outcome: 'insufficient_funds' },
  ];

/** A card as typed on a hosted checkout page; the number and expiry are checked as a real page checks them. */
export const sandboxPayInputSchema = z
  .object({
    cardHolderName: z
      .string({ error: requiredOr('invalidType') })
      .trim()
      .min(1, { error: 'required' })
      .max(100, { error: 'tooLong' }),
    cardNumber: z
      .string({ error: requiredOr('invalidType') })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, { error: 'required', abort: true })
          .regex(/^\d{12,19}$/, { error: 'cardNumberInvalid', abort: true })
          .refine(passesLuhn, { error: 'cardNumberInvalid' }),
      ),
    /** MM/YY, as printed on the card. */
    expiry: z
      .string({ error: requiredOr('invalidType') })
      .trim()
      .min(1, { error: 'required', abort: true })
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'cardExpiryInvalid' }),
    cvc: z
      .string({ error: requiredOr('invalidType') })
      .trim()
      .min(1, { error: 'required', abort: true })
      .regex(/^\d{3,4}$/, { error: 'cardCvcInvalid' }),
  })
  .meta({ id: 'SandboxPayInput' });
export type SandboxPayInput = z.input<typeof sandboxPayInputSchema>;

/** Whether an MM/YY expiry is this month or later (a card is valid to the end of its month). */
export function isCardExpiryCurrent(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/**
 * What the sandbox's hosted page shows: who is paid, for what, how much. Nothing of the payer: the
 * token is the only key to the page, and a link or a screenshot travels (ADR 0033).
 */
export const sandboxCheckoutSchema = z
  .object({
    token: z.string(),
    merchantName: z.string(),
    itemName: z.string(),
    price: z.string(),
    currency: z.string(),
    locale: z.enum(['tr', 'en']),
    status: z.enum(['open', 'paid', 'failed']),
    expiresAt: isoDateTimeSchema,
    /** Where the page posts `token` when the payment is done, like a real provider's form. */
    callbackUrl: z.string(),
  })
  .meta({ id: 'SandboxCheckout' });
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** The sandbox's answer to a card: the page then posts the token to `callbackUrl`. */
export const sandboxPayResultSchema = z
  .object({
    status: z.enum(['paid', 'failed']),
    errorCode: z.string().nullable(),
    errorMessage: z.string().nullable(),
    callbackUrl: z.string(),
  })
  .meta({ id: 'SandboxPayResult' });
