import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  digitsBeforeCaret,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardExpiry,
} from './card-format.ts';

describe('card number as typed', () => {
  it.each([
    ['5528790000000008', '5528 7900 0000 0008'],
    ['5528 7900-0000 0008', '5528 7900 0000 0008'],
    ['55287', '5528 7'],
    ['5528', '5528'],
    ['abc', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('%s shows as "%s"', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it('keeps the caret after the same digit when the groups move', () => {
    // "5528 79|00" with a digit typed in the middle: "5528 791|00" → regrouped "5528 7910 0".
    const typed = '5528 79100';
    const before = digitsBeforeCaret(typed, 7);
    expect(before).toBe(6);
    expect(caretAfterDigits(formatCardNumber(typed), before)).toBe(7);
    expect(caretAfterDigits('5528 7910 0', 4)).toBe(4);
    expect(caretAfterDigits('5528 7910 0', 5)).toBe(6);
  });
});

describe('expiry as typed', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['4', '04'],
    ['428', '04/28'],
    ['12/285', '12/28'],
  ])('%s shows as "%s"', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });
});

describe('security code as typed', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('the expiry a test card fills in', () => {
  it('is three years on, so it is never expired', () => {
    expect(testCardExpiry(new Date('2026-11-15T00:00:00Z'))).toBe('11/29');
    expect(testCardExpiry(new Date('2027-01-31T23:00:00Z'))).toBe('01/30');
  });
});
