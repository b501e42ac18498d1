import {
  type CatalogueKey,
  fieldIssuesOf,
  type Language,
  type MembershipPackageView,
  type OrderView,
  prepaymentInputSchema,
  type RenewalPreview,
  type SubscriptionStatus,
  translateValidationMessage,
} from '@coach/core/contracts';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handlers for the membership: the member's membership now, the packages on sale, the order
// history and the start of a checkout, answering like the server (the envelope, the catalogue's
// refusals, only the package id taken from the browser).

const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

const languageOf = (request: Request): Language =>
  request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'tr';

const isMember = (request: Request) => request.headers.get('authorization') === `Bearer ${demoMember.token}`;
const refused = (request: Request) =>
  isMember(request)
    ? null
    : answer(
        request,
        request.headers.has('authorization') ? 403 : 401,
        request.headers.has('authorization') ? 'forbidden' : 'unauthorized',
      );

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

/** The packages on sale, cheapest first, as `GET membershippackages` lists them. */
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

const heldOf = (held: MembershipPackageView): NonNullable<SubscriptionStatus['membershipPackage']> => ({
  membershipPackageId: held.membershipPackageId,
  code: held.code,
  nameTr: held.nameTr,
  nameEn: held.nameEn,
  coachLevel: held.coachLevel,
});

/**
 * The membership as `checkaccountsubscription` answers it, in one of the four states the pages
 * show: active (200 days left), ending (3 days left), expired (10 days ago), none.
 */
export function subscriptionStatus(
  state: 'active' | 'ending' | 'expired' | 'none',
  held: MembershipPackageView = demoPackages.coach12,
): SubscriptionStatus {
  switch (state) {
    case 'active':
      return {
        active: true,
        subscriptionEndDate: inDays(200.5),
        daysLeft: 200,
        expiringSoon: false,
        membershipPackage: heldOf(held),
        schedule: [{ coachLevel: held.coachLevel, startsAt: inDays(0), endsAt: inDays(200.5) }],
      };
    case 'ending':
      return {
        active: true,
        subscriptionEndDate: inDays(3.5),
        daysLeft: 3,
        expiringSoon: true,
        membershipPackage: heldOf(held),
        schedule: [{ coachLevel: held.coachLevel, startsAt: inDays(0), endsAt: inDays(3.5) }],
      };
    case 'expired':
      return {
        active: false,
        subscriptionEndDate: inDays(-10),
        daysLeft: null,
        expiringSoon: false,
        membershipPackage: heldOf(held),
        schedule: [],
      };
    case 'none':
      return {
        active: false,
        subscriptionEndDate: null,
        daysLeft: null,
        expiringSoon: false,
        membershipPackage: null,
        schedule: [],
      };
  }
}

/** One of the member's orders: a card payment for the 12-month coach package, unless told otherwise. */
export function order(overrides: Partial<OrderView> = {}): OrderView {
  const bought = demoPackages.coach12;
  return {
    orderId: crypto.randomUUID(),
    orderNumber: 100001,
    membershipPackageId: bought.membershipPackageId,
    packageCode: bought.code,
    packageNameTr: bought.nameTr,
    packageNameEn: bought.nameEn,
    periodMonths: bought.periodMonths,
    priceUsd: bought.priceUsd,
    currency: 'USD',
    method: 'card',
    note: null,
    grantedByName: null,
    startsAt: '2025-06-30T00:00:00.000Z',
    endsAt: '2026-06-30T00:00:00.000Z',
    createdAt: '2025-06-30T09:15:00.000Z',
    ...overrides,
  };
}

export type MembershipMockOptions = {
  subscription?: SubscriptionStatus;
  packages?: MembershipPackageView[];
  orders?: OrderView[];
  /** What `payment/renewalpreview` answers; by default each package follows the membership's end. */
  preview?: RenewalPreview;
  /** What `payment/prepayment` answers instead of a checkout. */
  refusePrepayment?: Extract<CatalogueKey, 'packageNotForSale' | 'paymentProviderUnavailable'>;
};

const statusOf: Record<NonNullable<MembershipMockOptions['refusePrepayment']>, number> = {
  packageNotForSale: 409,
  paymentProviderUnavailable: 503,
};

/**
 * A fixture of the server's preview (the rule is the server's; a month is 30 days here): the
 * package's months after the membership's end, at the package's level.
 */
function previewOf(
  subscription: SubscriptionStatus,
  packages: readonly MembershipPackageView[],
): RenewalPreview {
  const end =
    subscription.active && subscription.subscriptionEndDate ? subscription.subscriptionEndDate : inDays(0);
  return packages.map((offer) => {
    const endsAt = new Date(new Date(end).getTime() + offer.periodMonths * 30 * day).toISOString();
    return {
      membershipPackageId: offer.membershipPackageId,
      startsAt: end,
      endsAt,
      schedule: [...subscription.schedule, { coachLevel: offer.coachLevel, startsAt: end, endsAt }],
    };
  });
}

/** The handlers over the member's membership, the packages on sale and the orders. */
export function membershipHandlers(options: MembershipMockOptions = {}) {
  const subscription = options.subscription ?? subscriptionStatus('active');
  const packages = options.packages ?? Object.values(demoPackages);
  const orders = options.orders ?? [];
  return [
    http.get(
      '*/api/accounts/checkaccountsubscription',
      ({ request }) => refused(request) ?? answer(request, 200, 'done', subscription),
    ),
    // Public: visitors compare the packages before they register.
    http.get('*/api/membershippackages', ({ request }) => answer(request, 200, 'done', packages)),
    http.get(
      '*/api/accounts/accountorderhistory',
      ({ request }) => refused(request) ?? answer(request, 200, 'done', orders),
    ),
    http.get(
      '*/api/payment/renewalpreview',
      ({ request }) =>
        refused(request) ??
        answer(request, 200, 'done', options.preview ?? previewOf(subscription, packages)),
    ),
    http.post('*/api/payment/prepayment', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = prepaymentInputSchema.strict().safeParse(await request.json());
      if (!parsed.success)
        return answer(request, 400, 'validationFailed', {
          fields: Object.fromEntries(
            Object.entries(fieldIssuesOf(parsed.error)).map(([path, issue]) => [
              path,
              translateValidationMessage(issue.key, languageOf(request), issue.params),
            ]),
          ),
        });
      if (!packages.some((one) => one.membershipPackageId === parsed.data.membershipPackageId))
        return answer(request, 404, 'recordNotFound');
      const refusal = options.refusePrepayment;
      if (refusal) return answer(request, statusOf[refusal], refusal);
      const token = crypto.randomUUID();
      const prefix = languageOf(request) === 'en' ? '/en' : '';
      return answer(request, 200, 'done', { token, checkoutUrl: `${prefix}/sandbox-checkout/${token}` });
    }),
  ];
}
