import { z } from 'zod';
import { permissions } from '../accounts/domain/permissions.ts';
import { accountRoleTypeSchema, themeModeSchema, themePackSchema } from './account-values.ts';
import { isoDateTimeSchema } from './common.ts';
import { emailSchema, requiredOr } from './fields.ts';
import { identityTicketSchema } from './identities.ts';
import { languageSchema } from './language.ts';

/**
 * Sign-in input. The password is only checked for presence: the rules of `passwordSchema` apply
 * when a password is set, and must not lock out accounts whose password predates a rule change.
 */
export const loginInputSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: requiredOr('invalidType') })
      .min(1, { error: 'required' })
      .max(128, { error: 'tooLong' }),
    /**
     * A `linkWithPassword` ticket of `auth/oauth/ticket`: when the password is right, the provider
     * account it names is linked to this account (ADR 0023).
     */
    identityTicket: identityTicketSchema.optional(),
  })
  .meta({ id: 'LoginInput' });

export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResultSchema = z
  .object({
    token: z.string().meta({ description: 'Opaque bearer token; send it as `Authorization: Bearer …`' }),
    expiresIn: z.literal(1800).meta({ description: 'Seconds of idleness after which the token ends' }),
  })
  .meta({ id: 'LoginResult' });

export type LoginResult = z.infer<typeof loginResultSchema>;

export const badgeReferenceSchema = z
  .object({ accountBadgeId: z.string(), nameTr: z.string(), nameEn: z.string() })
  .nullable()
  .meta({ description: "The badge whose score range contains the account's score" });

/** What the front end knows about the signed-in person (see docs/runtime-contract.md). */
export const currentUserSchema = z
  .object({
    accountId: z.string(),
    name: z.string(),
    surname: z.string(),
    fullName: z.string(),
    email: z.string(),
    accountRoleType: accountRoleTypeSchema,
    permissions: z.array(z.enum(permissions)),
    score: z.int(),
    badge: badgeReferenceSchema,
    themePack: themePackSchema,
    /** Light, dark or the device's choice; the front end applies it after sign-in. */
    themeMode: themeModeSchema,
    languages: z.array(languageSchema),
    subscriptionEndDate: isoDateTimeSchema.nullable(),
    profilePhotoPath: z.string().nullable(),
  })
  .meta({ id: 'CurrentUser' });

export type CurrentUser = z.infer<typeof currentUserSchema>;
