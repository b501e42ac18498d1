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
];
