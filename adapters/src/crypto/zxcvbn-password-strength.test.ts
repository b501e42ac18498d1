import { describe, expect, it } from 'vitest';
import { createZxcvbnPasswordStrength } from './zxcvbn-password-strength.ts';

const strength = createZxcvbnPasswordStrength();

describe('password guessability (zxcvbn, offline dictionaries)', () => {
  it.each(['P@ssw0rd', 'Password1!', 'Qwerty123!', 'Welcome1!'])(
    'refuses the common or breached-list password %j although it meets the shape rules',
    (password) => {
      expect(strength.isTooGuessable(password, [])).toBe(true);
    },
  );

  it('refuses a password made of the person’s own name and e-mail', () => {
    expect(strength.isTooGuessable('Zeynepyilmaz1!', ['zeynep.yilmaz@example.com', 'Zeynep', 'Yılmaz'])).toBe(
      true,
    );
  });

  it.each(['Member!2345', 'Şifre!2345x', 'İSTANBUL!2ç', 'kuzey-Rüzgarı!7'])('accepts %j', (password) => {
    expect(strength.isTooGuessable(password, ['ayse@example.com', 'Ayşe', 'Demir'])).toBe(false);
  });
});
