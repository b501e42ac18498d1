import type { AdminDashboard, MemberDashboard } from '@coach/server/app-type';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import type { GuardedArea } from '../auth/access.ts';
import { preloadDrawer } from '../layout/app-shell/load-drawer.ts';
import { preloadCharts } from '../ui/charts/load-chart-js.ts';
import { queryClient } from './query-client.ts';

// The two dashboards' calls are declared here, in the kit, rather than in the member and admin
// apps: the sign-in (public remote) and the area guard (host) start them before those apps'
// code has arrived, and the dashboards then find the answer in the shared cache.

export const dashboardKeys = {
  member: ['member-dashboard'] as const,
  admin: ['admin-dashboard'] as const,
};

/** `GET /api/accountdashboard`: the signed-in member's figures (permission `dashboard.member`). */
export const memberDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.member,
    queryFn: (): Promise<MemberDashboard> => unwrap(api.api.accountdashboard.$get()),
  });

/** `GET /api/admindashboard`: the programme's key counts (permission `dashboard.admin`). */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.admin,
    queryFn: (): Promise<AdminDashboard> => unwrap(api.api.admindashboard.$get()),
  });

/**
 * Starts loading an area's dashboard data, unless it is already on its way or fresh: the
 * dashboard that mounts later uses that very request. Never rejects (prefetchQuery keeps the
 * error in the cache, where the dashboard finds and shows it).
 */
export function prefetchDashboard(area: GuardedArea): Promise<void> {
  // Both areas' frame has the phone drawer, which the navigation to the dashboard would wait for.
  preloadDrawer();
  if (area === 'admin') return queryClient.prefetchQuery(adminDashboardQuery());
  // The member dashboard draws the points over time: chart.js (58 KiB) comes with its data, not
  // a round trip after it.
  preloadCharts();
  return queryClient.prefetchQuery(memberDashboardQuery());
}
