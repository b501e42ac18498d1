import { api, unwrap } from '@coach/kit';
import type { AdminDashboard } from '@coach/server/app-type';
import { useQuery } from '@tanstack/react-query';

export const adminDashboardKey = ['admin-dashboard'] as const;

export function getAdminDashboard(): Promise<AdminDashboard> {
  return unwrap(api.api.admindashboard.$get());
}

/** `GET /api/admindashboard`: who is signed in and the programme's key counts. */
export function useAdminDashboard() {
  return useQuery({ queryKey: adminDashboardKey, queryFn: getAdminDashboard });
}
