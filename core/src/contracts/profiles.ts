import { z } from 'zod';
import { accountRoleTypeSchema, themeModeSchema, themePackSchema } from './account-value-schemas.ts';
import { changePasswordInputSchema } from './accounts.ts';
import { isoDateTimeSchema, listQuerySchema, pageSchema } from './common.ts';
import { requiredOr } from './fields.ts';
import { uploadedFileSchema } from './files.ts';
import { languageSchema } from './language.ts';
import { countryIdSchema, placeSchema, stateIdSchema } from './location.ts';
import { optionalText, phoneSchema } from './person-fields.ts';
import { badgeReferenceSchema } from './session.ts';

// Member profiles (docs/product-rules.md §3): what a member keeps about themselves,
// and the public part other members see in the users list and on a profile page.

export const maxBioLength = 1000;
export const maxAddressLength = 500;
export const maxCityLength = 100;

/** An optional value that forms send blank: blank or absent becomes null, anything else must pass `schema`. */
function blankAsNull<Output>(schema: z.ZodType<Output, string>) {
  return z
    .string({ error: 'invalidType' })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(schema.nullable());
}

/**
 * The coaching languages: each at most once, in a fixed order. Members need at least one (a
 * request must share a language with its partner); the use case checks that, since guests may
 * have none.
 */
export const coachingLanguagesSchema = z
  .array(languageSchema, { error: 'invalidType' })
  .max(2, { error: 'invalidValue' })
  .transform((values) => languageOrder.filter((language) => values.includes(language)));
const languageOrder = languageSchema.options;

/** A member's coaching languages: at least one. Guests and staff may have none. */
export const memberLanguagesSchema = coachingLanguagesSchema.refine((values) => values.length > 0, {
  error: 'languagesRequired',
});

/**
 * A member's own changes to their profile. E-mail, identity and passport number never change
 * here (docs/product-rules.md §3); name and role are an administrator's. Sending any of them is
 * refused (4034, `unknownField`) rather than silently ignored. The place is checked against the
 * location data by the use case (`locationInvalid` on the field that does not fit).
 */
export const updateOwnProfileInputSchema = z
  .strictObject({
    bio: optionalText(maxBioLength),
    address: optionalText(maxAddressLength),
    /** E.164 after parsing; blank removes it. */
    phone: blankAsNull(phoneSchema),
    countryCode: blankAsNull(countryIdSchema),
    stateCode: blankAsNull(stateIdSchema),
    city: optionalText(maxCityLength),
    languages: coachingLanguagesSchema,
    /** The language of the mail the account receives. */
    language: languageSchema,
  })
  .meta({ id: 'UpdateOwnProfileInput' });
export type UpdateOwnProfileInput = z.input<typeof updateOwnProfileInputSchema>;

/** Everything the signed-in person may see and keep about themselves (settings → profile). */
export const ownProfileSchema = z
  .object({
    accountId: z.string(),
    name: z.string(),
    surname: z.string(),
    fullName: z.string(),
    email: z.string(),
    accountRoleType: accountRoleTypeSchema,
    phone: z.string().nullable(),
    identityNumber: z.string().nullable(),
    passportNumber: z.string().nullable(),
    address: z.string().nullable(),
    bio: z.string().nullable(),
    place: placeSchema,
    languages: z.array(languageSchema),
    language: languageSchema,
    themePack: themePackSchema,
    themeMode: themeModeSchema,
    profilePhotoPath: z.string().nullable(),
    score: z.int(),
    badge: badgeReferenceSchema,
    subscriptionEndDate: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * What one member may see of another: no e-mail, phone, identity or passport number, address,
 * score or membership. The badge is shown (it is earned in public); the exact score is not.
 */
export const publicProfileSchema = z
  .object({
    accountId: z.string(),
    name: z.string(),
    surname: z.string(),
    fullName: z.string(),
    profilePhotoPath: z.string().nullable(),
    bio: z.string().nullable(),
    place: placeSchema,
    languages: z.array(languageSchema),
    badge: badgeReferenceSchema,
    memberSince: isoDateTimeSchema,
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileInputSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });

export const memberDirectorySortKeys = ['name', 'surname', 'memberSince'] as const;
export type MemberDirectorySortKey = (typeof memberDirectorySortKeys)[number];

/**
 * The users list (`/user/users`): active members only, searchable by name, filtered by a coaching
 * language and by a badge, sorted by name unless told.
 */
export const memberDirectoryQuerySchema = listQuerySchema(memberDirectorySortKeys, 'name')
  .extend({
    language: languageSchema.optional(),
    badgeId: z.uuid({ error: 'invalidValue' }).optional(),
  })
  .meta({ id: 'MemberDirectoryQuery' });
export type MemberDirectoryQuery = z.input<typeof memberDirectoryQuerySchema>;

export const memberDirectoryPageSchema = pageSchema(publicProfileSchema).meta({ id: 'MemberDirectoryPage' });
export type MemberDirectoryPage = z.infer<typeof memberDirectoryPageSchema>;

/** The largest picture a member may upload (2 MB); larger bodies are refused while they stream. */
export const maxAvatarUploadBytes = 2 * 1024 * 1024;

/** The kinds of picture an avatar may be made from, by the type detected from its content. */
export const avatarSourceTypes = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
} as const;

/** A new profile photo (multipart field `file`). */
export const changeAvatarInputSchema = z.object({ file: uploadedFileSchema });

/** Where the stored photo now is: a versioned URL, so browsers may keep each version for good. */
export const avatarPathSchema = z
  .object({ profilePhotoPath: z.string().nullable() })
  .meta({ id: 'AvatarPath' });

export const avatarInputSchema = z.object({ accountId: z.uuid({ error: 'invalidValue' }) });

/** The colours of the interface: asked for by `changetheme`, and answered back. */
export const changeThemeInputSchema = z
  .object({
    themePack: themePackSchema.meta({ description: 'Colour set theme1–theme5' }),
    themeMode: themeModeSchema.meta({ description: 'light, dark, or follow the device (system)' }),
  })
  .meta({ id: 'ThemeChoice' });
export type ChangeThemeInput = z.input<typeof changeThemeInputSchema>;

/**
 * The member's one language (ADR 0034): their mail is written in it; asked for by `changelanguage`,
 * and answered back. Pages follow their address, not this.
 */
export const changeLanguageInputSchema = z
  .object({
    language: languageSchema.meta({
      description: "The member's language: the one mail to this account is written in",
    }),
  })
  .meta({ id: 'LanguageChoice' });

/**
 * Settings → password: the server's change-password input, with the new password typed twice
 * (checked in the browser only; the server takes the two fields of `changePasswordInputSchema`).
 */
export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ newPasswordConfirmation: z.string({ error: requiredOr('invalidType') }) })
  .refine((value) => value.newPassword === value.newPasswordConfirmation, {
    error: 'passwordMismatch',
    path: ['newPasswordConfirmation'],
  });
