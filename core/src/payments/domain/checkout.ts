import type { Language } from '../../contracts/language.ts';
import type { CheckoutPurpose, CheckoutStatus, PaymentProvider } from '../../contracts/payments.ts';

/**
 * One attempt to pay for a package at the payment provider. It starts `pending` and is settled
 * once: `paid` (an order exists), `failed` (the provider said no) or `refused` (the provider took
 * money that does not match the package: no order, and the reason is kept for the back office).
 */
export interface Checkout {
  readonly id: string;
  readonly token: string;
  readonly provider: PaymentProvider;
  readonly accountId: string;
  readonly membershipPackageId: string;
  readonly purpose: CheckoutPurpose;
  /** Copied from the package when the checkout started: what the provider must have charged. */
  readonly priceUsd: string;
  readonly currency: string;
  readonly locale: Language;
  readonly status: CheckoutStatus;
  readonly failureCode: string | null;
  readonly failureMessage: string | null;
  readonly providerPaymentId: string | null;
  readonly createdAt: Date;
  readonly settledAt: Date | null;
}

export type NewCheckout = Omit<
  Checkout,
  'id' | 'status' | 'failureCode' | 'failureMessage' | 'providerPaymentId' | 'settledAt'
>;

/** How a pending checkout was settled. */
export interface CheckoutSettlement {
  readonly status: Exclude<CheckoutStatus, 'pending'>;
  readonly failureCode: string | null;
  readonly failureMessage: string | null;
  readonly providerPaymentId: string | null;
  readonly settledAt: Date;
}
