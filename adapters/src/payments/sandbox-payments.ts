import { randomBytes } from 'node:crypto';
import type {
  Clock,
  Language,
  PaymentGateway,
  RetrievedCheckout,
  SandboxCardOutcome,
  SandboxCheckout,
  sandboxPayInputSchema,
  sandboxPayResultSchema,
} from '@coach/core';
import { isCardExpiryCurrent, sandboxTestCards } from '@coach/core/contracts/payments';
import { DomainError } from '@coach/core/errors/domain-error';
import { platformName } from '@coach/core/shared/platform-name';
import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../postgres/database.ts';
import { sandboxPayments } from '../postgres/schema/payments.ts';
import { isSandboxErrorCode, type SandboxErrorCode, sandboxErrorMessage } from './sandbox-messages.ts';

/** How long a checkout page stays payable, as a real provider's token expires. */
const checkoutLifetimeMs = 30 * 60_000;

/**
 * The built-in payment provider (PAYMENT_PROVIDER=sandbox): a hosted checkout with test cards, so
 * the whole flow works offline. The platform reaches it only through `gateway`; `describe` and
 * `pay` back the server's two sandbox routes, which play the provider's hosted page.
 */
export interface SandboxPayments {
  readonly gateway: PaymentGateway;
  /** What the hosted page shows; null for an unknown token. */
  describe(token: string): Promise<SandboxCheckout | null>;
  /** Pays an open checkout with a card; exactly one of two payments sent at once goes through. */
  pay(
    token: string,
    card: z.output<typeof sandboxPayInputSchema>,
  ): Promise<z.infer<typeof sandboxPayResultSchema>>;
}

export interface SandboxPaymentsOptions {
  /** The public site's origin, where the hosted page lives (`/sandbox-checkout/<token>`). */
  readonly publicBaseUrl: string;
  /** Where the hosted page posts the token when the payment is done: the server's callback route. */
  readonly callbackUrl: string;
  readonly clock: Clock;
  /** Shown on the page as the payee, in the checkout's language. */
  readonly merchantName?: Readonly<Record<Language, string>>;
}

/** A checkout as the sandbox keeps it: a row of `sandbox_payments`, in whichever store. */
export type SandboxCheckoutRow = typeof sandboxPayments.$inferSelect;

/** How a payment ended: declined with a code, or paid. */
export type SandboxSettlement =
  | { status: 'failed'; errorCode: string; errorMessage: string; cardLastFour: string }
  | { status: 'paid'; paymentId: string; cardLastFour: string; paidAt: Date };

/**
 * Where the sandbox keeps its checkouts: the server's database (below), or memory for the
 * front ends' test API (memory/sandbox-checkouts.ts). Both pass the same tests.
 */
export interface SandboxCheckoutStore {
  insert(row: SandboxCheckoutRow): Promise<void>;
  find(token: string): Promise<SandboxCheckoutRow | null>;
  /**
   * Settles the checkout only if it is still open and unexpired at `now`; false otherwise. Of two
   * payments sent at once, exactly one settles it.
   */
  settle(token: string, now: Date, settlement: SandboxSettlement): Promise<boolean>;
}

/** A token that nobody can guess: it is the only key to the checkout. */
const newToken = () => randomBytes(24).toString('base64url');

const outcomeOf = (cardNumber: string): SandboxCardOutcome | 'unknown' =>
  sandboxTestCards.find((card) => card.number === cardNumber)?.outcome ?? 'unknown';

const failureCodes: Record<Exclude<SandboxCardOutcome, 'success'> | 'unknown', SandboxErrorCode> = {
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  unknown: 'unknown_test_card',
};

// The locale is narrowed by the contract that wrote it (the gateway's request).
const localeOf = (row: SandboxCheckoutRow) => row.locale as Language;

/** Whether a card may still be sent for the checkout: open and not expired at `now`. */
export const isPayable = (row: SandboxCheckoutRow, now: Date) => row.status === 'open' && row.expiresAt > now;

/** The sandbox on the server's database (the `sandbox_payments` table). */
export function createSandboxPayments(db: AppDatabase, options: SandboxPaymentsOptions): SandboxPayments {
  return sandboxPaymentsOn(postgresSandboxCheckouts(db), options);
}

function postgresSandboxCheckouts(db: AppDatabase): SandboxCheckoutStore {
  return {
    async insert(row) {
      await db.insert(sandboxPayments).values(row);
    },
    async find(token) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.token, token)).limit(1);
      return row ?? null;
    },
    async settle(token, now, settlement) {
      // PostgreSQL re-checks the condition on the row another payment updated meanwhile.
      const settled = await db
        .update(sandboxPayments)
        .set(settlement)
        .where(
          and(
            eq(sandboxPayments.token, token),
            eq(sandboxPayments.status, 'open'),
            gt(sandboxPayments.expiresAt, now),
          ),
        )
        .returning({ token: sandboxPayments.token });
      return settled.length > 0;
    },
  };
}

/** The sandbox's rules on any store of checkouts. */
export function sandboxPaymentsOn(
  store: SandboxCheckoutStore,
  options: SandboxPaymentsOptions,
): SandboxPayments {
  const { clock, callbackUrl } = options;
  const publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  // The platform's name in each language (an English checkout named it in Turkish).
  const merchantName = options.merchantName ?? platformName;
  const find = (token: string) => store.find(token);

  const gateway: PaymentGateway = {
    provider: 'sandbox',

    async initializeCheckout(request) {
      const now = clock.now();
      const token = newToken();
      await store.insert({
        token,
        conversationId: request.conversationId,
        price: request.price,
        currency: request.currency,
        locale: request.locale,
        itemName: request.item.name,
        buyerEmail: request.buyer.email,
        callbackUrl,
        status: 'open',
        errorCode: null,
        errorMessage: null,
        paymentId: null,
        cardLastFour: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + checkoutLifetimeMs),
        paidAt: null,
      });
      const languagePrefix = request.locale === 'en' ? '/en' : '';
      return { token, checkoutUrl: `${publicBaseUrl}${languagePrefix}/sandbox-checkout/${token}` };
    },

    async retrieveCheckout(token, { locale }): Promise<RetrievedCheckout> {
      const row = await find(token);
      if (!row) throw new DomainError('recordNotFound');
      if (row.status === 'paid') {
        if (!row.paymentId) throw new Error(`sandbox_payments ${token} is paid without a payment id`);
        return { status: 'paid', paymentId: row.paymentId, paidPrice: row.price, currency: row.currency };
      }
      if (row.status === 'failed') {
        // In the language asked for, as a real provider answers; the stored text if the code is not ours.
        const errorCode = row.errorCode ?? 'card_declined';
        const errorMessage = isSandboxErrorCode(errorCode)
          ? sandboxErrorMessage(errorCode, locale)
          : (row.errorMessage ?? '');
        return { status: 'failed', errorCode, errorMessage };
      }
      // An open checkout past its time can no longer be paid: that is its outcome, so the payer
      // may start again instead of waiting on a page that refuses every card.
      if (row.expiresAt <= clock.now()) {
        return {
          status: 'failed',
          errorCode: 'checkout_expired',
          errorMessage: sandboxErrorMessage('checkout_expired', locale),
        };
      }
      return { status: 'pending' };
    },
  };

  return {
    gateway,

    async describe(token) {
      const row = await find(token);
      if (!row) return null;
      return {
        token: row.token,
        merchantName: merchantName[localeOf(row)],
        itemName: row.itemName,
        price: row.price,
        currency: row.currency,
        locale: localeOf(row),
        status: row.status as SandboxCheckout['status'],
        expiresAt: row.expiresAt.toISOString(),
        callbackUrl: row.callbackUrl,
      };
    },

    async pay(token, card) {
      const now = clock.now();
      const row = await find(token);
      if (!row) throw new DomainError('recordNotFound');
      if (!isPayable(row, now)) throw new DomainError('paymentNotRetryable');
      if (!isCardExpiryCurrent(card.expiry, now)) {
        throw new DomainError('validationFailed', { fields: { expiry: { key: 'cardExpired', params: {} } } });
      }
      const outcome = outcomeOf(card.cardNumber);
      const cardLastFour = card.cardNumber.slice(-4);
      const errorCode = outcome === 'success' ? null : failureCodes[outcome];
      const errorMessage = errorCode ? sandboxErrorMessage(errorCode, localeOf(row)) : null;
      // Only an open, unexpired checkout changes: of two payments sent at once, the second finds
      // it paid.
      const settled = await store.settle(
        token,
        now,
        errorCode && errorMessage
          ? { status: 'failed', errorCode, errorMessage, cardLastFour }
          : { status: 'paid', paymentId: randomBytes(9).toString('hex'), cardLastFour, paidAt: now },
      );
      if (!settled) throw new DomainError('paymentNotRetryable');
      return { status: errorCode ? 'failed' : 'paid', errorCode, errorMessage, callbackUrl: row.callbackUrl };
    },
  };
}
