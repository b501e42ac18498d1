import type { RouteHandle } from '@coach/kit';
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';

// Administration pages, mounted by the host under /admin (and /en/admin) behind the area.admin guard.
export const routes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () =>
      import('../features/dashboard/components/dashboard-page.tsx').then((m) => ({
        Component: m.DashboardPage,
      })),
    handle: { crumb: msg`Dashboard`, title: msg`Administration dashboard` } satisfies RouteHandle,
  },
  {
    path: 'outbox',
    lazy: () =>
      import('../features/outbox/components/outbox-page.tsx').then((m) => ({ Component: m.OutboxPage })),
    handle: { crumb: msg`Outbox`, title: msg`Mail outbox` } satisfies RouteHandle,
  },
  {
    path: 'jobs',
    lazy: () => import('../features/jobs/components/jobs-page.tsx').then((m) => ({ Component: m.JobsPage })),
    handle: { crumb: msg`Jobs`, title: msg`Scheduled jobs` } satisfies RouteHandle,
  },
];
