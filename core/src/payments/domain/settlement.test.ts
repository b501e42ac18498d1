import { describe, expect, it } from 'vitest';
import { decideSettlement, toCents } from './settlement.ts';

const at = new Date('2026-11-22T10:00:00Z');
const checkout = { priceUsd: '49.00', currency: 'USD', locale: 'en' as const };

describe('toCents', () => {
  it.each([
    ['49', 4900],
    ['49.0', 4900],
    ['49.9', 4990],
    ['49.90', 4990],
    ['0.01', 1],
    ['99999.99', 9999999],
  ])('%s → %i', (amount, cents) => expect(toCents(amount)).toBe(cents));
  it('reads nothing that is not a plain decimal', () => {
    for (const amount of ['', '-1', '1e3', '4,90', 'NaN', '.5']) expect(toCents(amount)).toBeNull();
  });
});

describe('decideSettlement', () => {
  it('accepts exactly the price, whatever the provider’s decimal notation', () => {
    const paid = decideSettlement(
      checkout,
      { status: 'paid', paymentId: 'p1', paidPrice: '49.0', currency: 'USD' },
      at,
    );
    expect(paid).toEqual({
      status: 'paid',
      failureCode: null,
      failureMessage: null,
      providerPaymentId: 'p1',
      settledAt: at,
    });
  });

  it('refuses a different amount or currency and says why', () => {
    const less = decideSettlement(
      checkout,
      { status: 'paid', paymentId: 'p2', paidPrice: '4.90', currency: 'USD' },
      at,
    );
    expect(less).toMatchObject({
      status: 'refused',
      failureCode: 'amount_mismatch',
      providerPaymentId: 'p2',
    });
    const more = decideSettlement(
      checkout,
      { status: 'paid', paymentId: 'p3', paidPrice: '49.01', currency: 'USD' },
      at,
    );
    expect(more.failureCode).toBe('amount_mismatch');
    const lira = decideSettlement(
      checkout,
      { status: 'paid', paymentId: 'p4', paidPrice: '49.00', currency: 'TRY' },
      at,
    );
    expect(lira).toMatchObject({ status: 'refused', failureCode: 'currency_mismatch' });
    expect(lira.failureMessage).toMatch(/currency/);
  });

  it('refuses a payment for an account that became staff meanwhile', () => {
    const outcome = { status: 'paid', paymentId: 'p5', paidPrice: '49.00', currency: 'USD' } as const;
    const refused = decideSettlement(checkout, outcome, at, { mayHoldMembership: false });
    expect(refused).toMatchObject({
      status: 'refused',
      failureCode: 'payer_not_member',
      providerPaymentId: 'p5',
    });
  });

  it('keeps the provider’s code and message of a failed payment', () => {
    const failed = decideSettlement(
      checkout,
      { status: 'failed', errorCode: '10051', errorMessage: 'Insufficient funds.' },
      at,
    );
    expect(failed).toEqual({
      status: 'failed',
      failureCode: '10051',
      failureMessage: 'Insufficient funds.',
      providerPaymentId: null,
      settledAt: at,
    });
  });
});
