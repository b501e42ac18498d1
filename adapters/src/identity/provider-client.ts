import type { AuthorizationRequest } from '@coach/core';
import type { OAuth2Tokens } from 'arctic';
import type { JWTPayload } from 'jose';

export interface ClientCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** What every provider is asked for: an ID token with the person's e-mail and name. */
export const scopes = ['openid', 'email', 'profile'];

/** How a provider's ID token must check out (id-token.ts). */
export interface IdTokenRules {
  readonly jwksUrl: string;
  /** The `iss` values accepted. */
  readonly issuer: string | string[];
  /**
   * Whether a token without a `nonce` claim is refused. A token that carries one must always
   * carry the flow's; only LinkedIn leaves it out (see linkedin.ts).
   */
  readonly nonceRequired: boolean;
}

/** One configured provider, through arctic. identity-providers.ts turns its failures into catalogue errors. */
export interface ProviderClient {
  /** The button's name and the `{provider}` of the catalogue errors. */
  readonly label: string;
  /** The ID token's audience. */
  readonly clientId: string;
  /** With `state`, the PKCE challenge where the provider takes one, and the `nonce`. */
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** arctic's exchange; its errors (OAuth2RequestError, ArcticFetchError, …) pass through. */
  validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens>;
  /** May read the claims before the signature is checked: Microsoft's issuer names the token's tenant. */
  idTokenRules(unverifiedClaims: JWTPayload): Promise<IdTokenRules>;
  /** Whether the provider vouches for the `email` claim (checked claims). */
  emailVerified(claims: JWTPayload): boolean;
}

/** `true`, or the strings some providers send instead ("true"). */
export function isTrueClaim(value: unknown): boolean {
  return value === true || value === 'true';
}
