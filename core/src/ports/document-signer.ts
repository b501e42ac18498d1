import type { SigningKey } from '../contracts/coaching-log-publications.ts';

/** A signature and the id of the key that made it. */
export interface DocumentSignature {
  readonly algorithm: 'Ed25519';
  /** The key's JWK thumbprint (RFC 7638), as the well-known key set names it. */
  readonly keyId: string;
  /** base64url. */
  readonly signature: string;
}

/**
 * Signs what the platform vouches for (a published coaching log, ADR 0054) with its private key,
 * and checks a signature against the keys it publishes. Async, so that an adapter may read its key
 * at the first call.
 */
export interface DocumentSigner {
  sign(data: Uint8Array): Promise<DocumentSignature>;
  /** Whether `signature` is a signature of `data` by the key it names; false for an unknown key. */
  verify(data: Uint8Array, signature: DocumentSignature): Promise<boolean>;
  /** SHA-256 of `data`, hex: how a document the platform made is recognised byte for byte. */
  digest(data: Uint8Array): Promise<string>;
  /** The public keys a signature may name, as JWKs: the well-known key set. */
  publicKeys(): Promise<readonly SigningKey[]>;
}
