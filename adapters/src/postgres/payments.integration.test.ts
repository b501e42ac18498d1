import {
  type Account,
  type CheckoutResult,
  execute,
  isDomainError,
  type MembershipPackage,
  type PaymentGateway,
  type RetrievedCheckout,
  retrieveCheckout,
  startCheckout,
} from '@coach/core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayments, type SandboxPayments } from '../payments/sandbox-payments.ts';
import { type TestWorld, testContext } from '../testing/test-context.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createPersistence } from './repositories/index.ts';
import * as schema from './schema/index.ts';

/** 12:00 in Istanbul, which keeps UTC+3 all year: six calendar months later is the same wall time. */
const start = new Date('2026-03-02T09:00:00Z');
const goodCard = {
  cardHolderName: 'Ayşe Yılmaz',
  cardNumber: '5528790000000008',
  expiry: '12/30',
  cvc: '123',
};
const concurrentCalls = 20;

type RetrieveHook = (
  token: string,
  options: { readonly locale: 'tr' | 'en' },
  ask: () => Promise<RetrievedCheckout>,
) => Promise<RetrievedCheckout>;

// Concurrency needs a server that runs transactions at once: PGlite is one connection in one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'payments under concurrency on PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    /** A pool large enough for every call at once (the application's holds ten). */
    let client: postgres.Sql;
    let world: TestWorld;
    let sandbox: SandboxPayments;
    let membershipPackage: MembershipPackage;
    /** Stands between the use cases and the sandbox, to time the provider's answers. */
    let onRetrieve: RetrieveHook | undefined;
    let members = 0;

    beforeAll(async () => {
      test = await openTestDatabase('postgres');
      client = postgres(test.url as string, { max: concurrentCalls + 10, onnotice: () => {} });
      const db = drizzle(client, { schema });
      sandbox = createSandboxPayments(db, {
        publicBaseUrl: 'http://localhost:3000',
        callbackUrl: 'http://localhost:3000/api/payment/callback',
        clock: { now: () => world.clock.now() },
      });
      const paymentGateway: PaymentGateway = {
        provider: 'sandbox',
        initializeCheckout: (request) => sandbox.gateway.initializeCheckout(request),
        retrieveCheckout(token, options) {
          const ask = () => sandbox.gateway.retrieveCheckout(token, options);
          return onRetrieve ? onRetrieve(token, options, ask) : ask();
        },
      };
      world = testContext({ start, ports: { ...createPersistence(db), paymentGateway } });
      membershipPackage = await world.ports.unitOfWork.run(({ repositories }) =>
        repositories.membershipPackages.insert({
          code: 'COACHEE-6',
          nameTr: 'Danışan 6 ay',
          nameEn: 'Coachee 6 months',
          periodMonths: 6,
          priceUsd: '49.00',
          coachLevel: false,
        }),
      );
    });
    afterAll(async () => {
      await client?.end();
      await test?.dispose();
    });

    /** A signed-in member whose membership ends on `subscriptionEndDate`, with a checkout started. */
    async function memberWithCheckout(subscriptionEndDate: Date | null) {
      members += 1;
      const email = `payer${members}@example.com`;
      const created = await world.createAccount({
        email,
        passportNumber: `P${String(members).padStart(8, '0')}`,
      });
      await world.ports.unitOfWork.run(({ repositories }) =>
        repositories.accounts.update(created.id, { subscriptionEndDate }),
      );
      const ctx = await world.signedIn(await world.signIn(email));
      const { token } = await execute(startCheckout, ctx, { membershipPackageId: membershipPackage.id });
      return { account: created, token };
    }

    /** `count` retrieves of `token` at once, as refreshed pages and the provider's callback send them. */
    function retrieveAtOnce(token: string, count = concurrentCalls): Promise<CheckoutResult[]> {
      return Promise.all(
        Array.from({ length: count }, () => execute(retrieveCheckout, world.anonymous, { token })),
      );
    }

    /**
     * What the retrieves left behind: orders, the end date, receipts, the checkout. (drizzle turns
     * off the client's date parsing, so instants come back as text and are read here.)
     */
    async function outcomeOf(account: Account, token: string) {
      const instant = (text: string | null) => (text === null ? null : new Date(text));
      const orders = await client<{ orderNumber: number; endsAt: string }[]>`
        select order_number::int as "orderNumber", ends_at as "endsAt" from orders where account_id = ${account.id}`;
      const [stored] = await client<
        { subscriptionEndDate: string | null; membershipPackageId: string | null }[]
      >`
        select subscription_end_date as "subscriptionEndDate", membership_package_id as "membershipPackageId"
        from accounts where id = ${account.id}`;
      const [receipts] = await client<{ count: number }[]>`
        select count(*)::int as count from outbox where template = 'orderReceipt' and recipient = ${account.email}`;
      const [checkout] = await client<
        { status: string; settledAt: string | null; providerPaymentId: string | null }[]
      >`
        select status, settled_at as "settledAt", provider_payment_id as "providerPaymentId"
        from checkouts where token = ${token}`;
      return {
        orders: orders.map((order) => ({ ...order, endsAt: instant(order.endsAt) })),
        account: stored && { ...stored, subscriptionEndDate: instant(stored.subscriptionEndDate) },
        receipts: receipts?.count,
        checkout: checkout && { ...checkout, settledAt: instant(checkout.settledAt) },
      };
    }

    /**
     * Holds the checkout's row locked until every call waits for it inside its own unit of work,
     * so all of them really are at the lock at once when it is let go.
     */
    async function raceOnCheckout<T>(token: string, calls: () => Promise<T>, waiters: number): Promise<T> {
      const holder = await client.reserve();
      try {
        await holder`begin`;
        await holder`select id from checkouts where token = ${token} for update`;
        const outcomes = calls();
        // Until they wait, however long a busy machine takes (the test's timeout is the guard).
        for (;;) {
          const [row] = await client<{ waiting: number }[]>`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
          if ((row?.waiting ?? 0) >= waiters) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await holder`commit`;
        return await outcomes;
      } finally {
        holder.release();
      }
    }

    it(`settles a paid checkout once under ${concurrentCalls} retrieves queued on its row at once`, async () => {
      // Still a month to go: the new period starts at the current end, not now.
      const currentEnd = new Date('2026-04-10T09:00:00Z');
      const { account, token } = await memberWithCheckout(currentEnd);
      expect((await sandbox.pay(token, goodCard)).status).toBe('paid');

      const results = await raceOnCheckout(token, () => retrieveAtOnce(token), concurrentCalls);

      const outcome = await outcomeOf(account, token);
      expect(outcome.orders).toHaveLength(1);
      const [order] = outcome.orders;
      const newEnd = new Date('2026-10-10T09:00:00Z');
      expect(order?.endsAt).toEqual(newEnd);
      expect(outcome.account).toEqual({
        subscriptionEndDate: newEnd,
        membershipPackageId: membershipPackage.id,
      });
      expect(outcome.receipts, 'one receipt mail').toBe(1);
      expect(outcome.checkout).toEqual({
        status: 'paid',
        settledAt: start,
        providerPaymentId: expect.any(String),
      });
      // Every caller is told the same: paid, with the one order.
      for (const result of results) {
        expect(result).toMatchObject({
          status: 'paid',
          order: { orderNumber: order?.orderNumber, subscriptionEndDate: newEnd.toISOString() },
          failure: null,
        });
      }
      // Asking again later changes nothing.
      expect(await execute(retrieveCheckout, world.anonymous, { token })).toEqual(results[0]);
      expect(await outcomeOf(account, token)).toEqual(outcome);
    });

    it(`creates one order when the provider turns to paid while ${concurrentCalls} retrieves are under way`, async () => {
      // Expired: the new period starts now.
      const { account, token } = await memberWithCheckout(new Date('2026-01-15T09:00:00Z'));
      const pendingAnswers = 5;
      let answered = 0;
      let markPaid: () => void = () => {};
      const paid = new Promise<void>((resolve) => {
        markPaid = resolve;
      });
      let calls = 0;
      let payment: string | undefined;
      onRetrieve = async (_token, _options, ask) => {
        calls += 1;
        // The first few ask before the payer has paid; the payment goes through once they all
        // have their answer; the rest ask after it, while the first ones may still be settling.
        if (calls > pendingAnswers) {
          await paid;
          return ask();
        }
        const answer = await ask();
        answered += 1;
        if (answered === pendingAnswers) {
          void sandbox
            .pay(token, goodCard)
            .then((result) => {
              payment = result.status;
            })
            .finally(markPaid);
        }
        return answer;
      };
      try {
        const results = await retrieveAtOnce(token);
        expect(payment).toBe('paid');
        const paidResults = results.filter((result) => result.status === 'paid');
        expect(results.filter((result) => result.status === 'pending')).toHaveLength(pendingAnswers);
        expect(paidResults).toHaveLength(concurrentCalls - pendingAnswers);

        const outcome = await outcomeOf(account, token);
        expect(outcome.orders).toHaveLength(1);
        const newEnd = new Date('2026-09-02T09:00:00Z');
        expect(outcome.orders[0]?.endsAt).toEqual(newEnd);
        expect(outcome.account?.subscriptionEndDate).toEqual(newEnd);
        expect(outcome.receipts, 'one receipt mail').toBe(1);
        expect(outcome.checkout?.status).toBe('paid');
        const orderNumbers = new Set(paidResults.map((result) => result.order?.orderNumber));
        expect([...orderNumbers]).toEqual([outcome.orders[0]?.orderNumber]);
        // The ones that were told "pending" ask again (the result page refreshes): the same order.
        expect((await execute(retrieveCheckout, world.anonymous, { token })).order?.orderNumber).toBe(
          outcome.orders[0]?.orderNumber,
        );
        expect((await outcomeOf(account, token)).orders).toHaveLength(1);
      } finally {
        onRetrieve = undefined;
      }
    });

    it(`takes one of ${concurrentCalls} payments of one sandbox checkout sent at once`, async () => {
      const { token } = await memberWithCheckout(null);
      const outcomes = await Promise.all(
        Array.from({ length: concurrentCalls }, (_, index) =>
          sandbox
            .pay(token, index % 2 === 0 ? goodCard : { ...goodCard, cardNumber: '4000000000000002' })
            .then(
              (result) => result.status,
              (error: unknown) => {
                if (isDomainError(error)) return error.key;
                throw error;
              },
            ),
        ),
      );
      const winners = outcomes.filter((outcome) => outcome === 'paid' || outcome === 'failed');
      expect(winners).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'paymentNotRetryable')).toHaveLength(
        concurrentCalls - 1,
      );
      const [winner] = winners;
      expect((await sandbox.gateway.retrieveCheckout(token, { locale: 'tr' })).status).toBe(winner);
    });
  },
);
