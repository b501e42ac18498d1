import { describe, expect, it } from 'vitest';
import { createFastPasswordHasher } from './fast-password-hasher.ts';

// The argon2 hasher's contract (crypto/argon2-password-hasher.test.ts), without its cost.
describe('fast password hasher for tests', () => {
  const hasher = createFastPasswordHasher();

  it('salts every hash differently and never shows the password', async () => {
    const encoded = await hasher.hash('Member!2345');
    expect(encoded).not.toContain('Member!2345');
    expect(encoded).not.toBe(await hasher.hash('Member!2345'));
  });

  it('accepts the right password only', async () => {
    const encoded = await hasher.hash('Şifre!2345');
    expect(await hasher.verify(encoded, 'Şifre!2345')).toBe(true);
    expect(await hasher.verify(encoded, 'şifre!2345')).toBe(false);
    expect(await hasher.verify(encoded, '')).toBe(false);
  });

  it('answers false for a missing or malformed hash, after the same work as a wrong password', async () => {
    const counted = createFastPasswordHasher();
    expect(await counted.verify(null, 'Member!2345')).toBe(false);
    expect(await counted.verify('not-a-hash', 'Member!2345')).toBe(false);
    expect(counted.work).toEqual({ hashes: 0, verifications: 2 });
  });
});
