import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher, defaultArgon2Options, nodeArgon2 } from './argon2-password-hasher.ts';
import { defaultHashingQueueOptions } from './hashing-queue.ts';

const hasher = createArgon2PasswordHasher();

describe('argon2id password hasher', () => {
  it('uses at least 46 MiB, two passes and one lane by default', () => {
    expect(defaultArgon2Options.memoryKiB).toBeGreaterThanOrEqual(47_104);
    expect(defaultArgon2Options).toMatchObject({ passes: 2, parallelism: 1 });
  });

  it('writes a PHC string with the parameters, a salt and the hash', async () => {
    const encoded = await hasher.hash('Member!2345');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=47104,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(encoded).not.toContain('Member!2345');
  });

  it('salts every hash differently', async () => {
    expect(await hasher.hash('Member!2345')).not.toBe(await hasher.hash('Member!2345'));
  });

  it('accepts the right password only', async () => {
    const encoded = await hasher.hash('Şifre!2345');
    expect(await hasher.verify(encoded, 'Şifre!2345')).toBe(true);
    expect(await hasher.verify(encoded, 'şifre!2345')).toBe(false);
    expect(await hasher.verify(encoded, '')).toBe(false);
  });

  it('verifies hashes made with other parameters, read from the hash itself', async () => {
    const cheaper = createArgon2PasswordHasher({ memoryKiB: 8192, passes: 3, parallelism: 2 });
    const encoded = await cheaper.hash('Member!2345');
    expect(encoded).toContain('m=8192,t=3,p=2');
    expect(await hasher.verify(encoded, 'Member!2345')).toBe(true);
  });

  it('answers false for a missing or malformed hash', async () => {
    expect(await hasher.verify(null, 'Member!2345')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'Member!2345')).toBe(false);
  });

  // Equal work rather than equal time: a timed comparison fails on a machine busy with other work.
  it('does the same argon2 work for a missing account as for a wrong password', async () => {
    const derivations: string[] = [];
    const counting = createArgon2PasswordHasher(
      defaultArgon2Options,
      defaultHashingQueueOptions,
      (...args) => {
        const [, salt, options, tagLength] = args;
        derivations.push(JSON.stringify({ options, tagLength, saltBytes: salt.length }));
        return nodeArgon2(...args);
      },
    );
    const encoded = await counting.hash('Member!2345');
    await counting.verify(null, 'warm-up'); // makes the stand-in hash once
    const workOf = async (run: () => Promise<boolean>) => {
      derivations.length = 0;
      expect(await run()).toBe(false);
      return [...derivations];
    };

    const wrong = await workOf(() => counting.verify(encoded, 'Wrong!2345'));
    const missing = await workOf(() => counting.verify(null, 'Member!2345'));
    expect(wrong).toHaveLength(1);
    expect(missing).toEqual(wrong);
  });
});
