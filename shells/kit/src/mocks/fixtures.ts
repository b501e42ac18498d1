import {
  type AdminDashboard,
  adminPages,
  type CurrentUser,
  defaultApplicationSettings,
  type LoginResult,
  type MemberDashboard,
  matchingScheduleTimeZone,
  memberPages,
  type PublicSettings,
  pageId,
  permissionsOf,
  progressTowards,
  publicSettingsSchema,
} from '@coach/core/contracts';

// Demo people for running a remote on its own and for component tests. Same names and sign-ins
// as the server's seed (README "Demo accounts"), so what one sees in dev matches the real thing.
//
// Every fixture is checked against the server's contract types with `satisfies`: a field the server
// adds, drops or retypes fails `npm run typecheck` here instead of a mock drifting away unnoticed.
// Permissions come from the role map itself, so a mock user can do exactly what the real one can.
// A member opens every member page and an administrator every administration page, as the server
// says (core's pagesOpenTo); a test of a guest or a salesman names theirs.

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly token: string;
  readonly user: CurrentUser;
}

export const demoMember = {
  email: 'ayse@example.com',
  password: 'Member!2345',
  token: 'demo-token-member',
  user: {
    accountId: 'a2',
    name: 'Ayşe',
    surname: 'Demir',
    fullName: 'Ayşe Demir',
    email: 'ayse@example.com',
    accountRoleType: 'User',
    permissions: [...permissionsOf('User')],
    pages: Object.values(memberPages).map((page) => pageId('member', page.path)),
    score: 12,
    badge: { accountBadgeId: 'b2', nameTr: 'Bronz', nameEn: 'Bronze' },
    themePack: 'theme1',
    themeMode: 'system',
    languages: ['tr', 'en'],
    subscriptionEndDate: '2027-06-30T00:00:00.000Z',
    profilePhotoPath: null,
  } satisfies CurrentUser,
} satisfies DemoAccount;

export const demoAdmin = {
  email: 'admin@example.com',
  password: 'Office!2345',
  token: 'demo-token-admin',
  user: {
    accountId: 'a1',
    name: 'Zeynep',
    surname: 'Yılmaz',
    fullName: 'Zeynep Yılmaz',
    email: 'admin@example.com',
    accountRoleType: 'Administrator',
    permissions: [...permissionsOf('Administrator')],
    pages: Object.values(adminPages).map((page) => pageId('admin', page.path)),
    score: 0,
    badge: null,
    themePack: 'theme4',
    themeMode: 'system',
    languages: ['tr'],
    subscriptionEndDate: null,
    profilePhotoPath: null,
  } satisfies CurrentUser,
} satisfies DemoAccount;

export const demoAccounts: readonly DemoAccount[] = [demoMember, demoAdmin];

/** What `POST /api/auth/login` answers for `account`. */
export function loginResultOf(account: DemoAccount): LoginResult {
  return { token: account.token, expiresIn: 1800, user: account.user } satisfies LoginResult;
}

export const memberDashboard = {
  fullName: demoMember.user.fullName,
  accountRoleType: demoMember.user.accountRoleType,
  score: demoMember.user.score,
  badge: demoMember.user.badge,
  hoursCoached: 6,
  hoursReceived: 18,
  projects: { openAsCoach: 0, totalAsCoach: 1, openAsCoachee: 1, totalAsCoachee: 3 },
  activeProjectCount: 1,
  totalProjectCount: 4,
  proof: {
    state: 'approved',
    rejectionReason: null,
    uploadedAt: '2026-02-02T08:30:00.000Z',
    reviewedAt: '2026-02-03T12:00:00.000Z',
  },
  subscriptionEndDate: demoMember.user.subscriptionEndDate,
  // The member app's demo coaching log (mocks/coaching-handlers.ts): 13 hours with three clients,
  // 6 of them paid, all in the last 18 months; ACC is next.
  coaching: {
    hours: 13,
    next: progressTowards({ hours: 13, paidHours: 6, clients: 3, recentHours: 13 })[0] ?? null,
  },
} satisfies MemberDashboard;

export const adminDashboard = {
  fullName: demoAdmin.user.fullName,
  accountRoleType: demoAdmin.user.accountRoleType,
  members: {
    total: 48,
    active: 41,
    passive: 5,
    locked: 2,
    membershipActive: 39,
    membershipExpired: 6,
    noMembership: 3,
  },
  proofs: { waiting: 4, overdue: 1, reviewTargetWorkingDays: 3 },
  signUpsPerMonth: [
    { month: '2025-12', count: 2 },
    { month: '2026-01', count: 5 },
    { month: '2026-02', count: 0 },
    { month: '2026-03', count: 7 },
  ],
  packageCount: 3,
  badgeCount: 5,
} satisfies AdminDashboard;

/**
 * `GET publicsettings` as the server answers it with the default settings (docs/product-rules.md
 * §12), shaped by the call's own schema; the next run is a Monday at 09:00 in Istanbul. A test that needs other values passes its own.
 */
export const demoPublicSettings: PublicSettings = publicSettingsSchema.parse({
  ...defaultApplicationSettings,
  matchingTimeZone: matchingScheduleTimeZone,
  nextMatchingRun: '2026-10-26T06:00:00.000Z',
});
