import type { RouteHandle } from '@coach/kit';
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';

// Member pages, mounted by the host under /user (and /en/user) behind the area.member guard.
export const routes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () =>
      import('../features/dashboard/components/dashboard-page.tsx').then((m) => ({
        Component: m.DashboardPage,
      })),
    handle: { crumb: msg`Dashboard`, title: msg`Dashboard` } satisfies RouteHandle,
  },
  {
    path: 'file-operations',
    lazy: () =>
      import('../features/file-operations/components/file-operations-page.tsx').then((m) => ({
        Component: m.FileOperationsPage,
      })),
    handle: { crumb: msg`Proof of education`, title: msg`Proof of education` } satisfies RouteHandle,
  },
  {
    path: 'projects',
    lazy: () =>
      import('../features/projects/components/projects-page.tsx').then((m) => ({
        Component: m.ProjectsPage,
      })),
    handle: { crumb: msg`My projects`, title: msg`My projects` } satisfies RouteHandle,
  },
  {
    path: 'coaching-log',
    lazy: () =>
      import('../features/coaching-log/components/coaching-log-page.tsx').then((m) => ({
        Component: m.CoachingLogPage,
      })),
    handle: { crumb: msg`Coaching log`, title: msg`Coaching log` } satisfies RouteHandle,
  },
  {
    path: 'users',
    lazy: () =>
      import('../features/users/components/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
    handle: { crumb: msg`Users`, title: msg`Users` } satisfies RouteHandle,
  },
  {
    path: 'profile/:accountId',
    lazy: () =>
      import('../features/profile/components/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
    handle: { crumb: msg`Member profile`, title: msg`Member profile` } satisfies RouteHandle,
  },
  {
    path: 'membership-renewal',
    lazy: () =>
      import('../features/membership/components/membership-renewal-page.tsx').then((m) => ({
        Component: m.MembershipRenewalPage,
      })),
    handle: { crumb: msg`Membership renewal`, title: msg`Membership renewal` } satisfies RouteHandle,
  },
  {
    path: 'settings',
    lazy: () =>
      import('../features/settings/components/settings-page.tsx').then((m) => ({
        Component: m.SettingsPage,
      })),
    handle: { crumb: msg`Settings`, title: msg`Settings` } satisfies RouteHandle,
  },
];
