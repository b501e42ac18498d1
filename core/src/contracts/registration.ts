import { z } from 'zod';
import { cityNameSchema } from './account-fields.ts';
import { whenValid } from './accounts.ts';
import { emailSchema, requiredOr, requiredText } from './fields.ts';
import { identityTicketSchema } from './identities.ts';
import { languageSchema } from './language.ts';
import { countryIdSchema, stateIdSchema } from './location.ts';
import { passwordSchema } from './password.ts';
import { checkoutStartedSchema } from './payments.ts';
import { identityNumberSchema, passportNumberSchema, phoneSchema } from './person-fields.ts';

/**
 * The registration wizard (docs/product-rules.md §4): package → personal data →
 * confirm → pay. Each step's fields are a schema of their own, so the browser checks a step before
 * moving on; `registerInputSchema` joins them and is what `auth/register` checks again.
 */
export const registrationPackageStepSchema = z.object({
  membershipPackageId: z.uuid({ error: requiredOr('invalidChoice') }),
});

/** Turkish citizens give their T.C. identity number, everyone else a passport number. */
const identityFields = {
  turkishCitizen: z.boolean({ error: 'invalidType' }),
  identityNumber: identityNumberSchema.optional(),
  passportNumber: passportNumberSchema.optional(),
};

export const registrationPersonalFieldsSchema = z.object({
  name: requiredText(100).transform((value) => value.trim()),
  surname: requiredText(100).transform((value) => value.trim()),
  email: emailSchema,
  /** Optional only with an `identityTicket`: the provider is then the way in (a password can follow). */
  password: passwordSchema.optional(),
  passwordConfirmation: z.string({ error: requiredOr('invalidType') }).optional(),
  /**
   * A `register` ticket of `auth/oauth/ticket` (ADR 0023): the new account is linked to that
   * provider account, its e-mail must be the provider's, and no password is needed.
   */
  identityTicket: identityTicketSchema.optional(),
  ...identityFields,
  /** With its country code; stored in E.164. */
  phone: phoneSchema,
  countryCode: z
    .string({ error: requiredOr('invalidType') })
    .min(1, { error: 'required', abort: true })
    .pipe(countryIdSchema),
  stateCode: stateIdSchema,
  city: cityNameSchema.min(1, { error: 'required' }),
  /** The languages the member coaches and is coached in: at least one. */
  languages: z
    .array(languageSchema, { error: 'languagesRequired' })
    .min(1, { error: 'languagesRequired' })
    .max(2),
});

type PersonalFields = z.output<typeof registrationPersonalFieldsSchema>;

/** The checks across fields of the personal step: the document of the citizenship, the repeated password. */
function checkPersonalFields(value: PersonalFields, ctx: z.core.$RefinementCtx<PersonalFields>) {
  if (value.turkishCitizen && !value.identityNumber) {
    ctx.addIssue({ code: 'custom', path: ['identityNumber'], message: 'required' });
  }
  if (!value.turkishCitizen && !value.passportNumber) {
    ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: 'required' });
  }
  if (!value.identityTicket && !value.password) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'required' });
  }
  if (value.password && !value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'required' });
  } else if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'passwordMismatch' });
  }
}

const personalChecks = whenValid(
  'turkishCitizen',
  'identityNumber',
  'passportNumber',
  'password',
  'passwordConfirmation',
  'identityTicket',
);

export const registrationPersonalStepSchema = registrationPersonalFieldsSchema.superRefine(
  checkPersonalFields,
  personalChecks,
);

const registrationConsentFieldsSchema = z.object({
  acceptTerms: z.literal(true, { error: 'mustAccept' }),
  acceptDataProtection: z.literal(true, { error: 'mustAccept' }),
  /** The terms set the minimum age at 18 (docs/product-rules.md §4). */
  confirmAdult: z.literal(true, { error: 'mustAccept' }),
});
export const registrationConsentStepSchema = registrationConsentFieldsSchema;

/** `auth/register`: every step at once, and the language of the page: it becomes the member's language. */
export const registerInputSchema = registrationPackageStepSchema
  .extend(registrationPersonalFieldsSchema.shape)
  .extend(registrationConsentFieldsSchema.shape)
  .extend({ language: languageSchema.default('tr') })
  .superRefine(checkPersonalFields, personalChecks)
  .meta({ id: 'RegisterInput' });
export type RegisterInput = z.input<typeof registerInputSchema>;

/** The new (pending) account and the checkout to send the visitor to. */
export const registeredSchema = checkoutStartedSchema
  .extend({ accountId: z.string() })
  .meta({ id: 'Registered' });

export const verifyEmailInputSchema = z
  .object({
    token: z
      .string({ error: requiredOr('invalidType') })
      .min(1, { error: 'required' })
      .max(200, { error: 'tooLong' }),
  })
  .meta({ id: 'VerifyEmailInput' });

export const verifiedEmailSchema = z.object({ email: z.string() }).meta({ id: 'VerifiedEmail' });

/** Asks for a new verification link; the answer never says whether the address is known. */
export const resendVerificationInputSchema = z
  .object({ email: emailSchema, language: languageSchema.default('tr') })
  .meta({ id: 'ResendVerificationInput' });
