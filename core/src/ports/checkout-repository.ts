import type { Checkout, CheckoutSettlement, NewCheckout } from '../payments/domain/checkout.ts';

export interface CheckoutReads {
  findByToken(token: string): Promise<Checkout | null>;
}

export interface CheckoutRepository extends CheckoutReads {
  insert(checkout: NewCheckout): Promise<Checkout>;
  /** Like findByToken, but holds the row until the unit of work ends: concurrent retrieves queue here. */
  findByTokenForUpdate(token: string): Promise<Checkout | null>;
  /** Settles a pending checkout (the caller holds its row). */
  settle(id: string, settlement: CheckoutSettlement): Promise<void>;
}
