import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages.ts';

/** A value the user left out: absent, null, or only white space. */
function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** Reports a blank value as `required` and anything else as `otherwise`. */
export function requiredOr(otherwise: ValidationMessageKey) {
  return (issue: { input?: unknown }): ValidationMessageKey =>
    isBlank(issue.input) ? 'required' : otherwise;
}

/** A mandatory text field: a missing or blank value reports `required`. */
export function requiredText(maxLength = 200) {
  return z
    .string({ error: requiredOr('invalidType') })
    .refine((value) => value.trim() !== '', { error: 'required', abort: true })
    .max(maxLength, { error: 'tooLong' });
}

/** A mandatory e-mail address. */
export const emailSchema = z.email({ error: requiredOr('email') }).max(254, { error: 'tooLong' });
