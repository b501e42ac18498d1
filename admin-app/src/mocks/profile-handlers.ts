import type { AccountView, PublicProfile } from '@coach/core/contracts';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handlers for the account profile page: the back office's view of an account and its public
// profile, for the administrator of the demo fixtures.

export const memberAccount: AccountView = {
  accountId: '9d2b5a34-0c8e-4f0e-9a57-000000000001',
  name: 'Mehmet',
  surname: 'Öztürk',
  fullName: 'Mehmet Öztürk',
  email: 'mehmet@example.com',
  phone: '+905321234567',
  identityNumber: '10000000146',
  passportNumber: null,
  countryCode: 'TR',
  stateCode: 'TR-06',
  city: 'Çankaya',
  accountRoleType: 'User',
  status: 'passive',
  isLocked: true,
  languages: ['tr', 'en'],
  language: 'en',
  score: 35,
  subscriptionEndDate: '2027-06-30T00:00:00.000Z',
  membershipPackageId: null,
  lastLoginAt: null,
  emailVerified: true,
  createdAt: '2025-10-01T08:00:00.000Z',
  hasPassword: true,
};

export const memberPublicProfile: PublicProfile = {
  accountId: memberAccount.accountId,
  name: 'Mehmet',
  surname: 'Öztürk',
  fullName: 'Mehmet Öztürk',
  profilePhotoPath: null,
  bio: 'Kariyer koçluğu',
  place: {
    countryCode: 'TR',
    countryNameTr: 'Türkiye',
    countryNameEn: 'Türkiye',
    stateCode: 'TR-06',
    stateName: 'Ankara',
    city: 'Çankaya',
  },
  languages: ['tr', 'en'],
  badge: { accountBadgeId: '3f0c8a52-9a3e-4c55-8d0e-000000000003', nameTr: 'Altın', nameEn: 'Gold' },
  memberSince: memberAccount.createdAt,
};

const isStaff = (request: Request) => request.headers.get('authorization') === `Bearer ${demoAdmin.token}`;

export const profileHandlers = [
  http.get('*/api/accounts/accountprofiledetail/:id', ({ request, params }) => {
    if (!isStaff(request)) return answer(request, 401, 'unauthorized');
    return params.id === memberAccount.accountId
      ? answer(request, 200, 'done', memberPublicProfile)
      : answer(request, 404, 'userNotFound');
  }),
  http.get('*/api/accounts/:id', ({ request, params }) => {
    if (!isStaff(request)) return answer(request, 401, 'unauthorized');
    return params.id === memberAccount.accountId
      ? answer(request, 200, 'done', memberAccount)
      : answer(request, 404, 'userNotFound');
  }),
];
