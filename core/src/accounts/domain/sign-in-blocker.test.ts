import { describe, expect, it } from 'vitest';
import { signInBlocker } from './sign-in-blocker.ts';

const verified = new Date('2026-01-01T00:00:00Z');

describe('signInBlocker', () => {
  it.each([
    ['active', false, verified, null],
    ['active', false, null, 'emailNotVerified'],
    ['active', true, verified, 'accountLocked'],
    ['active', true, null, 'accountLocked'],
    ['passive', false, verified, 'accountPassive'],
    ['passive', false, null, 'accountPassive'],
    ['passive', true, verified, 'accountPassive'],
    ['passive', true, null, 'accountPassive'],
  ] as const)('status %s, locked %s, verified %s → %s', (status, isLocked, emailVerifiedAt, expected) => {
    expect(signInBlocker({ status, isLocked, emailVerifiedAt })).toBe(expected);
  });
});
