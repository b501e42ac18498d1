import { memberPages } from '@coach/core/pages';
import type { RouteHandle, RouteObject } from '@coach/kit';
import { msg } from '@lingui/core/macro';

// Member pages, mounted by the host under /user (and /en/user) behind the area.member guard.
export const routes: RouteObject[] = [
  {
    path: memberPages.dashboard.path,
    // Its calls start when the route matches (loader), beside the page's code.
    lazy: () =>
      Promise.all([
        import('../features/dashboard/components/dashboard-page.tsx'),
        import('../features/dashboard/api/start-dashboard-calls.ts'),
      ]).then(([page, calls]) => ({ Component: page.DashboardPage, loader: calls.startDashboardCalls })),
    handle: { crumb: msg`Dashboard`, title: msg`Dashboard` } satisfies RouteHandle,
  },
  {
    path: memberPages.fileOperations.path,
    lazy: () =>
      import('../features/file-operations/components/file-operations-page.tsx').then((m) => ({
        Component: m.FileOperationsPage,
      })),
    handle: { crumb: msg`Proof of education`, title: msg`Proof of education` } satisfies RouteHandle,
  },
  {
    path: memberPages.projects.path,
    lazy: () =>
      import('../features/projects/components/projects-page.tsx').then((m) => ({
        Component: m.ProjectsPage,
      })),
    handle: { crumb: msg`My projects`, title: msg`My projects` } satisfies RouteHandle,
  },
  {
    path: memberPages.coachingLog.path,
    lazy: () =>
      import('../features/coaching-log/components/coaching-log-page.tsx').then((m) => ({
        Component: m.CoachingLogPage,
      })),
    handle: { crumb: msg`Coaching log`, title: msg`Coaching log`, wide: true } satisfies RouteHandle,
  },
  {
    path: memberPages.development.path,
    lazy: () =>
      import('../features/development/components/development-page.tsx').then((m) => ({
        Component: m.DevelopmentPage,
      })),
    handle: { crumb: msg`My development`, title: msg`My development`, wide: true } satisfies RouteHandle,
  },
  {
    path: memberPages.users.path,
    lazy: () =>
      import('../features/users/components/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
    handle: { crumb: msg`Members`, title: msg`Members` } satisfies RouteHandle,
  },
  {
    path: memberPages.profile.path,
    lazy: () =>
      import('../features/profile/components/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
    handle: { crumb: msg`Member profile`, title: msg`Member profile` } satisfies RouteHandle,
  },
  {
    path: memberPages.membershipRenewal.path,
    lazy: () =>
      import('../features/membership/components/membership-renewal-page.tsx').then((m) => ({
        Component: m.MembershipRenewalPage,
      })),
    handle: { crumb: msg`Membership renewal`, title: msg`Membership renewal` } satisfies RouteHandle,
  },
  {
    path: memberPages.settings.path,
    lazy: () =>
      import('../features/settings/components/settings-page.tsx').then((m) => ({
        Component: m.SettingsPage,
      })),
    handle: { crumb: msg`Settings`, title: msg`Settings` } satisfies RouteHandle,
  },
];
