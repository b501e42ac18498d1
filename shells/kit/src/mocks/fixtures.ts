import type { CurrentUser } from '../auth/current-user.ts';

// Demo people for running a remote on its own and for component tests. Same names and sign-ins
// as the server's seed (README "Demo accounts"), so what one sees in dev matches the real thing.

export type DemoAccount = { email: string; password: string; token: string; user: CurrentUser };

export const demoMember: DemoAccount = {
  email: 'ayse@example.com',
  password: 'Member!2345',
  token: 'mock-token-member',
  user: {
    accountId: 'a2',
    name: 'Ayşe',
    surname: 'Demir',
    fullName: 'Ayşe Demir',
    email: 'ayse@example.com',
    accountRoleType: 'User',
    permissions: ['area.member', 'dashboard.member'],
    score: 12,
    badge: { accountBadgeId: 'b2', name: 'Bronze' },
    themePack: 'theme1',
    languages: ['tr', 'en'],
    subscriptionEndDate: '2027-06-30T00:00:00.000Z',
    profilePhotoPath: null,
  },
};

export const demoAdmin: DemoAccount = {
  email: 'admin@example.com',
  password: 'Admin!2345',
  token: 'mock-token-admin',
  user: {
    accountId: 'a1',
    name: 'Zeynep',
    surname: 'Yılmaz',
    fullName: 'Zeynep Yılmaz',
    email: 'admin@example.com',
    accountRoleType: 'Administrator',
    permissions: ['area.admin', 'dashboard.admin'],
    score: 0,
    badge: null,
    themePack: 'theme4',
    languages: ['tr'],
    subscriptionEndDate: null,
    profilePhotoPath: null,
  },
};

export const demoAccounts = [demoMember, demoAdmin];

export const memberDashboard = {
  fullName: demoMember.user.fullName,
  accountRoleType: demoMember.user.accountRoleType,
  score: demoMember.user.score,
  badge: demoMember.user.badge,
  activeProjectCount: 1,
  totalProjectCount: 4,
  subscriptionEndDate: demoMember.user.subscriptionEndDate,
};

export const adminDashboard = {
  fullName: demoAdmin.user.fullName,
  accountRoleType: demoAdmin.user.accountRoleType,
  memberCount: 48,
  activeMemberCount: 41,
  packageCount: 3,
  badgeCount: 5,
};
