import { adminPages } from '@coach/core/pages';
import type { RouteHandle, RouteObject } from '@coach/kit';
import { msg } from '@lingui/core/macro';

// Administration pages, mounted by the host under /admin (and /en/admin) behind the area.admin guard.
export const routes: RouteObject[] = [
  {
    path: adminPages.dashboard.path,
    lazy: () =>
      import('../features/dashboard/components/dashboard-page.tsx').then((m) => ({
        Component: m.DashboardPage,
      })),
    handle: { crumb: msg`Dashboard`, title: msg`Administration dashboard` } satisfies RouteHandle,
  },
  {
    // Tabs Accounts | Proofs of education (app/account-layout.tsx); each tab is a child route.
    path: adminPages.accounts.path,
    lazy: () => import('./account-layout.tsx').then((m) => ({ Component: m.AccountLayout })),
    handle: { crumb: msg`Accounts`, title: msg`Accounts`, wide: true } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: () => import('./accounts-index-page.tsx').then((m) => ({ Component: m.AccountsIndexPage })),
      },
      {
        // The catalogue's `account/proofs` is the full path; the child route takes the part below `account/`.
        path: adminPages.proofs.path.slice(adminPages.accounts.path.length + 1),
        lazy: () =>
          import('../features/proofs/components/proofs-page.tsx').then((m) => ({ Component: m.ProofsPage })),
        handle: { crumb: msg`Proofs of education`, title: msg`Proofs of education` } satisfies RouteHandle,
      },
    ],
  },
  {
    // The profile with the member's points under it (app/account-profile-page.tsx).
    path: adminPages.profile.path,
    lazy: () => import('./account-profile-page.tsx').then((m) => ({ Component: m.AccountProfilePage })),
    handle: { crumb: msg`Account profile`, title: msg`Account profile` } satisfies RouteHandle,
  },
  {
    path: adminPages.projects.path,
    lazy: () => import('./projects-index-page.tsx').then((m) => ({ Component: m.ProjectsIndexPage })),
    handle: { crumb: msg`Projects`, title: msg`Projects`, wide: true } satisfies RouteHandle,
  },
  {
    path: adminPages.orders.path,
    lazy: () => import('./orders-index-page.tsx').then((m) => ({ Component: m.OrdersIndexPage })),
    handle: { crumb: msg`Orders`, title: msg`Orders`, wide: true } satisfies RouteHandle,
  },
  {
    path: adminPages.badges.path,
    lazy: () =>
      import('../features/badges/components/badges-page.tsx').then((m) => ({ Component: m.BadgesPage })),
    handle: { crumb: msg`Badges`, title: msg`Badges` } satisfies RouteHandle,
  },
  {
    path: adminPages.packages.path,
    lazy: () =>
      import('../features/membership/components/packages-page.tsx').then((m) => ({
        Component: m.PackagesPage,
      })),
    handle: { crumb: msg`Membership packages`, title: msg`Membership packages` } satisfies RouteHandle,
  },
  {
    path: adminPages.settings.path,
    lazy: () =>
      import('../features/settings/components/settings-page.tsx').then((m) => ({
        Component: m.SettingsPage,
      })),
    handle: { crumb: msg`Application settings`, title: msg`Application settings` } satisfies RouteHandle,
  },
  {
    path: adminPages.pendingAssignment.path,
    lazy: () =>
      import('./pending-assignment-index-page.tsx').then((m) => ({
        Component: m.PendingAssignmentIndexPage,
      })),
    handle: {
      crumb: msg`Pending assignments`,
      title: msg`Pending assignments`,
      wide: true,
    } satisfies RouteHandle,
  },
  {
    path: adminPages.matchingRuns.path,
    lazy: () =>
      import('../features/matching/components/matching-runs-page.tsx').then((m) => ({
        Component: m.MatchingRunsPage,
      })),
    handle: { crumb: msg`Matching runs`, title: msg`Matching runs` } satisfies RouteHandle,
  },
  {
    path: adminPages.matchingRun.path,
    lazy: () =>
      import('../features/matching/components/matching-run-page.tsx').then((m) => ({
        Component: m.MatchingRunPage,
      })),
    handle: { crumb: msg`Matching run`, title: msg`Matching run`, wide: true } satisfies RouteHandle,
  },
  {
    path: adminPages.audit.path,
    lazy: () => import('./audit-index-page.tsx').then((m) => ({ Component: m.AuditIndexPage })),
    handle: { crumb: msg`Audit log`, title: msg`Audit log`, wide: true } satisfies RouteHandle,
  },
  {
    path: adminPages.coachingHours.path,
    lazy: () =>
      import('../features/coaching/components/coaching-hours-page.tsx').then((m) => ({
        Component: m.CoachingHoursPage,
      })),
    handle: { crumb: msg`Coaching hours`, title: msg`Coaching hours` } satisfies RouteHandle,
  },
  {
    path: adminPages.contactMessages.path,
    lazy: () =>
      import('../features/contact-messages/components/contact-messages-page.tsx').then((m) => ({
        Component: m.ContactMessagesPage,
      })),
    handle: { crumb: msg`Contact messages`, title: msg`Contact messages`, wide: true } satisfies RouteHandle,
  },
  {
    path: adminPages.outbox.path,
    lazy: () =>
      import('../features/outbox/components/outbox-page.tsx').then((m) => ({ Component: m.OutboxPage })),
    handle: { crumb: msg`Outbox`, title: msg`Mail outbox`, wide: true } satisfies RouteHandle,
  },
  {
    path: adminPages.jobs.path,
    lazy: () => import('../features/jobs/components/jobs-page.tsx').then((m) => ({ Component: m.JobsPage })),
    handle: { crumb: msg`Jobs`, title: msg`Scheduled jobs`, wide: true } satisfies RouteHandle,
  },
  {
    path: adminPages.groupMail.path,
    lazy: () =>
      import('../features/group-mail/components/group-mail-page.tsx').then((m) => ({
        Component: m.GroupMailPage,
      })),
    handle: { crumb: msg`Mail to a group`, title: msg`Mail to a group` } satisfies RouteHandle,
  },
  {
    path: adminPages.reports.path,
    lazy: () =>
      import('../features/reports/components/reports-page.tsx').then((m) => ({ Component: m.ReportsPage })),
    handle: { crumb: msg`Reports`, title: msg`Programme reports`, wide: true } satisfies RouteHandle,
  },
];
