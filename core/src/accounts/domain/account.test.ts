import { describe, expect, it } from 'vitest';
import { fullNameOf, normalizeEmail } from './account.ts';

describe('account rules', () => {
  it('joins name and surname into the full name', () => {
    expect(fullNameOf({ name: 'Ayşe', surname: 'Yılmaz' })).toBe('Ayşe Yılmaz');
  });

  it('compares e-mail addresses without case and outer spaces', () => {
    expect(normalizeEmail('  Ayse@Example.COM ')).toBe('ayse@example.com');
  });
});
