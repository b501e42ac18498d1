import type { AdminDashboard, MemberDashboard } from '@coach/server/app-type';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import type { GuardedArea } from '../auth/access.ts';
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
 * error in the cache, where the dashboard finds and shows it). The phone drawer's code, which the
 * navigation to the dashboard also waits for, is the caller's to preload (the host's guard and
 * area prefetcher): the data layer does not import the layout, which loads the data layer.
 */
export function prefetchDashboard(area: GuardedArea): Promise<void> {
  if (area === 'admin') return queryClient.prefetchQuery(adminDashboardQuery());
  return queryClient.prefetchQuery(memberDashboardQuery());
}
