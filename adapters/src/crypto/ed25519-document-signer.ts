import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SigningKey } from '@coach/core/contracts/coaching-log-publications';
import type { DocumentSigner } from '@coach/core/ports/document-signer';

/** The public key as a JWK (RFC 8037) with its RFC 7638 thumbprint as `kid`. */
function jwkOf(publicKey: KeyObject): SigningKey {
  const { x } = publicKey.export({ format: 'jwk' });
  if (typeof x !== 'string') throw new Error('Not an Ed25519 key');
  // RFC 7638: the required members in lexicographic order, no white space.
  const kid = createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');
  return { kty: 'OKP', crv: 'Ed25519', x, kid, use: 'sig', alg: 'EdDSA' };
}

/**
 * Signs with an Ed25519 private key (PKCS8 PEM) through `node:crypto` (ADR 0054). The keys a
 * signature may name are this key's public half and the `retired` public keys (SPKI PEM) of keys
 * used before, so that logs signed before a rotation still verify.
 */
export function createEd25519DocumentSigner(
  privateKeyPem: string,
  retired: readonly string[] = [],
): DocumentSigner {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('The signing key must be an Ed25519 key');
  const current = jwkOf(createPublicKey(privateKey));
  const publicKeys = new Map<string, { jwk: SigningKey; key: KeyObject }>();
  for (const key of [createPublicKey(privateKey), ...retired.map((pem) => createPublicKey(pem))]) {
    const jwk = jwkOf(key);
    publicKeys.set(jwk.kid, { jwk, key });
  }
  return {
    async sign(data) {
      return {
        algorithm: 'Ed25519',
        keyId: current.kid,
        signature: sign(null, data, privateKey).toString('base64url'),
      };
    },
    async verify(data, signature) {
      const known = publicKeys.get(signature.keyId);
      if (!known || signature.algorithm !== 'Ed25519') return false;
      const bytes = Buffer.from(signature.signature, 'base64url');
      // base64url decoding skips what it does not read: a changed character must still fail.
      if (bytes.toString('base64url') !== signature.signature) return false;
      return verify(null, data, known.key, bytes);
    },
    async digest(data) {
      return createHash('sha256').update(data).digest('hex');
    },
    async publicKeys() {
      return [...publicKeys.values()].map(({ jwk }) => jwk);
    },
  };
}

/** A new Ed25519 private key as PKCS8 PEM. */
export function generateSigningKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/**
 * The key kept in `file`, made there the first time (readable by its owner only): the embedded
 * run's key, beside its database under DATA_DIR, so that what it signed still verifies after a
 * restart.
 */
export function signingKeyInFile(file: string): string {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      // `wx`: a process that made it first keeps its key.
      writeFileSync(file, generateSigningKeyPem(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8');
}
