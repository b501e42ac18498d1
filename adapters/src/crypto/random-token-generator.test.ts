import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRandomTokenGenerator } from './random-token-generator.ts';

const generator = createRandomTokenGenerator();

describe('random token generator', () => {
  it('makes 256-bit base64url tokens', () => {
    const { token } = generator.generate();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never repeats a token', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => generator.generate().token));
    expect(tokens.size).toBe(1000);
  });

  it('stores the SHA-256 of the token, and hashes a presented token the same way', () => {
    const { token, hash } = generator.generate();
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(generator.hash(token)).toBe(hash);
    expect(hash).not.toContain(token);
  });
});
