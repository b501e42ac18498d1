import type { IdentityIntent, IdentityProviderId } from '../../contracts/identities.ts';
import type { Language } from '../../contracts/language.ts';
import type { CatalogueKey } from '../../errors/catalogue.ts';

/**
 * One trip to a provider and back (ADR 0023). Started by `auth/oauth/start`, it is kept for ten
 * minutes under the hash of its `state`, and used once by the callback. Only hashes of the state
 * and of the browser binding (an HttpOnly cookie set with the start) are stored; the PKCE verifier
 * and the nonce stay server-side, so the browser never holds them.
 */
export interface IdentityFlow {
  readonly stateHash: string;
  /** Hash of the cookie set in the browser that started the flow: a callback from another browser is refused. */
  readonly browserBindingHash: string;
  readonly provider: IdentityProviderId;
  readonly intent: IdentityIntent;
  /** The signed-in account that links the provider (intent `link`); null when signing in. */
  readonly accountId: string | null;
  readonly codeVerifier: string;
  readonly nonce: string;
  /** The language of the page the browser returns to. */
  readonly language: Language;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export const identityFlowMinutes = 10;

/** What the provider told about the person, once its ID token checked out. */
export interface ProviderIdentity {
  readonly subject: string;
  /** Null when the provider gave none. */
  readonly email: string | null;
  /** Whether the provider vouches that the person controls `email`. */
  readonly emailVerified: boolean;
  readonly name: string;
  readonly surname: string;
}

/**
 * What the callback decided, kept under the hash of a single-use ticket that travels in the
 * address of the page the browser returns to; the page redeems it (`auth/oauth/ticket`).
 * - `signIn`: the linked account may sign in; redeeming opens its session.
 * - `register`: nobody here has this identity or its e-mail; the wizard fills in name and e-mail.
 * - `linkWithPassword`: the verified e-mail is an account's here; its password links the provider.
 * - `linked`: the signed-in account linked the provider.
 * - `refused`: redeeming answers the catalogue error `refusal`.
 */
export type IdentityTicketKind = 'signIn' | 'register' | 'linkWithPassword' | 'linked' | 'refused';

export interface IdentityTicket {
  readonly ticketHash: string;
  readonly kind: IdentityTicketKind;
  readonly provider: IdentityProviderId;
  /** The account signing in, linked, or whose password links (`signIn`, `linked`, `linkWithPassword`). */
  readonly accountId: string | null;
  /** The person as the provider told (`register`, `linkWithPassword`); null otherwise. */
  readonly identity: ProviderIdentity | null;
  /** The catalogue error of a `refused` ticket, with its placeholders. */
  readonly refusal: { readonly key: CatalogueKey; readonly data?: Record<string, unknown> } | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** A sign-in or a refusal is redeemed at once by the page; a registration or a password may take a while. */
export const identityTicketMinutes: Readonly<Record<IdentityTicketKind, number>> = {
  signIn: 2,
  linked: 2,
  refused: 2,
  linkWithPassword: 30,
  register: 60,
};
