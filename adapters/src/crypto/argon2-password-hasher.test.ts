import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher, defaultArgon2Options } from './argon2-password-hasher.ts';

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

  it('takes about as long for a missing account as for a wrong password', async () => {
    const encoded = await hasher.hash('Member!2345');
    await hasher.verify(null, 'warm-up');
    const time = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    const missing = await time(() => hasher.verify(null, 'Wrong!2345'));
    const wrong = await time(() => hasher.verify(encoded, 'Wrong!2345'));
    expect(missing).toBeGreaterThan(wrong / 3);
  });
});
