import { z } from 'zod';
import { permissions } from '../accounts/domain/permissions.ts';
import { accountRoleTypeSchema, themeModeSchema, themePackSchema } from './account-value-schemas.ts';
import { isoDateTimeSchema } from './common.ts';
import { languageSchema } from './language.ts';

// What a session is to the front end: who is signed in (`auth/userinfo`), and what opening a
// session answers (`auth/login`, a provider's ticket). Apart from auth.ts, which imports the
// identity contracts: those import the session from here.

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
    pages: z.array(z.string()).meta({
      description:
        'The member and administration pages this account may open, named as their address below the language root with the parameters as declared (`user/users`, `admin/profile/:accountId`): those whose call the account may make',
    }),
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

/**
 * A session just opened. The user comes with the token, as `auth/userinfo` would answer it: the
 * page can go on to where the user may go at once, and start that page's calls, instead of asking
 * who signed in first, one round trip more on a phone's network (ADR 0026).
 */
export const loginResultSchema = z
  .object({
    token: z.string().meta({ description: 'Opaque bearer token; send it as `Authorization: Bearer …`' }),
    expiresIn: z.literal(1800).meta({ description: 'Seconds of idleness after which the token ends' }),
    /** Who signed in, as `auth/userinfo` answers it. */
    user: currentUserSchema,
  })
  .meta({ id: 'LoginResult' });

export type LoginResult = z.infer<typeof loginResultSchema>;
