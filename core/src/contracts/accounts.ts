import { z } from 'zod';
import { cityNameSchema, clearable, lacksIdentityDocument, orNull } from './account-fields.ts';
import { accountRoleTypeSchema } from './account-value-schemas.ts';
import { isoDateTimeSchema } from './common.ts';
import { emailSchema, requiredOr, requiredText } from './fields.ts';
import { languageSchema } from './language.ts';
import { countryIdSchema, stateIdSchema } from './location.ts';
import { passwordSchema } from './password.ts';
import { identityNumberSchema, passportNumberSchema, phoneSchema } from './person-fields.ts';

/**
 * An object-level check runs only on an object whose fields it reads are valid themselves, so that
 * a form shows it next to the other fields' problems rather than after they are fixed.
 */
export function whenValid(...fields: readonly string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      payload.issues.every((issue) => {
        // An issue of the whole value (no path) means there is no object to check.
        const field = issue.path?.[0];
        return field !== undefined && !fields.includes(String(field));
      }),
  };
}

/**
 * An account created by an administrator, a salesman or the system (seed, create-admin, tests).
 * Without a password the person gets a single-use link by mail to choose one. Members (role User)
 * need a T.C. identity number or a passport number, never both; the e-mail address and the
 * identity document never change afterwards (`updateAccountInputSchema`, ADR 0032).
 */
export const createAccountInputSchema = z
  .object({
    name: requiredText(100),
    surname: requiredText(100),
    email: emailSchema,
    password: clearable(passwordSchema),
    accountRoleType: accountRoleTypeSchema,
    /** E.164 once parsed; typed with or without the country code (Turkish without). */
    phone: clearable(phoneSchema),
    /** Turkish citizens: 11 digits with valid check digits. */
    identityNumber: clearable(identityNumberSchema),
    /** Everyone else. */
    passportNumber: clearable(passportNumberSchema),
    /** Checked against the location directory: the state in the country, the city in the state. */
    countryCode: clearable(countryIdSchema),
    stateCode: clearable(stateIdSchema),
    city: clearable(cityNameSchema),
    /** The languages the member coaches and is coached in. */
    languages: z.array(languageSchema).max(2).default([]),
    /** The language of the mail the account gets (the set-password link first). */
    language: languageSchema.default('tr'),
    /**
     * Whether the creator vouches for the e-mail address: heard from the system only (the seed,
     * the CLI). Accounts made in the back office are verified by their member (ADR 0033).
     */
    emailVerified: z.boolean().default(false),
    subscriptionEndDate: clearable(isoDateTimeSchema),
  })
  .superRefine(
    (value, ctx) => {
      const identity = {
        accountRoleType: value.accountRoleType,
        identityNumber: orNull(value.identityNumber),
        passportNumber: orNull(value.passportNumber),
      };
      // A Turkish citizen is known by the identity number only (ADR 0032).
      if (identity.identityNumber && identity.passportNumber) {
        ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: 'identityAndPassport' });
      }
      if (!lacksIdentityDocument(identity)) return;
      // Both fields: the form shows only one of them, depending on citizenship.
      for (const path of ['identityNumber', 'passportNumber']) {
        ctx.addIssue({ code: 'custom', path: [path], message: 'identityOrPassportRequired' });
      }
    },
    whenValid('accountRoleType', 'identityNumber', 'passportNumber'),
  )
  .meta({ id: 'CreateAccountInput' });

export type CreateAccountInput = z.input<typeof createAccountInputSchema>;

/** What creating an account answers: enough to address the new account, nothing secret. */
export const createdAccountSchema = z
  .object({
    accountId: z.string(),
    email: z.string(),
    fullName: z.string(),
    accountRoleType: accountRoleTypeSchema,
    /** True when the account has no password yet and a set-password link was mailed. */
    setPasswordMailed: z.boolean(),
    /** True when it has a password and the verification link was mailed (it signs in once verified). */
    verificationMailed: z.boolean(),
  })
  .meta({ id: 'CreatedAccount' });

export type CreatedAccount = z.infer<typeof createdAccountSchema>;

export const forgotPasswordInputSchema = z
  .object({
    email: emailSchema,
    /** The language of the page that asked: the mail is written in it. */
    language: languageSchema.default('tr'),
  })
  .meta({ id: 'ForgotPasswordInput' });

export const setPasswordInputSchema = z
  .object({
    token: z
      .string({ error: requiredOr('invalidType') })
      .min(1, { error: 'required' })
      .max(200, { error: 'tooLong' }),
    password: passwordSchema,
  })
  .meta({ id: 'SetPasswordInput' });

export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: requiredOr('invalidType') })
      .min(1, { error: 'required' })
      .max(128, { error: 'tooLong' }),
    newPassword: passwordSchema,
  })
  .meta({ id: 'ChangePasswordInput' });
