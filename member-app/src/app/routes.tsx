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
];
