import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr } from './fields.ts';
import { languageSchema } from './language.ts';
import { loginResultSchema } from './session.ts';

/**
 * Signing in with another service (issue 11, ADR 0023): Google, Microsoft (Entra ID), LinkedIn
 * and one generic OpenID Connect issuer (`oidc`, e.g. a coaching school's own identity server).
 * Each is enabled only when its client ID and secret are configured.
 */
export const identityProviderIds = ['google', 'microsoft', 'linkedin', 'oidc'] as const;
export const identityProviderSchema = z.enum(identityProviderIds, { error: requiredOr('invalidChoice') });
export type IdentityProviderId = (typeof identityProviderIds)[number];

/** An enabled provider as the login page and the settings show it. */
export const identityProviderInfoSchema = z
  .object({
    provider: identityProviderSchema,
    /** The button's name: the provider's brand, or OIDC_LABEL for the generic issuer. */
    label: z.string(),
  })
  .meta({ id: 'IdentityProviderInfo' });
export type IdentityProviderInfo = z.infer<typeof identityProviderInfoSchema>;

export const identityProviderListSchema = z
  .array(identityProviderInfoSchema)
  .meta({ id: 'IdentityProviderList' });

/** Why the browser goes to the provider: to sign in (or join), or to link it to the signed-in account. */
export const identityIntents = ['signIn', 'link'] as const;
export type IdentityIntent = (typeof identityIntents)[number];

export const startIdentityFlowInputSchema = z
  .object({
    provider: identityProviderSchema,
    intent: z.enum(identityIntents, { error: requiredOr('invalidChoice') }).default('signIn'),
    /** The language of the page the browser comes back to. */
    language: languageSchema.default('tr'),
  })
  .meta({ id: 'StartIdentityFlowInput' });
export type StartIdentityFlowInput = z.input<typeof startIdentityFlowInputSchema>;

export const identityFlowStartedSchema = z
  .object({
    authorizationUrl: z.url().meta({ description: "The provider's sign-in page: send the browser there" }),
  })
  .meta({ id: 'IdentityFlowStarted' });

/**
 * The single-use ticket the callback leaves in the address of the page it sends the browser to
 * (`?identity=…`): the page redeems it for the outcome. Never a session token in an address.
 */
export const identityTicketSchema = z
  .string({ error: requiredOr('invalidType') })
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong' });

export const redeemIdentityTicketInputSchema = z
  .object({ ticket: identityTicketSchema })
  .meta({ id: 'RedeemIdentityTicketInput' });

/** Name and e-mail from the provider: what the registration wizard fills in. */
export const providerProfileSchema = z
  .object({
    provider: identityProviderSchema,
    email: z.string(),
    name: z.string(),
    surname: z.string(),
  })
  .meta({ id: 'ProviderProfile' });
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/**
 * What a ticket leads to. A refusal (wrong state, passive account …) is not an outcome: redeeming
 * its ticket answers the catalogue error, in the caller's language.
 */
export const identityOutcomeSchema = z
  .discriminatedUnion('kind', [
    // A session, as `auth/login` opens it: the token and who signed in.
    z.object({ kind: z.literal('signedIn'), ...loginResultSchema.shape }),
    z.object({
      kind: z.literal('register'),
      /** Send it with `auth/register` as `identityTicket`: the new account is linked to the provider. */
      ticket: z.string(),
      profile: providerProfileSchema,
    }),
    z.object({
      kind: z.literal('linkWithPassword'),
      /** Send it with `auth/login` as `identityTicket`: the right password links the provider. */
      ticket: z.string(),
      provider: identityProviderSchema,
      email: z.string(),
    }),
    z.object({ kind: z.literal('linked'), provider: identityProviderSchema }),
  ])
  .meta({ id: 'IdentityOutcome' });
export type IdentityOutcome = z.infer<typeof identityOutcomeSchema>;

export const linkedIdentitySchema = z
  .object({
    provider: identityProviderSchema,
    /** The provider account's e-mail when it was linked, to tell two accounts apart. */
    email: z.string().nullable(),
    linkedAt: isoDateTimeSchema,
    lastSignInAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'LinkedIdentity' });
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

/** `/user/settings`, sign-in methods: what is linked, what can be, and whether a password is set. */
export const signInMethodsSchema = z
  .object({
    hasPassword: z.boolean(),
    linked: z.array(linkedIdentitySchema),
    available: identityProviderListSchema,
  })
  .meta({ id: 'SignInMethods' });
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const unlinkIdentityInputSchema = z
  .object({ provider: identityProviderSchema })
  .meta({ id: 'UnlinkIdentityInput' });
