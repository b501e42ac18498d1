import { z } from 'zod';
import { requiredOr } from './fields.ts';
import { languageSchema } from './language.ts';

/** The kinds of file "download my data" writes: the same data as JSON or as an .xlsx workbook. */
export const personalDataFormats = ['json', 'xlsx'] as const;
export const jsonContentType = 'application/json; charset=utf-8';

/** `GET accounts/mydata?format=&language=`: the language names the sheets and the file. */
export const personalDataQuerySchema = z
  .object({ format: z.enum(personalDataFormats).default('json'), language: languageSchema.default('tr') })
  .meta({ id: 'PersonalDataQuery' });

/** `POST accounts/requestdeletion`: the password, when the account has one. */
export const accountDeletionRequestInputSchema = z
  .object({
    /** Left out (or empty) by an account that signs in only through another service. */
    password: z
      .string({ error: requiredOr('invalidType') })
      .max(128, { error: 'tooLong' })
      .optional(),
    /** The language of the page that asked: the mail is written in it. */
    language: languageSchema.default('tr'),
  })
  .meta({ id: 'AccountDeletionRequestInput' });

/** `POST accounts/confirmdeletion`: the token of the mail's link. */
export const accountDeletionConfirmInputSchema = z
  .object({
    token: z
      .string({ error: requiredOr('invalidType') })
      .min(1, { error: 'required' })
      .max(200, { error: 'tooLong' }),
  })
  .meta({ id: 'AccountDeletionConfirmInput' });

/** Where the mail went, so the page can say so. */
export const accountDeletionRequestedSchema = z
  .object({ email: z.string(), expiresInMinutes: z.int() })
  .meta({ id: 'AccountDeletionRequested' });
