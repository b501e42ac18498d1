import { createHash, randomBytes } from 'node:crypto';
import type { TokenGenerator } from '@coach/core';

/**
 * 32 random bytes as base64url (256 bits, unguessable). Stored as SHA-256: a fast hash suffices
 * because the token itself has full entropy, unlike a password.
 */
export function createRandomTokenGenerator(): TokenGenerator {
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');
  return {
    generate() {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: hash(token) };
    },
    hash,
  };
}
