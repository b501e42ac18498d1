import { z } from 'zod';
import { requiredOr } from './fields.ts';

/**
 * The password rules of the product: 8–128 characters with a lower-case letter, an upper-case
 * letter, a digit and a special character. Unicode classes, so Turkish letters (ç, ğ, İ, ş …)
 * count as letters. The upper bound keeps hashing cost bounded.
 */
export const passwordSchema = z
  .string({ error: requiredOr('invalidType') })
  .min(1, { error: 'required', abort: true })
  .min(8, { error: 'passwordTooShort' })
  .max(128, { error: 'passwordTooLong' })
  .regex(/\p{Ll}/u, { error: 'passwordLowercase' })
  .regex(/\p{Lu}/u, { error: 'passwordUppercase' })
  .regex(/\p{Nd}/u, { error: 'passwordDigit' })
  .regex(/[^\p{L}\p{N}\s]/u, { error: 'passwordSpecial' });

/** A new password typed twice, as on the register and set-password forms. */
export const passwordWithConfirmationSchema = z
  .object({ password: passwordSchema, passwordConfirmation: z.string({ error: requiredOr('invalidType') }) })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'passwordMismatch',
    path: ['passwordConfirmation'],
  });
