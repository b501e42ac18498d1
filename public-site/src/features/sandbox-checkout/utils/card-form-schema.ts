import { isCardExpiryCurrent, sandboxPayInputSchema } from '@coach/core/contracts';

/**
 * The card as the page checks it before paying: the sandbox's own schema (Luhn, MM/YY, CVC), and
 * an expiry in the past refused as the server refuses it (`cardExpired` on `expiry`). The check
 * sits on the field itself, so it speaks even while other fields are still empty; a malformed
 * expiry keeps its own message, the first one. The month is read when the check runs, so a page
 * left open over a month end still judges rightly.
 */
export const cardFormSchema = sandboxPayInputSchema.extend({
  expiry: sandboxPayInputSchema.shape.expiry.refine((expiry) => isCardExpiryCurrent(expiry, new Date()), {
    error: 'cardExpired',
  }),
});
