import { describe, expect, it } from 'vitest';
import { toIyzicoPrice, toMoneyAmount, toSignedAmount } from './iyzico-amounts.ts';
import { hasValidResponseSignature, iyzicoAuthorization, iyzicoResponseSignature } from './iyzico-signing.ts';

describe('iyzico signing', () => {
  it('builds the IYZWSv2 header iyzico’s own Node client builds (its unit-test vector)', () => {
    // iyzipay-node test/unit/UtilsTest.js "should generate authorization header v2": the client
    // signs JSON.stringify(body), so its body "body" is sent and signed as "\"body\"".
    const header = iyzicoAuthorization({
      apiKey: 'api_key',
      secretKey: 'secret_key',
      randomKey: 'random_string',
      path: 'uri',
      body: '"body"',
    });
    expect(header).toBe(
      'IYZWSv2 YXBpS2V5OmFwaV9rZXkmcmFuZG9tS2V5OnJhbmRvbV9zdHJpbmcmc2lnbmF0dXJlOjAxNzUwODkyMWEyOWVlNTYwMWJjZDFmYmU4M2VmZDJlMmJlNDNhZjAyZWNlZmYzMGNmMmU5MWE1MzlhYWIzNTU=',
    );
  });

  it('accepts a response signature only for the same fields, in the same order, under the same key', () => {
    const fields = ['SUCCESS', '24478123', 'USD', 'basket-1', 'conversation-1', '49', '49', 'token-1'];
    const signature = iyzicoResponseSignature('secret', fields);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(hasValidResponseSignature('secret', fields, signature)).toBe(true);
    expect(hasValidResponseSignature('secret', fields, signature.toUpperCase())).toBe(true);
    expect(hasValidResponseSignature('other secret', fields, signature)).toBe(false);
    expect(hasValidResponseSignature('secret', fields.with(5, '1'), signature)).toBe(false);
    expect(hasValidResponseSignature('secret', fields.toReversed(), signature)).toBe(false);
    expect(hasValidResponseSignature('secret', fields, undefined)).toBe(false);
    expect(hasValidResponseSignature('secret', fields, signature.slice(1))).toBe(false);
  });

  it('treats an absent field as empty, as iyzico’s clients do', () => {
    expect(iyzicoResponseSignature('secret', ['a', undefined, 'c'])).toBe(
      iyzicoResponseSignature('secret', ['a', '', 'c']),
    );
  });
});

describe('iyzico amounts', () => {
  it('sends prices as iyzipay-node’s formatPrice does (its unit-test cases)', () => {
    expect(toIyzicoPrice('22')).toBe('22.0');
    expect(toIyzicoPrice('23.0')).toBe('23.0');
    expect(toIyzicoPrice('15.340000')).toBe('15.34');
    expect(toIyzicoPrice('0.12345')).toBe('0.12345');
    expect(toIyzicoPrice('49.00')).toBe('49.0');
    expect(toIyzicoPrice('100.00')).toBe('100.0');
  });

  it('signs amounts as Java’s BigDecimal.stripTrailingZeros().toPlainString() writes them', () => {
    expect(toSignedAmount('49.0')).toBe('49');
    expect(toSignedAmount('49.90')).toBe('49.9');
    expect(toSignedAmount('100')).toBe('100');
    expect(toSignedAmount('100.00')).toBe('100');
    expect(toSignedAmount('0.50')).toBe('0.5');
  });

  it('hands amounts on with two decimals at least, losing no digit', () => {
    expect(toMoneyAmount('49.0')).toBe('49.00');
    expect(toMoneyAmount('49')).toBe('49.00');
    expect(toMoneyAmount('49.9')).toBe('49.90');
    expect(toMoneyAmount('49.005')).toBe('49.005');
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => toIyzicoPrice('49,00')).toThrow();
    expect(() => toIyzicoPrice('-1')).toThrow();
    expect(() => toIyzicoPrice('1e3')).toThrow();
  });
});
