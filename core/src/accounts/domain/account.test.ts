import { describe, expect, it } from 'vitest';
import { fullNameOf, hasActiveMembership, normalizeEmail } from './account.ts';

describe('account rules', () => {
  it('joins name and surname into the full name', () => {
    expect(fullNameOf({ name: 'Ayşe', surname: 'Yılmaz' })).toBe('Ayşe Yılmaz');
  });

  it('compares e-mail addresses without case and outer spaces', () => {
    expect(normalizeEmail('  Ayse@Example.COM ')).toBe('ayse@example.com');
  });

  it('treats a membership as active only while its end date is in the future', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(hasActiveMembership({ subscriptionEndDate: null }, now)).toBe(false);
    expect(hasActiveMembership({ subscriptionEndDate: new Date('2026-03-02T10:00:01Z') }, now)).toBe(true);
    expect(hasActiveMembership({ subscriptionEndDate: now }, now)).toBe(false);
  });
});
