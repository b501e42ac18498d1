import type { Language } from '../contracts/language.ts';
import type { PaymentProvider } from '../contracts/payments.ts';

/** The payer as the provider asks for them (iyzico requires a buyer and an address). */
export interface CheckoutBuyer {
  readonly id: string;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  /** T.C. identity number, or the passport number of a non-citizen. */
  readonly identityNumber: string;
  readonly phone: string | null;
  /** English country name, state name and city as the location data spells them. */
  readonly country: string;
  readonly city: string;
  readonly address: string;
  readonly registeredAt: Date;
  readonly lastLoginAt: Date | null;
  readonly ip: string;
}

export interface InitializeCheckoutRequest {
  /** Ours, echoed by the provider: ties its records to the checkout. */
  readonly conversationId: string;
  /** From the server's package, as a decimal string ("49.00"). */
  readonly price: string;
  readonly currency: string;
  /** The language of the hosted checkout page. */
  readonly locale: Language;
  /** The one basket item: the package. */
  readonly item: { readonly id: string; readonly name: string; readonly category: string };
  readonly buyer: CheckoutBuyer;
}

export interface InitializedCheckout {
  readonly token: string;
  /** The provider's hosted checkout page: the payer goes there. */
  readonly checkoutUrl: string;
}

/** What the provider says about a checkout when asked by its token. */
export type RetrievedCheckout =
  | {
      readonly status: 'paid';
      readonly paymentId: string;
      /** What was charged, as a decimal string, and in which currency. */
      readonly paidPrice: string;
      readonly currency: string;
    }
  | { readonly status: 'failed'; readonly errorCode: string; readonly errorMessage: string }
  /** The payer has not finished (or not started) paying. */
  | { readonly status: 'pending' };

/**
 * A card payment provider with a hosted checkout (docs/product-rules.md §4): start a
 * checkout, then ask for its outcome by token. Adapters throw DomainError
 * `paymentProviderUnavailable` when the provider cannot be reached or its answer cannot be trusted
 * (a bad signature); a declined card is a `failed` outcome, not an error.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  initializeCheckout(request: InitializeCheckoutRequest): Promise<InitializedCheckout>;
  retrieveCheckout(token: string, options: { readonly locale: Language }): Promise<RetrievedCheckout>;
}
