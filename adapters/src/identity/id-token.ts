import { DomainError } from '@coach/core/errors/domain-error';
import {
  createRemoteJWKSet,
  decodeJwt,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { ProviderClient } from './provider-client.ts';

/** Clocks differ a little between here and the provider; an ID token lives for minutes anyway. */
const clockToleranceSeconds = 30;

/** The key set could not be had: the provider is unreachable, not refusing. */
class KeySetUnavailable extends Error {}

export type VerifyIdToken = (
  client: ProviderClient,
  idToken: string,
  nonce: string,
) => Promise<JWTPayload & { sub: string }>;

/**
 * Checks an ID token as OpenID Connect Core 3.1.3.7 asks: signature with the provider's published
 * keys (jose's remote key set, one per URL, cached and refreshed on an unknown `kid`), issuer,
 * audience = our client ID (and `azp` when there are several), expiry, and the flow's `nonce`.
 * Anything that does not check out is `identityProviderRefused`; a key set that cannot be fetched
 * is `identityProviderUnavailable`.
 */
export function createIdTokenVerifier(): VerifyIdToken {
  const keySets = new Map<string, JWTVerifyGetKey>();

  function keySet(url: string): JWTVerifyGetKey {
    let keys = keySets.get(url);
    if (!keys) {
      const remote = createRemoteJWKSet(new URL(url));
      keys = async (header, token) => {
        try {
          return await remote(header, token);
        } catch (error) {
          throw isKeySetOutage(error)
            ? new KeySetUnavailable('key set unavailable', { cause: error })
            : error;
        }
      };
      keySets.set(url, keys);
    }
    return keys;
  }

  return async (client, idToken, nonce) => {
    try {
      const rules = await client.idTokenRules(decodeJwt(idToken));
      const { payload } = await jwtVerify(idToken, keySet(rules.jwksUrl), {
        issuer: rules.issuer,
        audience: client.clientId,
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const nonceMatches = payload.nonce === undefined ? !rules.nonceRequired : payload.nonce === nonce;
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      const authorizedParty = audiences.length <= 1 || payload.azp === client.clientId;
      if (!nonceMatches || !authorizedParty || typeof payload.sub !== 'string' || payload.sub === '') {
        throw new Error('ID token does not check out');
      }
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof KeySetUnavailable) {
        throw new DomainError('identityProviderUnavailable', { provider: client.label });
      }
      throw new DomainError('identityProviderRefused', { provider: client.label });
    }
  };
}

/**
 * jose's remote key set throws a plain JOSEError for a non-200 answer or a body that is not JSON,
 * JWKSTimeout when it times out, JWKSInvalid for a malformed set, and fetch's own TypeError when
 * the host cannot be reached. A key that is not in the set (JWKSNoMatchingKey) is a refusal.
 */
function isKeySetOutage(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === 'ERR_JOSE_GENERIC'
  );
}
