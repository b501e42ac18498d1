import type {
  CheckoutPurpose,
  CheckoutResult,
  Language,
  MembershipPackageView,
  SandboxCardOutcome,
} from '@coach/core/contracts';

// The mock payment provider's and the mock server's shared memory: the checkouts that
// registration starts, the sandbox page pays and the result page reads. A fresh store per test.

const day = 24 * 60 * 60 * 1000;

const onSale = (
  membershipPackageId: string,
  code: string,
  nameTr: string,
  nameEn: string,
  periodMonths: number,
  priceUsd: string,
  coachLevel: boolean,
): MembershipPackageView => ({
  membershipPackageId,
  code,
  nameTr,
  nameEn,
  periodMonths,
  priceUsd,
  coachLevel,
  retiredAt: null,
});

/** The packages on sale, cheapest first (the same as the member pages' mocks). */
export const demoPackages = {
  coachee6: onSale(
    '6b1f0c3e-2d4a-4e8b-9c1d-000000000001',
    'COACHEE-6',
    'Danışan 6 ay',
    'Coachee 6 months',
    6,
    '29.00',
    false,
  ),
  coach6: onSale(
    '6b1f0c3e-2d4a-4e8b-9c1d-000000000002',
    'COACH-6',
    'Koç 6 ay',
    'Coach 6 months',
    6,
    '59.00',
    true,
  ),
  coach12: onSale(
    '6b1f0c3e-2d4a-4e8b-9c1d-000000000003',
    'COACH-12',
    'Koç 12 ay',
    'Coach 12 months',
    12,
    '99.00',
    true,
  ),
} satisfies Record<string, MembershipPackageView>;

/** A package an administrator took off sale: known to the server, no longer bought (4062). */
export const retiredPackageId = '6b1f0c3e-2d4a-4e8b-9c1d-0000000000ff';

export type MockCheckout = {
  token: string;
  purpose: CheckoutPurpose;
  pkg: MembershipPackageView;
  email: string;
  locale: Language;
  /** The provider's side: open until a card is tried. */
  status: 'open' | 'paid' | 'failed';
  failure: { code: string; message: string } | null;
  expiresAt: string;
  /** Set by the first retrieve of a paid checkout and kept: asking again changes nothing. */
  order: { orderNumber: number; subscriptionEndDate: string } | null;
};

export const sandboxFailures: Record<
  Exclude<SandboxCardOutcome, 'success'> | 'unknown',
  { code: string; message: Record<Language, string> }
> = {
  declined: { code: 'card_declined', message: { tr: 'Kart reddedildi.', en: 'The card was declined.' } },
  insufficient_funds: {
    code: 'insufficient_funds',
    message: { tr: 'Yetersiz bakiye.', en: 'Insufficient funds.' },
  },
  unknown: {
    code: 'unknown_test_card',
    message: {
      tr: 'Bu kart bir test kartı değil. Ödeme sayfasında listelenen test kartlarından birini kullanın.',
      en: 'This card is not a test card. Use one of the test cards listed on the payment page.',
    },
  },
};

/** Checkouts the mock knows from the start, one per state a page shows. */
export const mockCheckoutTokens = {
  /** A registration's payment went through; the address is not verified yet. */
  paidRegistration: 'mock-checkout-paid-registration',
  /** A member's renewal went through. */
  paidRenewal: 'mock-checkout-paid-renewal',
  /** The card was declined. */
  declined: 'mock-checkout-declined',
  /** Nobody has paid yet. */
  open: 'mock-checkout-open',
  /** Open but past its time: the sandbox page says so. */
  expired: 'mock-checkout-expired',
} as const;

function checkout(token: string, overrides: Partial<MockCheckout>): MockCheckout {
  return {
    token,
    purpose: 'registration',
    pkg: demoPackages.coach12,
    email: 'deniz@example.com',
    locale: 'en',
    status: 'open',
    failure: null,
    expiresAt: new Date(Date.now() + day).toISOString(),
    order: null,
    ...overrides,
  };
}

const storageKey = 'coach.mock-checkouts';

/**
 * A fresh store. `persistIn` keeps the checkouts in the browser's session storage: when the mock
 * API runs in a browser (`npm run dev`), going to the checkout page and back is a full page load,
 * which would otherwise forget the checkout just started.
 */
export function createCheckoutStore({ persistIn }: { persistIn?: Storage } = {}) {
  const checkouts = new Map<string, MockCheckout>();
  const add = (one: MockCheckout) => checkouts.set(one.token, one);
  add(checkout(mockCheckoutTokens.paidRegistration, { status: 'paid' }));
  add(
    checkout(mockCheckoutTokens.paidRenewal, {
      status: 'paid',
      purpose: 'renewal',
      email: 'ayse@example.com',
      pkg: demoPackages.coach6,
    }),
  );
  add(
    checkout(mockCheckoutTokens.declined, {
      status: 'failed',
      failure: { code: 'card_declined', message: sandboxFailures.declined.message.en },
    }),
  );
  add(checkout(mockCheckoutTokens.open, {}));
  add(checkout(mockCheckoutTokens.expired, { expiresAt: new Date(Date.now() - 60_000).toISOString() }));
  let nextOrderNumber = 100001;
  let nextToken = 1;
  const saved = persistIn?.getItem(storageKey);
  if (saved) {
    const state = JSON.parse(saved) as {
      checkouts: MockCheckout[];
      nextOrderNumber: number;
      nextToken: number;
    };
    for (const one of state.checkouts) add(one);
    ({ nextOrderNumber, nextToken } = state);
  }
  const save = () =>
    persistIn?.setItem(
      storageKey,
      JSON.stringify({ checkouts: [...checkouts.values()], nextOrderNumber, nextToken }),
    );
  return {
    checkouts,
    /** Writes the checkouts to `persistIn` (after a handler changed one). */
    save,
    /** The bodies `auth/register` received, for assertions. */
    registrations: [] as unknown[],
    /** The addresses `auth/resendverification` was asked for. */
    resendRequests: [] as { email: string; language: Language }[],
    /** The bodies `payment/retry` received. */
    retryRequests: [] as unknown[],
    /** How many times `payment/retrieve` was called. */
    retrieveCalls: 0,
    /** Starts a checkout, as the server does for a registration or a retry. */
    start(from: Pick<MockCheckout, 'purpose' | 'pkg' | 'email' | 'locale'>): MockCheckout {
      const { purpose, pkg, email, locale } = from;
      const created = checkout(`mock-checkout-${nextToken++}`, { purpose, pkg, email, locale });
      add(created);
      save();
      return created;
    },
    /** The checkout's outcome as `payment/retrieve` answers it; the order is made once. */
    resultOf(found: MockCheckout): CheckoutResult {
      const expired = found.status === 'open' && new Date(found.expiresAt).getTime() <= Date.now();
      if (found.status === 'paid' && !found.order) {
        const end = new Date();
        end.setUTCMonth(end.getUTCMonth() + found.pkg.periodMonths);
        found.order = { orderNumber: nextOrderNumber++, subscriptionEndDate: end.toISOString() };
        save();
      }
      const [name = '', domain = ''] = found.email.split('@');
      return {
        token: found.token,
        status: found.status === 'open' ? (expired ? 'failed' : 'pending') : found.status,
        purpose: found.purpose,
        membershipPackage: {
          membershipPackageId: found.pkg.membershipPackageId,
          code: found.pkg.code,
          nameTr: found.pkg.nameTr,
          nameEn: found.pkg.nameEn,
          periodMonths: found.pkg.periodMonths,
          coachLevel: found.pkg.coachLevel,
        },
        priceUsd: found.pkg.priceUsd,
        currency: 'USD',
        order: found.status === 'paid' ? found.order : null,
        failure: expired
          ? {
              code: 'checkout_expired',
              message: 'The payment session has expired. Please try the payment again.',
            }
          : found.failure,
        emailVerified: found.purpose === 'renewal',
        maskedEmail: `${name.slice(0, 1)}•••@${domain}`,
      };
    },
  };
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
