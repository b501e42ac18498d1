import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { z } from 'zod';
import { requiredOr } from './fields.ts';

/**
 * Whether an 11-digit T.C. identity number passes its two check digits: the 10th is
 * ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10, the 11th the sum of the first ten mod 10; the first
 * digit is never 0.
 */
export function isValidTurkishIdentityNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sumAt = (positions: readonly number[]) =>
    positions.reduce((sum, position) => sum + (digits[position] ?? 0), 0);
  const odd = sumAt([0, 2, 4, 6, 8]);
  const even = sumAt([1, 3, 5, 7]);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = sumAt([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) % 10;
  return digits[9] === tenth && digits[10] === eleventh;
}

/** A T.C. identity number: 11 digits with valid check digits (spaces are ignored). */
export const identityNumberSchema = z
  .string({ error: requiredOr('invalidType') })
  .transform((value) => value.replace(/\s+/g, ''))
  .refine(isValidTurkishIdentityNumber, { error: 'identityNumberInvalid' });

/**
 * An identity or passport number as stored and compared: without spaces, upper-cased (passport
 * numbers are unique in this form, ADR 0032); blank is null. T.C. numbers are digits, so unchanged.
 */
export function normalizeDocumentNumber(value: string | null): string | null {
  return value?.replace(/\s+/g, '').toUpperCase() || null;
}

/** A passport number of a non-citizen: letters and digits, upper-cased. */
export const passportNumberSchema = z
  .string({ error: requiredOr('invalidType') })
  .transform((value) => normalizeDocumentNumber(value) ?? '')
  .refine((value) => /^[A-Z0-9]{5,20}$/.test(value), { error: 'passportNumberInvalid' });

/**
 * A phone number with its country code, checked with libphonenumber's full metadata and stored in
 * E.164 (`+905321234567`). Without a leading + the number is read as Turkish.
 */
export const phoneSchema = z
  .string({ error: requiredOr('invalidType') })
  .trim()
  .max(30, { error: 'phoneInvalid' })
  .refine((value) => isValidPhoneNumber(value, 'TR'), { error: 'phoneInvalid' })
  .transform((value) => parsePhoneNumberWithError(value, 'TR').number);

/** Optional text that arrives blank from forms: blank becomes null. */
export function optionalText(maxLength: number) {
  return z
    .string({ error: 'invalidType' })
    .trim()
    .max(maxLength, { error: 'tooLong' })
    .nullish()
    .transform((value) => (value ? value : null));
}
