import {
  type AccountView,
  type City,
  type Country,
  type CurrentUser,
  permissionsOf,
  type State,
} from '@coach/core/contracts';
import type { DemoAccount } from '@coach/kit/mocks/fixtures.ts';
import { demoAdmin, demoMember } from '@coach/kit/mocks/fixtures.ts';

// The accounts page's demo data, checked against the server's contract types with `satisfies`:
// a field the server adds, drops or retypes fails typecheck here.

/** A salesman, who lists and adds accounts but changes none (the kit's demo has none). */
export const demoSalesman = {
  email: 'sales@example.com',
  password: 'Office!2345',
  token: 'demo-token-salesman',
  user: {
    accountId: '9c1b5e4d-6f70-4182-9d2e-3f4a5b6c7d8e',
    name: 'Can',
    surname: 'Aydın',
    fullName: 'Can Aydın',
    email: 'sales@example.com',
    accountRoleType: 'Salesman',
    permissions: [...permissionsOf('Salesman')],
    // As the server answers (core's pagesOpenTo): no settings, badges, projects or operations.
    pages: ['admin/dashboard', 'admin/account', 'admin/profile/:accountId', 'admin/membershippackage'],
    score: 0,
    badge: null,
    themePack: 'theme1',
    themeMode: 'system',
    languages: ['tr'],
    subscriptionEndDate: null,
    profilePhotoPath: null,
  } satisfies CurrentUser,
} satisfies DemoAccount;

const base = {
  phone: null,
  identityNumber: null,
  passportNumber: null,
  countryCode: null,
  stateCode: null,
  city: null,
  status: 'active',
  isLocked: false,
  languages: ['tr'],
  language: 'tr',
  score: 0,
  subscriptionEndDate: null,
  lastLoginAt: null,
  membershipPackageId: null,
  emailVerified: true,
  hasPassword: true,
} as const satisfies Partial<AccountView>;

export const demoAccountViews = [
  {
    ...base,
    // The kit's demo administrator is signed in: this row is their own account.
    accountId: demoAdmin.user.accountId,
    name: 'Zeynep',
    surname: 'Yılmaz',
    fullName: 'Zeynep Yılmaz',
    email: demoAdmin.email,
    accountRoleType: 'Administrator',
    lastLoginAt: '2026-03-02T08:00:00.000Z',
    createdAt: '2026-01-05T09:00:00.000Z',
  },
  {
    ...base,
    accountId: '6f8e2b1a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Ayşe',
    surname: 'Demir',
    fullName: 'Ayşe Demir',
    email: demoMember.email,
    accountRoleType: 'User',
    phone: '+905321234567',
    identityNumber: '23456789060',
    countryCode: 'TR',
    stateCode: 'TR-34',
    city: 'Kadıköy',
    languages: ['tr', 'en'],
    score: 12,
    subscriptionEndDate: '2027-06-30T20:59:59.000Z',
    lastLoginAt: '2026-03-01T17:30:00.000Z',
    createdAt: '2026-01-10T09:00:00.000Z',
  },
  {
    ...base,
    accountId: '7a9f3c2b-4d5e-4f60-9b0c-1d2e3f4a5b6c',
    name: 'John',
    surname: 'Smith',
    fullName: 'John Smith',
    email: 'john@example.com',
    accountRoleType: 'User',
    passportNumber: 'U12345678',
    languages: ['en'],
    language: 'en',
    score: 3,
    createdAt: '2026-02-01T09:00:00.000Z',
  },
  {
    ...base,
    accountId: '8b0a4d3c-5e6f-4071-8c1d-2e3f4a5b6c7d',
    name: 'Işık',
    surname: 'Çelik',
    fullName: 'Işık Çelik',
    email: 'isik@example.com',
    accountRoleType: 'Guest',
    status: 'passive',
    isLocked: true,
    hasPassword: false,
    createdAt: '2026-02-15T09:00:00.000Z',
  },
] satisfies AccountView[];

export const demoCountries = [
  { countryId: 'DE', nameTr: 'Almanya', nameEn: 'Germany', hasStates: true },
  { countryId: 'TR', nameTr: 'Türkiye', nameEn: 'Türkiye', hasStates: true },
] satisfies Country[];

export const demoStates = [
  { stateId: 'TR-06', countryId: 'TR', name: 'Ankara', hasCities: true },
  { stateId: 'TR-34', countryId: 'TR', name: 'İstanbul', hasCities: true },
  { stateId: 'DE-BY', countryId: 'DE', name: 'Bayern', hasCities: true },
] satisfies State[];

export const demoCities = [
  { name: 'Çankaya', stateId: 'TR-06' },
  { name: 'Kadıköy', stateId: 'TR-34' },
  { name: 'Üsküdar', stateId: 'TR-34' },
  { name: 'München', stateId: 'DE-BY' },
] satisfies City[];
