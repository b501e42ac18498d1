import { describe, expect, it } from 'vitest';
import {
  identityNumberSchema,
  isValidTurkishIdentityNumber,
  passportNumberSchema,
  phoneSchema,
} from './person-fields.ts';

describe('T.C. identity number', () => {
  it.each(['10000000146', '12345678950'])('accepts %s, whose check digits hold', (value) => {
    expect(isValidTurkishIdentityNumber(value)).toBe(true);
  });

  it.each([
    ['10000000145', 'a wrong 11th digit'],
    ['10000000156', 'a wrong 10th digit'],
    ['02345678950', 'a leading zero'],
    ['1234567895', 'ten digits'],
    ['1234567895a', 'a letter'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidTurkishIdentityNumber(value)).toBe(false);
    expect(identityNumberSchema.safeParse(value).error?.issues[0]?.message).toBe('identityNumberInvalid');
  });

  it('ignores spaces typed between the digits', () => {
    expect(identityNumberSchema.parse('100 000 001 46')).toBe('10000000146');
  });
});

describe('passport number', () => {
  it('keeps letters and digits, upper-cased', () => {
    expect(passportNumberSchema.parse(' u 1234567 ')).toBe('U1234567');
  });
  it.each(['AB1', 'AB-12345', 'x'.repeat(21)])('refuses %s', (value) => {
    expect(passportNumberSchema.safeParse(value).success).toBe(false);
  });
});

describe('phone number', () => {
  it.each([
    ['+90 532 123 45 67', '+905321234567'],
    ['0532 123 45 67', '+905321234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('stores %s as %s (E.164)', (typed, stored) => {
    expect(phoneSchema.parse(typed)).toBe(stored);
  });

  it.each(['12', '+90 532', 'not a phone', '+90 532 123 45 67 89 01 23 45 67 89 01'])(
    'refuses %s',
    (value) => {
      expect(phoneSchema.safeParse(value).error?.issues[0]?.message).toBe('phoneInvalid');
    },
  );
});
