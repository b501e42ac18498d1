import { passwordSchema } from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';
import { passwordRules, unmetPasswordRules } from './password-rules.ts';

describe('unmetPasswordRules', () => {
  it('meets nothing while empty', () => {
    expect([...unmetPasswordRules('')]).toEqual([...passwordRules]);
  });

  it('names each rule a password misses', () => {
    expect([...unmetPasswordRules('abc')]).toEqual([
      'passwordTooShort',
      'passwordUppercase',
      'passwordDigit',
      'passwordSpecial',
    ]);
    expect([...unmetPasswordRules('ABCDEFGH1!')]).toEqual(['passwordLowercase']);
    expect([...unmetPasswordRules('Abcdefgh!')]).toEqual(['passwordDigit']);
  });

  it('counts Turkish letters as letters, as the server does', () => {
    expect(unmetPasswordRules('çğışöü-İ9').size).toBe(0);
  });

  it('is empty exactly when the shared schema accepts the password', () => {
    for (const candidate of ['Kestane-Lodos-47', 'short', 'NoDigits!!', 'nouppercase1!', 'x'.repeat(129)]) {
      const accepted = passwordSchema.safeParse(candidate).success;
      // Too long is the field's error, not a checklist rule.
      if (candidate.length > 128) expect(accepted).toBe(false);
      else expect(unmetPasswordRules(candidate).size === 0).toBe(accepted);
    }
  });
});
