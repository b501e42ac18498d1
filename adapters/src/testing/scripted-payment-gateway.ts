import type { InitializeCheckoutRequest, Language, PaymentGateway, RetrievedCheckout } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';

/**
 * What the provider answers about one checkout, as a test decides it. `paid` charges the checkout's
 * own price and currency unless told otherwise (to test a provider that charged something else);
 * `unreachable` makes asking about it throw `paymentProviderUnavailable`.
 */
export type ScriptedOutcome =
  | { readonly status: 'paid'; readonly paidPrice?: string; readonly currency?: string }
  | { readonly status: 'failed'; readonly errorCode: string; readonly errorMessage: string }
  | { readonly status: 'pending' }
  | { readonly status: 'unreachable' };

/** The outcomes tests use most, ready-made. */
export const scripted = {
  paid: { status: 'paid' } as ScriptedOutcome,
  declined: {
    status: 'failed',
    errorCode: '10051',
    errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
  } as ScriptedOutcome,
  pending: { status: 'pending' } as ScriptedOutcome,
  unreachable: { status: 'unreachable' } as ScriptedOutcome,
};

export interface ScriptedPaymentGateway extends PaymentGateway {
  /** Every checkout started, in order: what the use cases asked the provider to charge, and whom. */
  readonly requests: readonly InitializeCheckoutRequest[];
  /** Every question about a checkout, in order. */
  readonly retrievals: readonly { readonly token: string; readonly locale: Language }[];
  /** The outcome of the next checkout started (one per call, in order); pending unless scripted. */
  scriptNext(outcome: ScriptedOutcome): void;
  /** Decides the outcome of a checkout already started: the payer paid, or the card was declined. */
  script(token: string, outcome: ScriptedOutcome): void;
  /** The next `count` checkouts cannot be started: the provider is down (4064). */
  refuseToStart(count?: number): void;
  /** The request that started the checkout with `token`. */
  requestOf(token: string): InitializeCheckoutRequest | undefined;
}

/**
 * A payment provider for the use-case tests: it starts checkouts instantly, records what it was
 * asked, and answers each token with the outcome the test scripted (pending until then, as a payer
 * who has not paid yet). Nothing leaves the process.
 */
export function createScriptedPaymentGateway(): ScriptedPaymentGateway {
  const requests: InitializeCheckoutRequest[] = [];
  const retrievals: { token: string; locale: Language }[] = [];
  const upcoming: ScriptedOutcome[] = [];
  const outcomes = new Map<string, ScriptedOutcome>();
  const requestsByToken = new Map<string, InitializeCheckoutRequest>();
  let refusals = 0;
  let issued = 0;

  return {
    provider: 'sandbox',
    requests,
    retrievals,

    async initializeCheckout(request) {
      if (refusals > 0) {
        refusals -= 1;
        throw new DomainError('paymentProviderUnavailable');
      }
      // What every real provider refuses: a price that is not a plain decimal amount.
      if (!/^\d+\.\d{2}$/.test(request.price))
        throw new Error(`price "${request.price}" is not like "49.00"`);
      requests.push(structuredClone(request));
      issued += 1;
      const token = `scripted-token-${issued}`;
      requestsByToken.set(token, structuredClone(request));
      outcomes.set(token, upcoming.shift() ?? scripted.pending);
      return { token, checkoutUrl: `https://checkout.test/pay/${token}` };
    },

    async retrieveCheckout(token, { locale }) {
      retrievals.push({ token, locale });
      const outcome = outcomes.get(token);
      const request = requestsByToken.get(token);
      if (!outcome || !request) {
        return { status: 'failed', errorCode: 'unknown_token', errorMessage: 'No such checkout' };
      }
      switch (outcome.status) {
        case 'unreachable':
          throw new DomainError('paymentProviderUnavailable');
        case 'paid':
          return {
            status: 'paid',
            paymentId: `payment-${token}`,
            paidPrice: outcome.paidPrice ?? request.price,
            currency: outcome.currency ?? request.currency,
          } satisfies RetrievedCheckout;
        default:
          return { ...outcome };
      }
    },

    scriptNext(outcome) {
      upcoming.push(outcome);
    },
    script(token, outcome) {
      if (!outcomes.has(token)) throw new Error(`no checkout was started with token ${token}`);
      outcomes.set(token, outcome);
    },
    refuseToStart(count = 1) {
      refusals += count;
    },
    requestOf: (token) => requestsByToken.get(token),
  };
}
