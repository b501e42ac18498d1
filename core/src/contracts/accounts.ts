import { z } from 'zod';
import { accountRoleTypeSchema } from './account-values.ts';
import { emailSchema, requiredOr, requiredText } from './fields.ts';
import { languageSchema } from './language.ts';
import { passwordSchema } from './password.ts';

/**
 * An account created by an administrator, a salesman or the system (seed, create-admin). Public
 * registration adds identity, address and agreements on top of this in its own schema.
 */
export const createAccountInputSchema = z.object({
  name: requiredText(100),
  surname: requiredText(100),
  email: emailSchema,
  password: passwordSchema,
  accountRoleType: accountRoleTypeSchema,
  languages: z.array(languageSchema).max(2).default([]),
  /** Whether the creator vouches for the e-mail address, so no verification mail is needed. */
  emailVerified: z.boolean().default(false),
  subscriptionEndDate: z.iso.datetime({ offset: true }).nullable().default(null),
});

export type CreateAccountInput = z.input<typeof createAccountInputSchema>;

/** What creating an account answers: enough to address the new account, nothing secret. */
export const createdAccountSchema = z
  .object({
    accountId: z.string(),
    email: z.string(),
    fullName: z.string(),
    accountRoleType: accountRoleTypeSchema,
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
