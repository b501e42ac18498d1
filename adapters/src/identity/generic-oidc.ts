import { DomainError } from '@coach/core/errors/domain-error';
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { isTrueClaim, type ProviderClient, scopes } from './provider-client.ts';

export interface GenericOidcConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly label: string;
}

/** The parts of an OpenID Provider's metadata (OpenID Connect Discovery 1.0, section 3) used here. */
interface ProviderMetadata {
  readonly issuer: string;
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
}

const discoveryTimeoutMs = 5000;

/*
 * Any OpenID Connect issuer (for example a coaching school's identity server), through arctic's
 * generic OAuth2Client with PKCE S256 and the issuer's discovery document. The document is read
 * on first use, not at start, so that the server starts while the issuer is down; once read it is
 * kept, and a failed read is tried again next time. Its `issuer` must be the configured one
 * (Discovery 4.3), and ID tokens must name it. `email_verified` absent counts as false.
 */
export function genericOidcClient(config: GenericOidcConfig, redirectUrl: string): ProviderClient {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUrl);
  const unavailable = () => new DomainError('identityProviderUnavailable', { provider: config.label });
  let metadata: Promise<ProviderMetadata> | null = null;

  function discover(): Promise<ProviderMetadata> {
    metadata ??= readMetadata(config.issuer).catch(() => {
      metadata = null;
      throw unavailable();
    });
    return metadata;
  }

  return {
    label: config.label,
    clientId: config.clientId,
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const { authorization_endpoint } = await discover();
      const url = client.createAuthorizationURLWithPKCE(
        authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      );
      url.searchParams.set('nonce', nonce);
      return url;
    },
    async validateAuthorizationCode(code, codeVerifier) {
      const { token_endpoint } = await discover();
      return client.validateAuthorizationCode(token_endpoint, code, codeVerifier);
    },
    async idTokenRules() {
      const { issuer, jwks_uri } = await discover();
      return { jwksUrl: jwks_uri, issuer, nonceRequired: true };
    },
    emailVerified: (claims) => isTrueClaim(claims.email_verified),
  };
}

async function readMetadata(issuer: string): Promise<ProviderMetadata> {
  const base = withoutTrailingSlash(issuer);
  const response = await fetch(`${base}/.well-known/openid-configuration`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(discoveryTimeoutMs),
  });
  if (response.status !== 200) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as Partial<Record<keyof ProviderMetadata, unknown>>;
  const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
  if (!fields.every((field) => typeof document[field] === 'string'))
    throw new Error('incomplete discovery document');
  const found = document as ProviderMetadata;
  if (withoutTrailingSlash(found.issuer) !== base)
    throw new Error(`discovery names another issuer: ${found.issuer}`);
  return found;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
