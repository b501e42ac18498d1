import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '@coach/core';

const pattern = /^\$fast-sha256\$([A-Za-z0-9_-]{22})\$([0-9a-f]{64})$/;

const digest = (salt: string, password: string) =>
  createHash('sha256').update(`${salt}:${password}`).digest();

/** A fast hasher that also counts its work, so a test can check that equal cases cost the same. */
export interface FastPasswordHasher extends PasswordHasher {
  readonly work: { hashes: number; verifications: number };
}

/**
 * The argon2 hasher's contract without its cost, for tests only: salted (two hashes of one password
 * differ), never contains the password, and `verify(null, …)` does the same work as a wrong
 * password against a dummy hash and answers false. One SHA-256 instead of 46 MiB of argon2id, so a
 * use-case test signs in in microseconds. Never for real passwords: SHA-256 is far too fast to guess.
 */
export function createFastPasswordHasher(): FastPasswordHasher {
  const work = { hashes: 0, verifications: 0 };
  const hash = (password: string) => {
    const salt = randomBytes(16).toString('base64url');
    return `$fast-sha256$${salt}$${digest(salt, password).toString('hex')}`;
  };
  const dummyHash = hash(randomBytes(16).toString('base64url'));
  return {
    work,
    async hash(password) {
      work.hashes += 1;
      return hash(password);
    },
    async verify(storedHash, password) {
      work.verifications += 1;
      const match = pattern.exec(storedHash ?? dummyHash);
      if (!match) return false;
      const [, salt = '', expected = ''] = match;
      const same = timingSafeEqual(digest(salt, password), Buffer.from(expected, 'hex'));
      return storedHash !== null && same;
    },
  };
}
