import { z } from 'zod';
import { cityNameSchema, clearable } from './account-fields.ts';
import { accountRoleTypeSchema, accountStatusSchema } from './account-value-schemas.ts';
import { accountSortKeys } from './account-values.ts';
import { whenValid } from './accounts.ts';
import { isoDateTimeSchema, listQuerySchema, pageSchema } from './common.ts';
import { startExportInputSchema } from './exports.ts';
import { emailSchema, requiredText } from './fields.ts';
import { languageSchema } from './language.ts';
import { countryIdSchema, stateIdSchema } from './location.ts';
import {
  identityNumberSchema,
  normalizeDocumentNumber,
  passportNumberSchema,
  phoneSchema,
} from './person-fields.ts';
import { reasonTextSchema } from './projects.ts';

/** An account as administrators and salesmen see it. Never the password hash. */
export const accountViewSchema = z
  .object({
    accountId: z.string(),
    name: z.string(),
    surname: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    identityNumber: z.string().nullable(),
    passportNumber: z.string().nullable(),
    countryCode: z.string().nullable(),
    stateCode: z.string().nullable(),
    city: z.string().nullable(),
    accountRoleType: accountRoleTypeSchema,
    status: accountStatusSchema,
    isLocked: z.boolean(),
    languages: z.array(languageSchema),
    /** The language of the mail the account gets. */
    language: languageSchema,
    score: z.int(),
    subscriptionEndDate: isoDateTimeSchema.nullable(),
    membershipPackageId: z.uuid().nullable(),
    lastLoginAt: isoDateTimeSchema.nullable(),
    emailVerified: z.boolean(),
    createdAt: isoDateTimeSchema,
    /** False until the person follows the set-password link. */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'AccountView' });

export type AccountView = z.infer<typeof accountViewSchema>;

/**
 * The accounts list: `search` matches name, surname, e-mail and phone (every word somewhere,
 * ignoring case, Turkish İ/ı included); `role`, `status` and `locked` narrow it. `locked=true` is
 * the administrator's lock (`isLocked`, 4032 at sign-in), not the sign-in throttle's 15 minutes,
 * which locks a sign-in, not an account (product rules §2).
 */
export const accountListQuerySchema = listQuerySchema(accountSortKeys, '-createdAt')
  .extend({
    role: accountRoleTypeSchema.optional(),
    status: accountStatusSchema.optional(),
    // Query strings carry text, hence "true"/"false" (as packages.ts's includeRetired).
    locked: z
      .enum(['true', 'false'], { error: 'invalidValue' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  })
  .meta({ id: 'AccountListQuery' });

export type AccountListQuery = z.input<typeof accountListQuerySchema>;

/**
 * The accounts list's search and filters alone, in a JSON body: what an export of the accounts
 * applies (`locked` a boolean here, where the list's query string carries "true" or "false").
 */
export const accountListFilterSchema = z.object({
  search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
  role: accountRoleTypeSchema.optional(),
  status: accountStatusSchema.optional(),
  locked: z.boolean({ error: 'invalidValue' }).optional(),
});
export type AccountListFilterInput = z.input<typeof accountListFilterSchema>;

/** `POST /api/accounts/excelexports`: the accounts the list's search and filters find, as a file. */
export const startAccountExportInputSchema = startExportInputSchema
  .extend(accountListFilterSchema.shape)
  .meta({ id: 'StartAccountExportInput' });

export const accountPageSchema = pageSchema(accountViewSchema).meta({ id: 'AccountPage' });
export type AccountPage = z.infer<typeof accountPageSchema>;

/** `GET accounts/{id}`. */
export const accountIdParamSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });

/** `DELETE accounts` {accountId}. */
export const accountIdInputSchema = z
  .object({ accountId: z.uuid({ error: 'invalidValue' }) })
  .meta({ id: 'AccountIdInput' });

/**
 * An identity or passport number sent back with a whole record: only compared with the stored one
 * (after the same normalisation), never written, so a stored value of an older format still
 * passes unchanged.
 */
const sentBackNumberSchema = z
  .string({ error: 'invalidType' })
  .max(40, { error: 'tooLong' })
  .nullish()
  .transform((value) => (value === undefined ? undefined : normalizeDocumentNumber(value)));

/**
 * `PUT accounts`: what an administrator may change. A field left out stays as it is; null or blank
 * clears it. The e-mail address never changes, so it is not here, and sending it is refused (4034)
 * rather than silently ignored. The identity and passport numbers are fixed at registration (ADR
 * 0032): forms send the whole record, so the stored value sent back is accepted, and any other is
 * refused with 4089; `accounts/correctidentity` corrects a typo.
 */
export const updateAccountInputSchema = z
  .strictObject({
    accountId: z.uuid({ error: 'invalidValue' }),
    name: requiredText(100).optional(),
    surname: requiredText(100).optional(),
    accountRoleType: accountRoleTypeSchema.optional(),
    phone: clearable(phoneSchema),
    identityNumber: sentBackNumberSchema,
    passportNumber: sentBackNumberSchema,
    countryCode: clearable(countryIdSchema),
    stateCode: clearable(stateIdSchema),
    city: clearable(cityNameSchema),
    languages: z.array(languageSchema).max(2).optional(),
    language: languageSchema.optional(),
    subscriptionEndDate: clearable(isoDateTimeSchema),
    /** The package of the current membership (its coach level decides whether the member may coach). */
    membershipPackageId: clearable(z.uuid({ error: 'invalidValue' })),
  })
  .meta({ id: 'UpdateAccountInput' });

export type UpdateAccountInput = z.input<typeof updateAccountInputSchema>;

/**
 * `POST accounts/correctidentity`: an administrator corrects a mistyped identity document. Exactly
 * one of the two numbers: it replaces what the account holds (the other is cleared), checked like
 * at registration (the T.C. check digits, the passport format), with the reason the member is told.
 */
export const correctIdentityInputSchema = z
  .object({
    accountId: z.uuid({ error: 'invalidValue' }),
    identityNumber: clearable(identityNumberSchema),
    passportNumber: clearable(passportNumberSchema),
    reason: reasonTextSchema,
  })
  .superRefine(
    (value, ctx) => {
      if (value.identityNumber && value.passportNumber) {
        ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: 'identityAndPassport' });
      } else if (!value.identityNumber && !value.passportNumber) {
        for (const path of ['identityNumber', 'passportNumber']) {
          ctx.addIssue({ code: 'custom', path: [path], message: 'identityOrPassportRequired' });
        }
      }
    },
    whenValid('identityNumber', 'passportNumber'),
  )
  .meta({ id: 'CorrectIdentityInput' });

export type CorrectIdentityInput = z.input<typeof correctIdentityInputSchema>;

/** `POST accounts/changeaccess`: passive or active, locked or unlocked; a field left out stays. */
export const changeAccountAccessInputSchema = z
  .object({
    accountId: z.uuid({ error: 'invalidValue' }),
    status: accountStatusSchema.optional(),
    isLocked: z.boolean().optional(),
  })
  .meta({ id: 'ChangeAccountAccessInput' });

/**
 * `POST accounts/isexistaccount`: the registration wizard asks, before payment, whether the e-mail
 * address or the identity number is already in use. Either or both may be asked at once.
 */
export const accountExistsInputSchema = z
  .object({ email: clearable(emailSchema), identityNumber: clearable(identityNumberSchema) })
  .refine((value) => Boolean(value.email || value.identityNumber), {
    path: ['email'],
    error: 'required',
    ...whenValid('email', 'identityNumber'),
  })
  .meta({ id: 'AccountExistsInput' });

export const accountExistsSchema = z.boolean().meta({
  id: 'AccountExists',
  description: 'True when an account uses the e-mail address or the identity number (which one is not told)',
});

/** `GET accountroles`: every role, and whether the caller may give it to an account. */
export const accountRolesSchema = z
  .array(z.object({ accountRoleType: accountRoleTypeSchema, assignable: z.boolean() }))
  .meta({ id: 'AccountRoles' });

export type AccountRoles = z.infer<typeof accountRolesSchema>;
