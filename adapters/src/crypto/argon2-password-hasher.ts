import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHasher } from '@coach/core';
import { createHashingQueue, defaultHashingQueueOptions, type HashingQueueOptions } from './hashing-queue.ts';

const argon2Async = promisify(argon2);

export interface Argon2Options {
  /** Memory cost in KiB; 47104 (46 MiB) is OWASP's minimum for argon2id with t=1…2, p=1. */
  readonly memoryKiB: number;
  readonly passes: number;
  readonly parallelism: number;
}

export const defaultArgon2Options: Argon2Options = { memoryKiB: 47_104, passes: 2, parallelism: 1 };

const saltBytes = 16;
const tagBytes = 32;
const phcPattern = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Derives an argon2id tag; a parameter of the hasher so a test can see the work done. */
export type Argon2Derivation = (
  password: string,
  salt: Buffer,
  options: Argon2Options,
  tagLength: number,
) => Promise<Buffer>;

export const nodeArgon2: Argon2Derivation = async (password, salt, options, tagLength) =>
  argon2Async('argon2id', {
    message: password,
    nonce: salt,
    memory: options.memoryKiB,
    passes: options.passes,
    parallelism: options.parallelism,
    tagLength,
  });

const unpadded = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** Encodes like the reference implementation: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
function encode(options: Argon2Options, salt: Buffer, hash: Buffer): string {
  const { memoryKiB, passes, parallelism } = options;
  return `$argon2id$v=19$m=${memoryKiB},t=${passes},p=${parallelism}$${unpadded(salt)}$${unpadded(hash)}`;
}

function decode(encoded: string) {
  const match = phcPattern.exec(encoded);
  if (!match) return null;
  const [, memory, passes, parallelism, salt, hash] = match;
  return {
    options: { memoryKiB: Number(memory), passes: Number(passes), parallelism: Number(parallelism) },
    salt: Buffer.from(salt as string, 'base64'),
    hash: Buffer.from(hash as string, 'base64'),
  };
}

/**
 * argon2id with Node's built-in implementation. Verification reads the parameters stored in the
 * hash, so raising the cost later keeps old hashes valid.
 */
export function createArgon2PasswordHasher(
  options: Argon2Options = defaultArgon2Options,
  queueOptions: HashingQueueOptions = defaultHashingQueueOptions,
  derive: Argon2Derivation = nodeArgon2,
): PasswordHasher {
  const hashing = createHashingQueue(queueOptions);
  const hashNow = async (password: string) => {
    const salt = randomBytes(saltBytes);
    return encode(options, salt, await derive(password, salt, options, tagBytes));
  };
  // Made once, on first need: the hash an unknown e-mail is checked against (equal timing).
  let dummyHash: Promise<string> | undefined;

  return {
    hash: (password, hashingOptions) => hashing(() => hashNow(password), hashingOptions?.signal),
    async verify(storedHash, password, hashingOptions) {
      dummyHash ??= hashNow(randomBytes(saltBytes).toString('base64'));
      const decoded = decode(storedHash ?? (await dummyHash));
      if (!decoded) return false;
      const actual = await hashing(
        () => derive(password, decoded.salt, decoded.options, decoded.hash.length),
        hashingOptions?.signal,
      );
      return storedHash !== null && timingSafeEqual(actual, decoded.hash);
    },
  };
}
