import { passwordSchema } from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password.ts';

describe('generatePassword', () => {
  it('always satisfies the password rules', () => {
    for (let i = 0; i < 500; i += 1) expect(passwordSchema.safeParse(generatePassword()).success).toBe(true);
  });

  it('is random and 16 characters long by default', () => {
    const passwords = new Set(Array.from({ length: 100 }, () => generatePassword()));
    expect(passwords.size).toBe(100);
    for (const password of passwords) expect(password).toHaveLength(16);
  });
});
