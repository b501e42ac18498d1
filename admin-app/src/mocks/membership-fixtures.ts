import type { MembershipPackageView, OrderView } from '@coach/core/contracts';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { memberAccount } from './profile-handlers.ts';

// Demo data for the packages page and the orders on a profile (component tests and `npm run dev`),
// checked against the server's contract types with `satisfies`: a field the server changes fails
// typecheck.

export const coacheePackage = {
  membershipPackageId: '00000000-0000-4000-8000-0000000000a0',
  code: 'COACHEE-6',
  nameTr: 'Danışan Paketi – 6 Ay',
  nameEn: 'Coachee Package – 6 Months',
  periodMonths: 6,
  priceUsd: '49.00',
  coachLevel: false,
  retiredAt: null,
} satisfies MembershipPackageView;

export const coachPackage = {
  membershipPackageId: '00000000-0000-4000-8000-0000000000a1',
  code: 'COACH-12',
  nameTr: 'Koç Paketi – 12 Ay',
  nameEn: 'Coach Package – 12 Months',
  periodMonths: 12,
  priceUsd: '149.00',
  coachLevel: true,
  retiredAt: null,
} satisfies MembershipPackageView;

/** On sale, but nobody ever bought it: deleting it erases it. */
export const trialPackage = {
  membershipPackageId: '00000000-0000-4000-8000-0000000000a2',
  code: 'TRIAL-1',
  nameTr: 'Deneme – 1 Ay',
  nameEn: 'Trial – 1 Month',
  periodMonths: 1,
  priceUsd: '9.90',
  coachLevel: false,
  retiredAt: null,
} satisfies MembershipPackageView;

/** Taken off sale; its orders still name it. */
export const retiredPackage = {
  membershipPackageId: '00000000-0000-4000-8000-0000000000a3',
  code: 'COACH-6-2025',
  nameTr: 'Koç Paketi – 6 Ay (2025)',
  nameEn: 'Coach Package – 6 Months (2025)',
  periodMonths: 6,
  priceUsd: '89.00',
  coachLevel: true,
  retiredAt: '2026-01-15T09:00:00.000Z',
} satisfies MembershipPackageView;

export const demoMembershipPackages: MembershipPackageView[] = [
  coacheePackage,
  coachPackage,
  trialPackage,
  retiredPackage,
];

const orderOf = (
  item: MembershipPackageView,
  fields: Pick<OrderView, 'orderId' | 'orderNumber' | 'startsAt' | 'endsAt' | 'createdAt'> &
    Partial<OrderView>,
): OrderView => ({
  membershipPackageId: item.membershipPackageId,
  packageCode: item.code,
  packageNameTr: item.nameTr,
  packageNameEn: item.nameEn,
  periodMonths: item.periodMonths,
  priceUsd: item.priceUsd,
  currency: 'USD',
  method: 'card',
  note: null,
  grantedByName: null,
  ...fields,
});

/** The profile's member (profile-handlers.ts): a card order, then a period granted by hand; newest first. */
export function demoOrders(): OrderView[] {
  return [
    orderOf(coachPackage, {
      orderId: 'c0000000-0000-4000-8000-000000000002',
      orderNumber: 100007,
      method: 'manual',
      note: 'Havale 2026-06-28, ref 4471',
      grantedByName: demoAdmin.user.fullName,
      startsAt: '2026-06-30T00:00:00.000Z',
      endsAt: memberAccount.subscriptionEndDate ?? '2027-06-30T00:00:00.000Z',
      createdAt: '2026-06-28T10:15:00.000Z',
    }),
    orderOf(retiredPackage, {
      orderId: 'c0000000-0000-4000-8000-000000000001',
      orderNumber: 100001,
      startsAt: '2025-12-30T00:00:00.000Z',
      endsAt: '2026-06-30T00:00:00.000Z',
      createdAt: '2025-12-30T08:40:00.000Z',
    }),
  ];
}
